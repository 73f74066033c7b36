import type { ProviderSessionView } from '../types';
import {
  FRAME_PAGE,
  onChannel,
  type FrameMethod,
  type FrameOptions,
  type FromFrame,
  type ToFrame,
} from './channel';
import { language } from './frame/texts';
import type { CardOutcome, MountOptions, ProviderKit, Widget, WidgetAddress } from './types';

// The part of every look-alike that runs on the shop's page, bundled into each provider's script
// (scriptBundles.ts): `mount` frames the provider's checkout form, served from the provider's origin
// (frame/), and talks to it only by messages (channel.ts), as the real providers' scripts talk to
// their cross-origin frames.

type Outgoing = ToFrame extends infer M ? (M extends ToFrame ? Omit<M, 'channel'> : never) : never;

/** `api` is the provider server's base URL: …/mock-providers/{slug}/api on the provider's origin. */
export function providerKit(win: Window & typeof globalThis, api: string): ProviderKit {
  const base = api.replace(/\/api$/, '');
  const frameOrigin = new URL(base).origin;
  // What the shopper typed and which orders this page suspended, by token: a frame that loads again
  // (moved in the page, or mounted anew for the same order) starts from them.
  const drafts: Record<string, Partial<WidgetAddress>> = {};
  const suspendedTokens: Record<string, boolean> = {};

  function whenBody(run: () => void): void {
    if (win.document.body) run();
    else win.document.addEventListener('DOMContentLoaded', () => run(), { once: true });
  }

  function channelId(): string {
    const bytes = win.crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  function mount(options: MountOptions): Widget {
    const hooks = options.hooks as Record<string, ((...args: unknown[]) => unknown) | undefined>;
    const container = options.container;
    const doc = container.ownerDocument;
    const channel = channelId();
    const iframe = doc.createElement('iframe');
    iframe.title = options.title;
    iframe.setAttribute(
      'style',
      'display:block;width:100%;min-width:280px;height:320px;border:0;overflow:hidden',
    );
    iframe.src =
      base + '/' + FRAME_PAGE + '?parent=' + encodeURIComponent(win.location.origin) + '#' + channel;

    let token = options.token;
    let view: ProviderSessionView | null = null;
    let suspended = !!suspendedTokens[token];
    let disposed = false;
    let greeted = false;
    const queued: Outgoing[] = [];
    const pending = new Map<number, (value: ProviderSessionView | null) => void>();
    const reports = new Map<number, () => void>();
    let calls = 0;
    let resolveReady: (value: ProviderSessionView | null) => void = () => undefined;
    const ready = new Promise<ProviderSessionView | null>((resolve) => (resolveReady = resolve));

    function send(message: Outgoing): void {
      const target = iframe.isConnected ? iframe.contentWindow : null;
      if (target) target.postMessage({ ...message, channel }, frameOrigin);
    }

    /** Sends once the frame has greeted (and been given the form); queues until then. */
    function post(message: Outgoing): void {
      if (disposed) return;
      if (!greeted) {
        queued.push(message);
        return;
      }
      send(message);
    }

    function frameOptions(): FrameOptions {
      const { container: _container, hooks: _hooks, card, ...data } = options;
      return {
        ...data,
        token,
        hostLanguage: doc.documentElement.lang || null,
        card: card ? { holderName: card.holderName, redirectMethods: card.redirectMethods ?? [] } : null,
        hooks: Object.keys(hooks).filter((name) => typeof hooks[name] === 'function'),
        drafts,
        suspended,
      };
    }

    function call(method: FrameMethod, args: unknown[]): Promise<ProviderSessionView | null> {
      if (disposed) return Promise.resolve(null);
      calls += 1;
      const id = calls;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        post({ kind: 'call', method, args, id });
      });
    }

    function runHook(name: string, args: unknown[]): unknown {
      const hook = hooks[name];
      if (typeof hook !== 'function') return undefined;
      try {
        return hook(...args);
      } catch (error) {
        win.console.error('[mock provider] the ' + name + ' hook threw', error);
        return undefined;
      }
    }

    /** A hook the form waits for: the merchant's go-ahead (Avarda), the card payment's calls (Adyen). */
    function answer(name: string, args: unknown[], id: number): void {
      const reply = (value: unknown, failed = false) => post({ kind: 'reply', id, value, failed });
      if (name === 'beforeSubmit') {
        let settled = false;
        const once = (value: string) => () => {
          if (settled) return;
          settled = true;
          reply(value);
        };
        runHook('beforeSubmit', [args[0], args[1], once('proceed'), once('abort')]);
        return;
      }
      const flow = options.card;
      const step = name === 'cardPay' ? flow?.pay : name === 'cardRedirect' ? flow?.payByRedirect : undefined;
      if (!flow || !step) return reply(undefined, true);
      (step as (value: unknown) => Promise<CardOutcome>).call(flow, args[0]).then(
        ({ report, ...outcome }) => {
          if (report) reports.set(id, report);
          reply({ ...outcome, report: report ? id : undefined });
        },
        () => reply(undefined, true),
      );
    }

    function receive(event: MessageEvent): void {
      const message = onChannel<FromFrame>(event.data, channel);
      if (!message || disposed) return;
      switch (message.kind) {
        case 'hello': {
          // The first load, or the frame loaded again: it gets the form as it stands.
          greeted = true;
          send({ kind: 'init', options: frameOptions() });
          for (const waiting of queued.splice(0)) post(waiting);
          return;
        }
        case 'ready':
          view = message.view;
          resolveReady(message.view);
          return;
        case 'state':
          token = message.token;
          view = message.view;
          return;
        case 'resize':
          if (message.height > 0) iframe.style.height = message.height + 'px';
          return;
        case 'draft':
          if (message.draft) drafts[message.token] = message.draft;
          else delete drafts[message.token];
          return;
        case 'reply': {
          const resolve = pending.get(message.id);
          pending.delete(message.id);
          if (resolve) resolve((message.value as ProviderSessionView | null) ?? null);
          return;
        }
        case 'hook': {
          if (message.name === 'cardReport') {
            const report = reports.get(message.args[0] as number);
            reports.delete(message.args[0] as number);
            if (report) report();
          } else if (message.id !== undefined) answer(message.name, message.args, message.id);
          else runHook(message.name, message.args);
          return;
        }
      }
    }

    win.addEventListener('message', receive);
    container.appendChild(iframe);

    return {
      get token() {
        return token;
      },
      container,
      iframe,
      view: () => view,
      ready,
      suspend() {
        if (disposed) return;
        suspended = true;
        suspendedTokens[token] = true;
        post({ kind: 'call', method: 'suspend', args: [] });
      },
      resume(next?: string) {
        delete suspendedTokens[token];
        suspended = false;
        if (next) token = next;
        return call('resume', [next]);
      },
      refresh(next?: string) {
        if (next) token = next;
        return call('refresh', [next]);
      },
      submit: () => post({ kind: 'call', method: 'submit', args: [] }),
      notice: (text, kind) => post({ kind: 'call', method: 'notice', args: [text, kind] }),
      isSuspended: () => suspended,
      isConnected: () => !disposed && iframe.isConnected,
      unmount() {
        if (disposed) return;
        disposed = true;
        win.removeEventListener('message', receive);
        iframe.remove();
        for (const resolve of pending.values()) resolve(null);
        pending.clear();
        reports.clear();
        resolveReady(null);
      },
    };
  }

  return { api, mount, whenBody, language };
}
