import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { handlers as defaultHandlers } from './handlers';
import { ROUTED_PREFIXES } from './routedPrefixes';

// Node <-> Fetch: how the standalone server and the Vite plugin hand a Node
// request to the msw handlers and write their Response back.

/** Whether the mock answers this path (a prefix, below it, or a `prefix-…` provider backend); else Vite does. */
export function isMockPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  return ROUTED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}-`),
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const host = req.headers.host ?? req.headers[':authority'] ?? '127.0.0.1'; // HTTP/2 has no Host header
  const url = new URL(req.url ?? '/', `${encrypted ? 'https' : 'http'}://${String(host)}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (!name.startsWith(':')) headers.append(name, req.rawHeaders[i + 1] as string); // skip HTTP/2 pseudo-headers
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

export async function writeFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader('content-length', body.length);
  res.end(body);
}

/**
 * Answers the request from the handlers. Resolves false (writing nothing)
 * when no handler answers, so the caller can fall through.
 */
export async function handleNodeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: RequestHandler[] = defaultHandlers,
): Promise<boolean> {
  let response: Response | undefined;
  try {
    response = await getResponse(handlers, await toFetchRequest(req));
  } catch (error) {
    response = Response.json({ error: 'Internal mock error', message: String(error) }, { status: 500 });
  }
  if (!response) return false;
  await writeFetchResponse(res, response);
  return true;
}
