/** @jest-environment node */
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// Node's own timers, also where the test environment (jsdom) replaces the globals.
import {
  ConversionAborted,
  conversionQueueState,
  convertToPng,
  QUEUE_LIMITS,
  QueueFull,
} from '../../mock-server/uploads/convert/convertToPng';
import { db } from '../../mock-server/node';
import { conversionOwner, VISITORS_GROUP } from '../../mock-server/uploads/workerHandlers';
import { workerProcesses } from './conversionWorkers';
import { waitUntil } from '../support/ceilings';
import { login, ORIGIN, withMockBackend } from './helpers';
import * as demo from '../support/demoAccounts';

// One company's files cannot hold up everyone's conversions: a company runs one at a time and may
// line up three, the groups take turns, their number is bounded, and a client that goes away frees
// its place and has its worker killed. Files that loop forever hold the slots; every test aborts them when done.

withMockBackend();

const encode = (text: string) => new TextEncoder().encode(text);

/** Loops until killed: without the limits it held a slot for the full 30 s timeout. */
const LOOP_EPS = '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n{} loop\n';

const VALID_EPS = `%!PS-Adobe-3.0 EPSF-3.0
%%BoundingBox: 0 0 200 100
1 0 0 setrgbcolor
20 20 160 60 rectfill
showpage
%%EOF
`;

const workerPids = () => workerProcesses().map((worker) => worker.pid);

/**
 * A looping file's conversion ends at its 30 s timeout at the latest: a wait for what an abort or
 * a kill must do gives up well before that, or the timeout would pass it for them.
 */
const BEFORE_THE_TIMEOUT_MS = 15_000;

/** Whatever a promise ends with, caught at once so a rejection is looked at, not unhandled. */
function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

const controllers: AbortController[] = [];

/** A signal the test aborts at its end at the latest. */
function abortable(): AbortController {
  const controller = new AbortController();
  controllers.push(controller);
  return controller;
}

afterEach(async () => {
  for (const controller of controllers.splice(0)) controller.abort();
  await waitUntil('every conversion has ended', () => conversionQueueState().running === 0);
  await waitUntil('every worker is gone', () => workerPids().length === 0);
});

