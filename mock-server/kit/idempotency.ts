import { createHash } from 'node:crypto';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { answerFrom } from './answer';
import { hardCapBodyBytes } from './bounds';
import { now } from './clock';
import { errorResponse } from './httpError';
import { styleOfPath } from './paths';

// Exactly-once for calls the client marks with an idempotency key (src/api/http.ts, `Once`): the
// first request with a key is applied and its answer kept; a retry with the same key and the same
// request gets that answer again instead of a second application, and a retry that arrives while
// the first is still running waits for it.
//
// Keys belong to the caller, not to the credential string: a signed-in user's key stays hers when
// her access token is refreshed (a retry after a refresh must get the first answer, not apply the
// call again), a cart's or a checkout's key stays theirs whichever of its tokens is sent. So one
// caller's key never replays another's answer (the IETF draft "The Idempotency-Key HTTP Header
// Field" recommends such a composite of the key and who the client is), and a new token never makes
// an old key new.
//
// What is kept is bounded by count, age and bytes. An answer is a claim (the request's fingerprint)
// plus what the retry is answered with. Whole answers are kept up to MAX_ANSWER_BYTES each and
// MAX_STORED_BYTES in all, the oldest given up first; a claim whose answer is too large, or was given
// up, still holds the key. Replaying a cut-down body as if it were the answer would hand the client
// a broken file as a success, and dropping the claim would let the retry apply the request twice.
// The draft names no status for an answer that cannot be replayed; its nearest is the 409 it gives a
// retry of a request still outstanding (a conflict on the key the client does not correct, and that
// applies nothing). So such a retry answers 409, saying the first request was applied, with its
// status and its Location (where the result can be read, when it made one).

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Marks an answer that was replayed, not produced again. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_RECORDS = 10_000;
const MAX_KEY_LENGTH = 255;
/** Bytes (body and headers) of one answer kept whole; a larger one is kept as a claim only. */
export const MAX_ANSWER_BYTES = 1024 * 1024;
/** Bytes of whole answers kept in all; past it the oldest are given up (their claims stay). */
export const MAX_STORED_BYTES = 32 * 1024 * 1024;

export const KEY_REUSED = 'Idempotency-Key was already used for a different request';
export const ANSWER_NOT_KEPT =
  'Idempotency-Key was already used: the request was applied, and its answer is no longer available';

interface Answer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** What a claim keeps of its first answer. */
type Kept =
  | { kind: 'whole'; answer: Answer; bytes: number }
  /** Too large to keep, or given up for newer answers: only that it was applied, and where its result is. */
  | { kind: 'applied'; status: number; location: string | null };

interface Claim {
  fingerprint: string;
  expiresAt: number;
  /** Settles when the first attempt has its answer. */
  settled: Promise<void>;
  /** Unset while the first attempt runs; null when it failed on the server's side (5xx): a retry may apply it again. */
  kept?: Kept | null;
}

const claims = new Map<string, Claim>();
/** Bytes of the whole answers in `claims`. */
let storedBytes = 0;

export function resetIdempotency(): void {
  claims.clear();
  storedBytes = 0;
}

/** How much the store holds (for tests and the README's bounds). */
export function idempotencyStats(): { keys: number; storedBytes: number } {
  return { keys: claims.size, storedBytes };
}

const digest = (...parts: (string | ArrayBuffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? part : new Uint8Array(part)).update('\0');
  return hash.digest('hex');
};

const bytesOf = (answer: Answer) =>
  answer.body.byteLength + answer.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);

function appliedOnly(answer: Answer): Kept {
  const location = answer.headers.find(([name]) => name.toLowerCase() === 'location')?.[1] ?? null;
  return { kind: 'applied', status: answer.status, location };
}

function forget(scope: string, claim: Claim): void {
  if (claim.kept?.kind === 'whole') storedBytes -= claim.kept.bytes;
  claims.delete(scope);
}

function forgetOld(): void {
  const time = now();
  for (const [scope, claim] of claims) if (claim.expiresAt <= time) forget(scope, claim);
  // A Map iterates oldest first: past the cap, the oldest claims go.
  for (const [scope, claim] of claims) {
    if (claims.size <= MAX_RECORDS) break;
    forget(scope, claim);
  }
}

