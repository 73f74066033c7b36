// Calls to the provider's own server, which is this frame's origin.

export type Answer = { status: number; body: unknown };

/** A call to the provider's server, relative to its API base. */
export type Requester = (method: string, path: string, body?: unknown) => Promise<Answer>;

/** XMLHttpRequest, which every frame has; an answer that is not JSON reads as a null body. */
export function providerRequester(win: Window & typeof globalThis, api: string): Requester {
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const xhr = new win.XMLHttpRequest();
      xhr.open(method, api + path);
      xhr.setRequestHeader('accept', 'application/json');
      if (body !== undefined) xhr.setRequestHeader('content-type', 'application/json');
      xhr.onload = () => {
        let parsed: unknown = null;
        try {
          parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          parsed = null;
        }
        resolve({ status: xhr.status, body: parsed });
      };
      xhr.onerror = () => reject(new Error('network error'));
      xhr.send(body === undefined ? null : JSON.stringify(body));
    });
}

export function sessionPath(of: string, rest = ''): string {
  return '/sessions/' + encodeURIComponent(of) + rest;
}

export function errorOf(answer: Answer, fallback: string): string {
  const body = answer.body as { error?: unknown } | null;
  return body && typeof body.error === 'string' ? body.error : fallback;
}
