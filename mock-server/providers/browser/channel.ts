import type { ProviderSessionView } from '../types';
import type { MountOptions, RedirectMethod, Widget, WidgetAddress } from './types';

// The messages between a look-alike's script on the shop's page (kit.ts) and its form in the
// provider's frame (frame/), which is served from the provider's origin as the real checkouts' frames
// are. Every message names the channel: a random id the script puts in the frame's URL, so neither
// side acts on a message another window sent. The sender names the receiver's origin, so no other
// origin can read them. (jsdom, where the look-alikes are unit-tested, sets neither `event.origin`
// nor `event.source`; the channel id works the same there and in browsers.)

/** What the script tells its frame: the mount options that are data, and what the page remembers. */
export type FrameOptions = Omit<MountOptions, 'container' | 'hooks' | 'card'> & {
  /** The shop page's `lang`, the form's language when neither the client nor the order names one. */
  hostLanguage: string | null;
  /**
   * Adyen's card fields and the methods beside them that redirect; the payment's calls are the
   * script's, on the shop's page.
   */
  card: { holderName: boolean; redirectMethods: RedirectMethod[] } | null;
  /** The hooks the script has: the form reports only to those. */
  hooks: string[];
  /** What the shopper typed, by token, kept by the script across re-mounts. */
  drafts: Record<string, Partial<WidgetAddress>>;
  suspended: boolean;
};

/** The form's side of a mounted widget: what the script may ask of it. */
export type FormControl = Pick<Widget, 'ready' | 'suspend' | 'resume' | 'refresh' | 'submit' | 'notice'>;

export type FrameMethod = Exclude<keyof FormControl, 'ready'>;

export type ToFrame =
  | { channel: string; kind: 'init'; options: FrameOptions }
  /** `id` when the script waits for the result. */
  | { channel: string; kind: 'call'; method: FrameMethod; args: unknown[]; id?: number }
  | { channel: string; kind: 'reply'; id: number; value?: unknown; failed?: boolean };

export type FromFrame =
  | { channel: string; kind: 'hello' }
  | { channel: string; kind: 'ready'; view: ProviderSessionView | null }
  | { channel: string; kind: 'state'; token: string; view: ProviderSessionView | null; suspended: boolean }
  | { channel: string; kind: 'resize'; height: number }
  | { channel: string; kind: 'draft'; token: string; draft: Partial<WidgetAddress> | null }
  /** A hook of the script's; `id` when the form waits for its answer. */
  | { channel: string; kind: 'hook'; name: string; args: unknown[]; id?: number }
  | { channel: string; kind: 'reply'; id: number; value?: unknown };

/** The message's data, if it is one of this channel's. */
export function onChannel<T extends { channel: string }>(data: unknown, channel: string): T | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as { channel?: unknown; kind?: unknown };
  return message.channel === channel && typeof message.kind === 'string' ? (data as T) : null;
}

/** The frame's page under a provider's script base (…/mock-providers/{slug}). */
export const FRAME_PAGE = 'frame.html';
export const FRAME_SCRIPT = 'frame.js';
