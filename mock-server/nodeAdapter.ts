import type { IncomingMessage, ServerResponse } from 'node:http';
// Node's own timers (unref), also where a test environment replaces the globals (jsdom).
import { setTimeout } from 'node:timers';
import type { RequestHandler } from 'msw';
import { handlers as defaultHandlers } from './handlers';
import { answerFrom } from './kit/answer';
import { carriesFile, hardCapBodyBytes } from './kit/bounds';
import { FILE_BODIES_RETRY_AFTER_SECONDS, fileBodySlot } from './kit/fileBodySlots';
import { errorBody } from './kit/httpError';
import { styleOfPath } from './kit/paths';
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

/** A body past the hard cap: refused before it is read in full. */
class BodyTooLarge extends Error {
  constructor(readonly cap: number) {
    super(`Request body is larger than ${cap} bytes`);
  }
}

/**
 * The body as it came, in chunks, or BodyTooLarge as soon as it passes `cap` bytes (at once when
 * Content-Length says so): whatever a client streams, the mock holds at most `cap` bytes of it.
 */
function readBody(req: IncomingMessage, cap: number): Promise<Buffer[]> {
  if (Number(req.headers['content-length'] ?? 0) > cap) return Promise.reject(new BodyTooLarge(cap));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size <= cap) {
        chunks.push(buffer);
        return;
      }
      // Still flowing, with no listener: whatever arrives from here on is dropped.
      detach();
      chunks.length = 0;
      reject(new BodyTooLarge(cap));
    };
    const onEnd = () => {
      detach();
      resolve(chunks);
    };
    const onError = (error: Error) => {
      detach();
      reject(error);
    };
    const detach = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** The error body style of the request's backend, read from the raw target (it may not parse as a URL). */
const styleOf = (req: IncomingMessage) => styleOfPath((req.url ?? '/').split('?')[0] ?? '/');

/** How long the rest of a refused body is read and dropped before the connection is cut. */
const DISCARD_MS = 2_000;

/**
 * 413 at once, then the rest of the body is read and dropped, never kept: closing a socket with
 * unread data resets the connection, and the client may lose the answer with it. A client still
 * sending after DISCARD_MS loses the connection; other requests never wait on it.
 */
function answerTooLarge(req: IncomingMessage, res: ServerResponse, refusal: BodyTooLarge): void {
  answerUnread(req, res, 413, errorBody(styleOf(req), 413, refusal.message));
}

/** 429 at once when the line for reading files is full (kit/fileBodySlots.ts), the body dropped as above. */
function answerFilesBusy(req: IncomingMessage, res: ServerResponse): void {
  const retryAfterSeconds = FILE_BODIES_RETRY_AFTER_SECONDS;
  const refusal = errorBody(styleOf(req), 429, 'too many files at once; try again shortly', {
    retryAfterSeconds,
  });
  answerUnread(req, res, 429, refusal, { 'retry-after': String(retryAfterSeconds) });
}

/** An answer given before the body is read; the body is then read and dropped (see answerTooLarge). */
function answerUnread(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  refusal: unknown,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(refusal);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
  const timer = setTimeout(() => req.socket.destroy(), DISCARD_MS).unref();
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/** 400 for a request the adapter cannot turn into a Fetch Request (an unusable URL or header). */
function answerUnusable(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const body = JSON.stringify(errorBody(styleOf(req), 400, 'malformed request', { message: String(error) }));
  res.writeHead(400, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * `signal` aborts when the client goes away before its answer is written, so a handler waiting on
 * long work (a conversion) can give its place up.
 */
export async function toFetchRequest(
  req: IncomingMessage,
  signal?: AbortSignal,
  onBodyRead?: () => void,
): Promise<Request> {
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const host = req.headers.host ?? req.headers[':authority'] ?? '127.0.0.1'; // HTTP/2 has no Host header
  const url = new URL(req.url ?? '/', `${encrypted ? 'https' : 'http'}://${String(host)}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (!name.startsWith(':')) headers.append(name, req.rawHeaders[i + 1] as string); // skip HTTP/2 pseudo-headers
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const chunks =
    method === 'GET' || method === 'HEAD' ? [] : await readBody(req, hardCapBodyBytes(method, url.pathname));
  const body = chunks.some((chunk) => chunk.length > 0) ? streamOf(chunks, onBodyRead) : undefined;
  // A stream body needs `duplex` (undici), which the DOM's RequestInit does not know.
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body, signal, duplex: 'half' };
  return new Request(url, init);
}

/**
 * The chunks as a body stream, each let go once read. Not one joined copy, nor bytes the Request
 * would copy again and keep for as long as it lives (undici keeps a byte body's source): a
 * 70 MB upload is held once, until the handler has read it.
 */
function streamOf(chunks: Buffer[], onRead?: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk) controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      else {
        controller.close();
        onRead?.();
      }
    },
  });
}

export async function writeFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  // Response.error() (an injected dropped answer): the connection closes without an answer.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
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
  // The response's close, not the request's: a request closes once its body has been read.
  const clientGone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) clientGone.abort();
  });
  let release: (() => void) | undefined;
  if (carriesFile(req.method ?? 'GET', (req.url ?? '/').split('?')[0] ?? '/')) {
    const slot = await fileBodySlot(clientGone.signal);
    if (slot === 'gone') return true;
    if (slot === 'full') {
      answerFilesBusy(req, res);
      return true;
    }
    release = slot;
  }
  try {
    return await answer(req, res, handlers, clientGone.signal, release);
  } finally {
    release?.();
  }
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: RequestHandler[],
  clientGone: AbortSignal,
  onBodyRead?: () => void,
): Promise<boolean> {
  let request: Request;
  try {
    request = await toFetchRequest(req, clientGone, onBodyRead);
  } catch (error) {
    if (error instanceof BodyTooLarge) answerTooLarge(req, res, error);
    else answerUnusable(req, res, error);
    return true;
  }
  let response: Response | undefined;
  try {
    response = await answerFrom(handlers, request);
  } catch (error) {
    response = Response.json({ error: 'Internal mock error', message: String(error) }, { status: 500 });
  }
  if (!response) return false;
  await writeFetchResponse(res, response);
  return true;
}
