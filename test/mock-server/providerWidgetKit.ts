import { waitFor } from '@testing-library/dom';
import { placeSnippet } from '../../src/services/paymentWidgets/snippet';
import { mockProviderOrigin } from '../../shared/mockProviderOrigin';
import { ORIGIN } from './helpers';
import { hostOfFile } from '../../mock-server/providers/hosts';

// Driving the providers' widget scripts in jsdom, which loads the scripts and the checkout frames
// from the providers' origin through the mock (test files that use this kit run jsdom with
// `"resources": "usable"`). The form is read and filled in its frame, as a shopper would; only the
// test reaches into the cross-origin frame (jsdom does not stop it).

/** `path` (/mock-providers/{slug}/{file}) on the look-alike host that serves it, seen from ORIGIN. */
export function lookAlikeUrl(path: string): string {
  const [, slug = '', file = ''] = /^\/mock-providers\/([^/]+)\/(.*)$/.exec(path) ?? [];
  const host = hostOfFile(slug, file);
  if (!host) throw new Error(`${path} is no look-alike's file`);
  return mockProviderOrigin(ORIGIN, host) + path;
}

export async function fetchScript(path: string): Promise<Response> {
  return fetch(lookAlikeUrl(path));
}

/** Resolves once a script the page injected has loaded and run. */
export function loaded(script: HTMLScriptElement): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`${script.src} did not load`)), { once: true });
  });
}

/** Loads the served script as a tag with these attributes (a loader reads its own tag). */
export async function runScript(path: string, attributes: Record<string, string> = {}): Promise<void> {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.src = lookAlikeUrl(path);
  const done = loaded(script);
  document.head.appendChild(script);
  await done;
}

export interface Frame {
  iframe: HTMLIFrameElement;
  doc: Document;
  input(id: string): HTMLInputElement;
  labelOf(id: string): string;
  type(id: string, value: string): void;
  fill(values: Record<string, string>): void;
  pay(): void;
  text(): string;
  payButton(): HTMLButtonElement;
  overlayVisible(): boolean;
}

/** The widget iframe in `container`, once its form is rendered. */
export async function frameIn(container: HTMLElement): Promise<Frame> {
  const iframe = await waitFor(() => {
    const found = container.querySelector('iframe');
    if (!found?.contentDocument?.querySelector('form'))
      throw new Error('the widget form is not rendered yet');
    return found;
  });
  const doc = iframe.contentDocument!;
  const win = doc.defaultView!;
  const input = (id: string) => {
    const found = doc.getElementById(id);
    if (!found) throw new Error(`no #${id} in the widget`);
    return found as HTMLInputElement;
  };
  const type = (id: string, value: string) => {
    const element = input(id);
    element.value = value;
    element.dispatchEvent(new win.Event('input', { bubbles: true }));
    element.dispatchEvent(new win.Event('change', { bubbles: true }));
  };
  const payButton = () => doc.querySelector('button.pay') as HTMLButtonElement;
  return {
    iframe,
    doc,
    input,
    labelOf: (id) => doc.querySelector(`label[for="${id}"]`)?.textContent ?? '',
    type,
    fill: (values) => {
      for (const [id, value] of Object.entries(values)) type(id, value);
    },
    pay: () => payButton().click(),
    text: () => doc.body.textContent ?? '',
    payButton,
    overlayVisible: () => !(doc.querySelector('.overlay') as HTMLElement).hidden,
  };
}

export const SHOPPER = {
  'f-email': 'greta.garbo@example.se',
  'f-givenName': 'Greta',
  'f-familyName': 'Garbo',
  'f-address': 'Storgatan 1',
  'f-postalCode': '11122',
  'f-city': 'Stockholm',
  'f-telephoneNumber': '+46701234567',
};

/**
 * A provider's HTML snippet placed as the app places it; resolves once its scripts, and those they
 * inject, have run.
 */
export async function placeAndBoot(html: string): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const scripts = injectedScripts();
  try {
    await placeSnippet(host, html);
    await scripts.settled();
  } finally {
    scripts.stop();
  }
  return host;
}

/** Each `<script src>` the page adds from now on, until `stop`; `settled` waits for them to load. */
export function injectedScripts(): { stop(): void; settled(): Promise<void> } {
  const runs: Promise<void>[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLScriptElement && node.src && node.isConnected) runs.push(loaded(node));
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  return {
    stop: () => observer.disconnect(),
    async settled() {
      // Mutation records arrive as microtasks; a script may inject another.
      for (let seen = -1; seen !== runs.length;) {
        seen = runs.length;
        await new Promise((resolve) => setTimeout(resolve, 0));
        await Promise.all(runs);
      }
    },
  };
}

/** A container element placed in the page. */
export function place(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  return host;
}

/**
 * axe's violations in the widget's document, run as the page (jsdom lays nothing out, so colour
 * contrast is left to the browser journeys). Replaces the page: call it last in a test.
 */
export async function axeViolations(frame: Frame): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  // In the page: only what concerns the iframe element itself (the jsdom page has no title of its own).
  const host = await axe.run(document, {
    iframes: false,
    runOnly: { type: 'rule', values: ['frame-title', 'frame-title-unique', 'frame-focusable-content'] },
  });
  return [...violationsOf(host.violations), ...(await axeViolationsOfDocument(frame.doc))];
}

/** axe on a document of its own (a frame's page), run in place of this page's content. */
export async function axeViolationsOfDocument(doc: Document): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  document.documentElement.lang = doc.documentElement.lang;
  document.title = doc.title;
  document.head.innerHTML = doc.head.innerHTML;
  document.body.innerHTML = doc.body.innerHTML;
  const inner = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  return violationsOf(inner.violations);
}

function violationsOf(violations: { id: string; help: string; nodes: { target: unknown }[] }[]): string[] {
  return violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target).join(', ')})`,
  );
}