function post(filename: string, content: string, token: string, signal?: AbortSignal): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([content]), filename);
  return fetch(`${ORIGIN}/worker/eps-convert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal,
  });
}

describe('POST /worker/eps-convert, shared fairly', () => {
  it("answers another company's file at once while one company's looping files hold its share; that company's fourth gets 429", async () => {
    const erik = (await login(demo.erik.email)).access_token; // Nordic Print
    const maria = (await login(demo.maria.email)).access_token; // Nordic Print too
    const anna = (await login(demo.anna.email)).access_token; // no company
    let loopsEnded = 0;
    const loops = [1, 2, 3].map((i) =>
      outcome(post(`loop-${i}.eps`, LOOP_EPS, erik, abortable().signal)).finally(() => (loopsEnded += 1)),
    );
    await waitUntil('one of the loops runs and two wait', () => {
      const state = conversionQueueState();
      return state.running === 1 && state.waiting === 2;
    });

    const refused = await post('logo.eps', VALID_EPS, maria);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(await refused.json()).toEqual({
      error: `Ni har redan 3 filer i konverteringen. Försök igen om ${retryAfter} s.`,
      retryAfterSeconds: retryAfter,
    });

    const answered = await post('logo.eps', VALID_EPS, anna);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('content-type')).toBe('image/png');
    // Answered while the loops still hold their places (only the client's abort or their 30 s
    // timeout ends them): it did not wait for them, as it once did.
    expect(loopsEnded).toBe(0);

    // The client gives up on the loops: their places and their slot are free, their worker killed.
    for (const controller of controllers) controller.abort();
    for (const loop of await Promise.all(loops)) expect((loop.error as Error).name).toBe('AbortError');
    await waitUntil(
      'the loops have left the queue',
      () => conversionQueueState().running === 0,
      BEFORE_THE_TIMEOUT_MS,
    );
    expect(conversionQueueState()).toEqual({ running: 0, waiting: 0, owners: {} });
    await waitUntil('the looping worker is gone', () => workerPids().length === 0, BEFORE_THE_TIMEOUT_MS);
  });

  it('refuses a new owner with 429 and Retry-After when the line holds as many groups as it may', async () => {
    // Eight groups with a looping file each: two run, six wait; a ninth group has no room.
    const held = Array.from({ length: QUEUE_LIMITS.maxGroups }, (_, i) =>
      outcome(
        convertToPng(encode(LOOP_EPS), 'postscript', { owner: `test:${i}`, signal: abortable().signal }),
      ),
    );
    expect(conversionQueueState()).toMatchObject({ running: 2, waiting: QUEUE_LIMITS.maxGroups - 2 });

    const direct = await outcome(convertToPng(encode(VALID_EPS), 'postscript', { owner: 'test:d' }));
    expect(direct.error).toBeInstanceOf(QueueFull);
    expect(direct.error).toMatchObject({ scope: 'all' });

    const anna = (await login(demo.anna.email)).access_token;
    const refused = await post('logo.eps', VALID_EPS, anna);
    expect(refused.status).toBe(429);
    const retryAfter = refused.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: `Konverteringen är upptagen. Försök igen om ${retryAfter} s.`,
      retryAfterSeconds: Number(retryAfter),
    });

    for (const controller of controllers) controller.abort();
    for (const conversion of await Promise.all(held))
      expect(conversion.error).toBeInstanceOf(ConversionAborted);
  });
});

describe('whose conversion it is', () => {
  it("is the user's company for its members, and one group for every user without a company", () => {
    const byEmail = (email: string) =>
      [...db().accounts.users.values()].find((user) => user.email === email)!;
    const erik = conversionOwner(byEmail(demo.erik.email));
    expect(erik).toEqual(conversionOwner(byEmail(demo.maria.email)));
    expect(erik.group).toBe(erik.owner);
    // Users without a company each own their files, in the one group they all share: however
    // many accounts someone makes, together they get one group's turn.
    const anna = conversionOwner(byEmail(demo.anna.email));
    const olle = conversionOwner(byEmail(demo.olle.email));
    expect(anna.group).toBe(VISITORS_GROUP);
    expect(olle.group).toBe(VISITORS_GROUP);
    expect(anna.owner).not.toBe(olle.owner);
  });
});

describe('convertToPng, aborted', () => {
  it('kills a running conversion at once and starts the next one waiting', async () => {
    const running = abortable();
    const loop = outcome(
      convertToPng(encode(LOOP_EPS), 'postscript', { owner: 'test:a', signal: running.signal }),
    );
    const next = outcome(convertToPng(encode(VALID_EPS), 'postscript', { owner: 'test:a' }));
    await waitUntil('the loop runs', () => workerPids().length === 1);
    const [loopPid] = workerPids();
    expect(conversionQueueState().owners['test:a']).toEqual({ running: 1, waiting: 1 });

    running.abort();
    // Killed for the abort (a conversion left to its 30 s timeout fails as timed out), and gone.
    expect((await loop).error).toBeInstanceOf(ConversionAborted);
    expect(workerPids()).not.toContain(loopPid);
    const png = (await next).value;
    expect(png && [...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
  });

  it('takes a waiting conversion out of the line: it never starts', async () => {
    const first = abortable();
    const loop = outcome(
      convertToPng(encode(LOOP_EPS), 'postscript', { owner: 'test:a', signal: first.signal }),
    );
    const second = abortable();
    const waiting = outcome(
      convertToPng(encode(LOOP_EPS), 'postscript', { owner: 'test:a', signal: second.signal }),
    );
    await waitUntil('the first runs', () => workerPids().length === 1);
    second.abort();
    expect((await waiting).error).toBeInstanceOf(ConversionAborted);
    expect(conversionQueueState().owners['test:a']).toEqual({ running: 1, waiting: 0 });
    first.abort();
    expect((await loop).error).toBeInstanceOf(ConversionAborted);
    expect(conversionQueueState()).toEqual({ running: 0, waiting: 0, owners: {} });
  });
});

describe('a worker whose parent dies', () => {
  it('ends itself instead of looping on without anyone to kill it', async () => {
    const worker = path.resolve(__dirname, '../../mock-server/uploads/convert/ghostscriptWorker.mjs');
    // A parent that starts a looping conversion with a minute to go, says its pid, and is then killed.
    const parentScript = `
      const child = require('node:child_process').spawn(process.execPath,
        [${JSON.stringify(worker)}, 'postscript', '1600', '150', '536870912', '60000'],
        { stdio: ['pipe', 'ignore', 'ignore'] });
      child.stdin.end(${JSON.stringify(LOOP_EPS)});
      console.log(child.pid);`;
    const parent = spawn(process.execPath, ['-e', parentScript], { stdio: ['ignore', 'pipe', 'ignore'] });
    const workerPid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (data) => resolve(Number(String(data)))),
    );
    const isRunning = () => {
      try {
        return !/^State:\s+Z/m.test(readFileSync(`/proc/${workerPid}/status`, 'utf8'));
      } catch {
        return false;
      }
    };
    // The worker sets its watchdog on its parent's pid first, then reads the file and loads
    // Ghostscript's WebAssembly: once it has read that much, it is on the job and watching.
    const wasmBytes = statSync(require.resolve('@okathira/ghostpdl-wasm/gs.wasm')).size;
    const bytesRead = () => {
      try {
        return Number(/^rchar:\s+(\d+)/m.exec(readFileSync(`/proc/${workerPid}/io`, 'utf8'))?.[1] ?? 0);
      } catch {
        return 0;
      }
    };
    await waitUntil('the worker has loaded Ghostscript', () => bytesRead() >= wasmBytes);
    expect(isRunning()).toBe(true);
    parent.kill('SIGKILL');
    await waitUntil('the orphaned worker has ended', () => !isRunning(), BEFORE_THE_TIMEOUT_MS);
  });
});
