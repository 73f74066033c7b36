import { onChannel, type FormControl, type FromFrame, type ToFrame } from '../channel';
import { runForm } from './form';
import type { FormLink } from './link';

// The provider's frame page (frame.html?parent={shop origin}#{channel}): it greets the script that
// framed it, takes the form's options from it, and from then on runs the form and answers the
// script's calls. The provider's API is this page's own origin.

type Outgoing = FromFrame extends infer M ? (M extends FromFrame ? Omit<M, 'channel'> : never) : never;

export function bootFrame(win: Window & typeof globalThis): void {
  // jsdom runs the script of a frame that was already removed from the page.
  if (!win.document) return;
  const parentOrigin = new URLSearchParams(win.location.search).get('parent');
  const channel = win.location.hash.slice(1);
  if (!parentOrigin || !channel || win.parent === win) {
    win.console.error('[mock provider] the checkout frame was opened without the script that frames it');
    return;
  }
  const api = win.location.origin + win.location.pathname.replace(/\/[^/]*$/, '') + '/api';
  const send = (message: Outgoing) => win.parent.postMessage({ ...message, channel }, parentOrigin);
  const waiting = new Map<number, (value: unknown) => void>();
  let asked = 0;
  let form: FormControl | null = null;

  const link: FormLink = {
    hook: (name, args) => send({ kind: 'hook', name, args }),
    ask: (name, args) =>
      new Promise((resolve) => {
        asked += 1;
        waiting.set(asked, resolve);
        send({ kind: 'hook', name, args, id: asked });
      }),
    resize: (height) => send({ kind: 'resize', height }),
    draft: (token, draft) => send({ kind: 'draft', token, draft }),
    state: (token, view, suspended) => send({ kind: 'state', token, view, suspended }),
  };

  win.addEventListener('message', (event) => {
    const message = onChannel<ToFrame>(event.data, channel);
    if (!message) return;
    if (message.kind === 'init') {
      // One form per load of the frame: a second init is another page's doing, not the script's.
      if (form) return;
      form = runForm(win, api, message.options, link);
      void form.ready.then((view) => send({ kind: 'ready', view }));
    } else if (message.kind === 'reply') {
      const resolve = waiting.get(message.id);
      waiting.delete(message.id);
      if (resolve) resolve(message.failed ? Promise.reject(new Error('refused')) : message.value);
    } else if (message.kind === 'call' && form) {
      const method = form[message.method] as (...args: unknown[]) => unknown;
      const result = method(...message.args);
      const id = message.id;
      if (id !== undefined) void Promise.resolve(result).then((value) => send({ kind: 'reply', id, value }));
    }
  });
  send({ kind: 'hello' });
}
