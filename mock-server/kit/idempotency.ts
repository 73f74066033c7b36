import { createHash } from 'node:crypto';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { hardCapBodyBytes } from './bounds';
import { now } from './clock';
import { errorResponse } from './httpError';
import { styleOfPath } from './paths';

// Exactly-once for calls the client marks with an idempotency key (src/api/http.ts, `Once`): the
// first request with a key is applied and its answer kept; a retry with the same key and the same
// request gets that answer again instead of a second application, and a retry that arrives while
// the first is still running waits for it. Keys are scoped by the caller's credential, so one
// shopper's key never replays another's answer.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Marks an answer that was replayed, not produced again. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_RECORDS = 10_000;
const MAX_KEY_LENGTH = 255;

interface Answer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

interface Claim {
  fingerprint: string;
  expiresAt: number;
  /** Null when the first attempt failed on the server's side (5xx): a retry may apply it again. */
  answer: Promise<Answer | null>;
}

const claims = new Map<string, Claim>();

export function resetIdempotency(): void {
  claims.clear();
}

const digest = (...parts: (string | ArrayBuffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? part : new Uint8Array(part)).update('\0');
  return hash.digest('hex');
};

function forgetOld(): void {
  const time = now();
  for (const [scope, claim] of claims) if (claim.expiresAt <= time) claims.delete(scope);
  // A Map iterates oldest first: past the cap, the oldest claims go.
  for (const scope of claims.keys()) {
    if (claims.size <= MAX_RECORDS) break;
    claims.delete(scope);
  }
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    body: await response.arrayBuffer(),
  };
}

function responseOf(answer: Answer, replayed: boolean): Response {
  const headers = new Headers(answer.headers);
  if (replayed) headers.set(REPLAYED_HEADER, 'true');
  return new HttpResponse(answer.body.byteLength > 0 ? answer.body : null, {
    status: answer.status,
    headers,
  });
}

/**
 * Answers every mutating request that carries an idempotency key, by running it through `downstream`
 * (the backends) once. Requests without a key pass by untouched.
 */
export function idempotentReplay(downstream: readonly RequestHandler[]): RequestHandler {
  return http.all(
    ({ request }) =>
      request.method !== 'GET' && request.method !== 'HEAD' && request.headers.has(IDEMPOTENCY_HEADER),
    async ({ request }) => {
      const url = new URL(request.url);
      const refusal = (status: number, error: string) =>
        errorResponse(styleOfPath(url.pathname), status, error);
      const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
      if (key === '' || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
        return refusal(400, `Idempotency-Key must be 1-${MAX_KEY_LENGTH} visible ASCII characters`);
      }
      // The fingerprint needs the body: one past the hard cap is refused, not read into memory.
      const cap = hardCapBodyBytes(request.method, url.pathname);
      const tooLarge = `request body is larger than ${cap} bytes`;
      if (Number(request.headers.get('content-length') ?? 0) > cap) return refusal(413, tooLarge);
      const body = await request.clone().arrayBuffer();
      if (body.byteLength > cap) return refusal(413, tooLarge);
      const fingerprint = digest(request.method, url.pathname, url.search, body);
      const scope = digest(request.headers.get('authorization') ?? '', key);
      forgetOld();

      for (;;) {
        const claim = claims.get(scope);
        if (!claim) break;
        if (claim.fingerprint !== fingerprint) {
          return refusal(422, 'Idempotency-Key was already used for a different request');
        }
        const answer = await claim.answer;
        if (answer) return responseOf(answer, true);
        // The first attempt failed on the server: the one that finds its claim unchanged retries it.
        if (claims.get(scope) === claim) claims.delete(scope);
      }

      const applied = getResponse([...downstream], request).then((response) =>
        response ? answerOf(response) : null,
      );
      claims.set(scope, {
        fingerprint,
        expiresAt: now() + KEEP_MS,
        answer: applied.then((answer) => (answer && answer.status < 500 ? answer : null)).catch(() => null),
      });
      const answer = await applied;
      return answer ? responseOf(answer, false) : undefined;
    },
  );
}
