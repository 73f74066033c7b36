import { connect } from 'node:net';
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
 * The status, headers and body of a raw HTTP/1.1 answer: once its Content-Length has arrived, or
 * (without one) once the connection has closed.
 */
function readAnswer(
  raw: Buffer,
  closed: boolean,
): { status: number; headers: Map<string, string>; body: Buffer } | undefined {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return undefined;
  const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const headers = new Map(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).trim().toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const body = raw.subarray(split + 4);
  const length = headers.get('content-length');
  if (length === undefined ? !closed : body.length < Number(length)) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/**
 * Streams `bytes` of JSON whitespace over a socket of its own and stops writing as soon as the
 * server answers: a server that refuses early must not make the client push the whole body.
 * A raw socket rather than node's http client, which the jest msw server intercepts and whose
 * interception buffers every byte written; writes after the answer may fail and are ignored.
 */
function viaStream(base: string, request: BadRequest, bytes: number, chunked: boolean): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.path, base);
    const headers: Record<string, string> = { ...headersOf(request), host: url.host };
    if (chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(bytes);
    const head =
      `${request.method} ${request.path} HTTP/1.1\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n';
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let answered = false;
    const finish = (raw: Buffer, closed: boolean) => {
      const answer = readAnswer(raw, closed);
      if (!answer) return false;
      answered = true;
      socket.destroy();
      const text = answer.body.toString();
      resolve(parse(answer.status, answer.headers.get('content-type') ?? '', text));
      return true;
    };
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (!answered) finish(Buffer.concat(received), false);
    });
    // A write error (the server stopped reading) may come before the answer has been read; the
    // answer is judged on what arrived once the socket has closed.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!answered && !finish(Buffer.concat(received), true))
        reject(new Error('the connection closed without an answer'));
    });
    const block = Buffer.alloc(64 * 1024, 0x20);
    const frame = (size: number) => {
      const data = size === block.length ? block : block.subarray(0, size);
      return chunked
        ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;
    };
    let sent = 0;
    const pump = (): void => {
      while (!answered && sent < bytes) {
        const size = Math.min(block.length, bytes - sent);
        sent += size;
        if (!socket.write(frame(size))) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!answered && chunked) socket.write('0\r\n\r\n');
    };
    socket.once('connect', () => {
      socket.write(head);
      pump();
    });
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
