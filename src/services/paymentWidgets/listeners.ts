import type { PaymentEvent } from './types';

/** The listeners of one widget: the provider's callbacks are registered once and fan out here. */
export function createListeners() {
  const listeners = new Set<(event: PaymentEvent) => void>();
  return {
    emit(event: PaymentEvent) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener: (event: PaymentEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Marks what a widget rendered into, so a second mount into the same element with the same token resumes. */
export interface Rendered {
  element: HTMLElement;
  token: string;
}

export const isStillRendered = (rendered: Rendered | null, element: HTMLElement, token: string) =>
  rendered !== null && rendered.element === element && rendered.token === token && element.isConnected;

export function containerOf(context: { containerId: string }, doc: Document = document): HTMLElement {
  const element = doc.getElementById(context.containerId);
  if (!element) throw new Error(`No payment container #${context.containerId}`);
  return element;
}

export const localeOf = (languageCode: string, countryCode: string) =>
  `${languageCode.toLowerCase()}-${countryCode.toUpperCase()}`;