/** Gives up the oldest whole answers, keeping their claims, until the rest fit MAX_STORED_BYTES. */
function fitBudget(): void {
  for (const claim of claims.values()) {
    if (storedBytes <= MAX_STORED_BYTES) break;
    if (claim.kept?.kind !== 'whole') continue;
    storedBytes -= claim.kept.bytes;
    claim.kept = appliedOnly(claim.kept.answer);
  }
}

/** What a claim keeps of its first answer: a 5xx nothing, a large one only that it was applied. */
function keep(scope: string, claim: Claim, answer: Answer | null): void {
  if (!answer || answer.status >= 500) {
    claim.kept = null;
    return;
  }
  const bytes = bytesOf(answer);
  if (bytes > MAX_ANSWER_BYTES) {
    claim.kept = appliedOnly(answer);
    return;
  }
  claim.kept = { kind: 'whole', answer, bytes };
  // A claim dropped meanwhile (a reset, the count cap) only answers the retries already waiting on it.
  if (claims.get(scope) !== claim) return;
  storedBytes += bytes;
  fitBudget();
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
/** Whose key a request's is; the mock's own rule is callerScope.ts. */
export type ScopeOf = (request: Request) => string;

const byAuthorization: ScopeOf = (request) => request.headers.get('authorization') ?? 'anonymous';

/**
 * The request's fingerprint, null when its body is past `cap`. The body is read here, in a frame of
 * its own, so its copy is let go at once, not kept while the request is applied (a file upload's
 * is tens of megabytes).
 */
async function fingerprintOf(request: Request, url: URL, cap: number): Promise<string | null> {
  const body = await request.clone().arrayBuffer();
  if (body.byteLength > cap) return null;
  return digest(request.method, url.pathname, url.search, body);
}

export function idempotentReplay(
  downstream: readonly RequestHandler[],
  scopeOf: ScopeOf = byAuthorization,
): RequestHandler {
  return http.all(
    ({ request }) =>
      request.method !== 'GET' && request.method !== 'HEAD' && request.headers.has(IDEMPOTENCY_HEADER),
    async ({ request }) => {
      const url = new URL(request.url);
      const style = styleOfPath(url.pathname);
      const refusal = (status: number, error: string) => errorResponse(style, status, error);
      const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
      if (key === '' || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
        return refusal(400, `Idempotency-Key must be 1-${MAX_KEY_LENGTH} visible ASCII characters`);
      }
      // The fingerprint needs the body: one past the hard cap is refused, not read into memory.
      const cap = hardCapBodyBytes(request.method, url.pathname);
      const tooLarge = `request body is larger than ${cap} bytes`;
      if (Number(request.headers.get('content-length') ?? 0) > cap) return refusal(413, tooLarge);
      const fingerprint = await fingerprintOf(request, url, cap);
      if (fingerprint === null) return refusal(413, tooLarge);
      // Read after the body: the caller as the database knows it when the request is applied.
      const scope = digest(scopeOf(request), key);
      forgetOld();

      for (;;) {
        const claim = claims.get(scope);
        if (!claim) break;
        if (claim.fingerprint !== fingerprint) return refusal(422, KEY_REUSED);
        await claim.settled;
        const { kept } = claim;
        if (kept?.kind === 'whole') return responseOf(kept.answer, true);
        if (kept?.kind === 'applied') {
          const refused = errorResponse(style, 409, ANSWER_NOT_KEPT, { firstStatus: kept.status });
          if (kept.location) refused.headers.set('location', kept.location);
          return refused;
        }
        // The first attempt failed on the server: the one that finds its claim unchanged retries it.
        if (claims.get(scope) === claim) forget(scope, claim);
      }

      const applied = answerFrom(downstream, request).then((response) =>
        response ? answerOf(response) : null,
      );
      const claim: Claim = { fingerprint, expiresAt: now() + KEEP_MS, settled: Promise.resolve() };
      claim.settled = applied.then(
        (answer) => keep(scope, claim, answer),
        () => keep(scope, claim, null),
      );
      claims.set(scope, claim);
      const answer = await applied;
      return answer ? responseOf(answer, false) : undefined;
    },
  );
}
