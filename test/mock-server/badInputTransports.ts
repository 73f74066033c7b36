import { request as httpRequest } from 'node:http';
import { ORIGIN } from './helpers';

// How the bad-input table reaches the mock: through the jest msw server (fetch is intercepted) or
// over a real socket to the node http server, where body sizes and a server that must stay up matter.

export interface BadRequest {
  method: string;
  /** Path and query, already encoded (or deliberately mis-encoded). */
  path: string;
  token?: string;
  /** Serialised as JSON. */
  json?: unknown;
  /** Sent as is. */
  raw?: string;
  headers?: Record<string, string>;
  /** A body of this many bytes streamed over the socket (node transport only). */
  stream?: { bytes: number; chunked: boolean };
}

export interface RawAnswer {
  status: number;
  contentType: string;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
  isJson: boolean;
}

export interface Transport {
  name: string;
  base(): string;
  send(request: BadRequest): Promise<RawAnswer>;
}

function parse(status: number, contentType: string, text: string): RawAnswer {
  try {
    return { status, contentType, body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { status, contentType, body: text, isJson: false };
  }
}

function headersOf(request: BadRequest): Record<string, string> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.json !== undefined || request.raw !== undefined || request.stream) {
    headers['content-type'] ??= 'application/json';
  }
  return headers;
}

async function viaFetch(base: string, request: BadRequest): Promise<RawAnswer> {
  const body = request.raw ?? (request.json === undefined ? undefined : JSON.stringify(request.json));
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: headersOf(request),
    body,
  });
  return parse(response.status, response.headers.get('content-type') ?? '', await response.text());
}

/**
 * Streams `bytes` of JSON whitespace and stops writing as soon as the server answers: a server that
 * refuses early must not make the client push the whole body. Write errors after the answer (the
 * server closed the connection) are expected and ignored.
 */
function viaStream(base: string, request: BadRequest, bytes: number, chunked: boolean): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = headersOf(request);
    // Node's client frames DELETE bodies only when asked to.
    if (chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(bytes);
    let answered = false;
    // A connection of its own: it is closed once answered, mid-body, so no later request may reuse it.
    const options = { method: request.method, headers, agent: false };
    const outgoing = httpRequest(new URL(request.path, base), options, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', () => undefined);
      res.on('end', () => {
        outgoing.destroy();
        resolve(
          parse(
            res.statusCode ?? 0,
            String(res.headers['content-type'] ?? ''),
            Buffer.concat(chunks).toString(),
          ),
        );
      });
    });
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = (): void => {
      while (!answered && sent < bytes) {
        const size = Math.min(chunk.length, bytes - sent);
        sent += size;
        if (!outgoing.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
          outgoing.once('drain', pump);
          return;
        }
      }
      outgoing.end();
    };
    pump();
  });
}

export const mswTransport: Transport = {
  name: 'jest msw server',
  base: () => ORIGIN,
  send: (request) => viaFetch(ORIGIN, request),
};

export function nodeTransport(base: () => string): Transport {
  return {
    name: 'node http server',
    base,
    send: (request) =>
      request.stream
        ? viaStream(base(), request, request.stream.bytes, request.stream.chunked)
        : viaFetch(base(), request),
  };
}
