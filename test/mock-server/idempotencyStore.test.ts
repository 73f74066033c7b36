/** @jest-environment node */
import { getResponse, http, HttpResponse } from 'msw';
import {
  ANSWER_NOT_KEPT,
  idempotencyStats,
  idempotentReplay,
  KEY_REUSED,
  MAX_ANSWER_BYTES,
  MAX_STORED_BYTES,
  REPLAYED_HEADER,
} from '../../mock-server/kit/idempotency';
import { ORIGIN, withMockBackend } from './helpers';

// What the idempotency layer keeps of answers, by bytes as well as by count: large answers (a
// converted PNG) must not pile up for 24 hours, and a retry must never apply a request twice, not
// even when its answer was too large to keep or has been given up for newer ones.

withMockBackend();

const MB = 1024 * 1024;
/** A body that, with its headers, is just within MAX_ANSWER_BYTES. */
const WITHIN_CAP = MAX_ANSWER_BYTES - 4 * 1024;

let applications = 0;

/** A stand-in backend: each POST /big?bytes=n is applied (counted) and answers n bytes of PNG with a Location. */
const backend = http.post('*/big', ({ request }) => {
  applications += 1;
  const bytes = Number(new URL(request.url).searchParams.get('bytes'));
  return new HttpResponse(new Uint8Array(bytes).fill(applications % 251), {
    status: 201,
    headers: { 'content-type': 'image/png', location: `/files/${applications}` },
  });
});
const layer = idempotentReplay([backend]);

beforeEach(() => {
  applications = 0;
});

interface Sent {
  status: number;
  replayed: boolean;
  location: string | null;
  bytes: ArrayBuffer;
}

async function send(key: string, bytes: number, body = 'same'): Promise<Sent> {
  const request = new Request(`${ORIGIN}/big?bytes=${bytes}`, {
    method: 'POST',
    headers: { 'idempotency-key': key, 'content-type': 'text/plain' },
    body,
  });
  const response = await getResponse([layer], request);
  if (!response) throw new Error('the layer did not answer');
  return {
    status: response.status,
    replayed: response.headers.get(REPLAYED_HEADER) === 'true',
    location: response.headers.get('location'),
    bytes: await response.arrayBuffer(),
  };
}

const json = (bytes: ArrayBuffer) => JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;

describe('the idempotency store, bounded by bytes', () => {
  it('keeps at most MAX_STORED_BYTES of answers however many large ones arrive, giving up the oldest first', async () => {
    const keys = Array.from({ length: 60 }, (_, i) => `convert-${i}`);
    for (const key of keys) expect((await send(key, WITHIN_CAP)).status).toBe(201);
    expect(applications).toBe(60);
    const { keys: kept, storedBytes } = idempotencyStats();
    expect(kept).toBe(60);
    expect(storedBytes).toBeLessThanOrEqual(MAX_STORED_BYTES);
    // Nearly full: the newest answers are the ones kept.
    expect(storedBytes).toBeGreaterThan(MAX_STORED_BYTES - 2 * MAX_ANSWER_BYTES);

    const newest = await send(keys.at(-1)!, WITHIN_CAP);
    expect(newest).toMatchObject({ status: 201, replayed: true, location: '/files/60' });
    expect(newest.bytes.byteLength).toBe(WITHIN_CAP);

    // The oldest answer was given up, its claim was not: the retry is refused, not applied again.
    const oldest = await send(keys[0]!, WITHIN_CAP);
    expect(oldest.status).toBe(409);
    expect(oldest.location).toBe('/files/1');
    expect(json(oldest.bytes)).toEqual({ error: ANSWER_NOT_KEPT, firstStatus: 201 });
    expect(applications).toBe(60);
  });

  it('keeps an answer past MAX_ANSWER_BYTES as a claim only: its caller gets it whole, a retry 409, one application', async () => {
    const first = await send('convert-big', 3 * MB);
    expect(first).toMatchObject({ status: 201, replayed: false, location: '/files/1' });
    expect(first.bytes.byteLength).toBe(3 * MB);

    const retries = await Promise.all([1, 2, 3].map(() => send('convert-big', 3 * MB)));
    for (const retry of retries) {
      expect(retry).toMatchObject({ status: 409, replayed: false, location: '/files/1' });
      expect(json(retry.bytes)).toEqual({ error: ANSWER_NOT_KEPT, firstStatus: 201 });
    }
    expect(applications).toBe(1);
    expect(idempotencyStats()).toEqual({ keys: 1, storedBytes: 0 });
  });

  it('still refuses the key for a different request once the answer is no longer kept', async () => {
    await send('convert-big', 3 * MB, 'one file');
    const other = await send('convert-big', 3 * MB, 'another file');
    expect(other.status).toBe(422);
    expect(json(other.bytes)).toEqual({ error: KEY_REUSED });
    expect(applications).toBe(1);
  });

  it('keeps small answers whole next to large ones', async () => {
    await send('small', 1024);
    for (let i = 0; i < 40; i += 1) await send(`large-${i}`, WITHIN_CAP);
    // The small answer is the oldest, so it went first; the byte budget holds either way.
    expect(idempotencyStats().storedBytes).toBeLessThanOrEqual(MAX_STORED_BYTES);
    await send('small-2', 1024);
    const replay = await send('small-2', 1024);
    expect(replay).toMatchObject({ status: 201, replayed: true });
    expect(replay.bytes.byteLength).toBe(1024);
    expect(applications).toBe(42);
  });
});
