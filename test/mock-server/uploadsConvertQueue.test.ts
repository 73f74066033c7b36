/** @jest-environment node */
// Node's own, also where the test environment (jsdom) has none.
import { setImmediate } from 'node:timers';
import {
  createConversionQueue,
  QueueAborted,
  QueueFull,
  type QueueLimits,
} from '../../mock-server/uploads/convert/conversionQueue';

// The conversion queue's rules with work that ends when the test says so: no Ghostscript, no timing.

const LIMITS: QueueLimits = {
  maxRunning: 2,
  maxRunningPerOwner: 1,
  maxPerOwner: 3,
  maxWaiting: 6,
  slotMs: 30_000,
};

/** A conversion the test ends: it records that it started, sees its abort, and settles on demand. */
interface Work {
  started: boolean;
  signal?: AbortSignal;
  finish(value?: string): void;
  fail(error: Error): void;
  run: (signal: AbortSignal) => Promise<string>;
}

function work(): Work {
  let resolve: (value: string) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const item: Work = {
    started: false,
    finish: (value = 'png') => resolve(value),
    fail: (error) => reject(error),
    run: (signal) => {
      item.started = true;
      item.signal = signal;
      // Like the real worker: an abort kills the process, and the conversion ends with it.
      signal.addEventListener('abort', () => reject(new Error('killed')));
      return new Promise<string>((res, rej) => {
        resolve = res;
        reject = rej;
      });
    },
  };
  return item;
}

/** Lets the queue's promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Catches a rejection at once, so an unhandled one fails nothing before the test looks at it. */
function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

describe('conversion queue', () => {
  it('runs two at once, one per company, so a second company is never stuck behind the first', async () => {
    const queue = createConversionQueue(LIMITS);
    const loops = [work(), work(), work()];
    const loopResults = loops.map((loop) => outcome(queue.run('company:a', loop.run)));
    const valid = work();
    const validResult = queue.run('company:b', valid.run);
    await settle();
    // Company A's first file holds one slot; its others wait though the second slot is free,
    // and company B's file takes that slot at once.
    expect(loops.map((loop) => loop.started)).toEqual([true, false, false]);
    expect(valid.started).toBe(true);
    expect(queue.state()).toEqual({
      running: 2,
      waiting: 2,
      owners: { 'company:a': { running: 1, waiting: 2 }, 'company:b': { running: 1, waiting: 0 } },
    });
    valid.finish('b.png');
    await expect(validResult).resolves.toBe('b.png');

    // Company A's files follow one another as each ends.
    loops[0]!.finish();
    await settle();
    expect(loops.map((loop) => loop.started)).toEqual([true, true, false]);
    loops[1]!.finish();
    await settle();
    expect(loops[2]!.started).toBe(true);
    loops[2]!.finish();
    expect((await Promise.all(loopResults)).map((result) => result.value)).toEqual(['png', 'png', 'png']);
    expect(queue.state()).toEqual({ running: 0, waiting: 0, owners: {} });
  });

  it("refuses a company's fourth conversion, running or waiting, with the wait until its slot is surely free", async () => {
    let clock = 1_000_000;
    const queue = createConversionQueue(LIMITS, () => clock);
    const jobs = [work(), work(), work()];
    const results = jobs.map((job) => outcome(queue.run('company:a', job.run)));
    clock += 12_400;
    const refused = await outcome(queue.run('company:a', work().run));
    expect(refused.error).toBeInstanceOf(QueueFull);
    // The running one started 12.4 s ago and is killed at 30 s.
    expect(refused.error).toMatchObject({ scope: 'owner', retryAfterSeconds: 18 });
    // Another company is not refused for it.
    const other = work();
    const otherResult = queue.run('company:b', other.run);
    await settle();
    expect(other.started).toBe(true);
    other.finish();
    await otherResult;
    for (const job of jobs) {
      job.finish();
      await settle();
    }
    await Promise.all(results);
  });

  it('refuses when the line is full, and says when the first running slot is surely free', async () => {
    let clock = 0;
    const queue = createConversionQueue(LIMITS, () => clock);
    const jobs: Work[] = [];
    const results: Promise<unknown>[] = [];
    // Two companies hold the slots with three each; a third waits with two: six waiting.
    for (const owner of ['a', 'a', 'a', 'b', 'b', 'b', 'c', 'c']) {
      const job = work();
      jobs.push(job);
      results.push(outcome(queue.run(`company:${owner}`, job.run)));
      clock += 1_000;
    }
    expect(queue.state()).toMatchObject({ running: 2, waiting: 6 });
    const refused = await outcome(queue.run('company:d', work().run));
    expect(refused.error).toMatchObject({ scope: 'all', retryAfterSeconds: 22 });
    expect(refused.error).toBeInstanceOf(QueueFull);
    // Let everything end: the waiting start as slots free.
    for (let round = 0; round < 8; round += 1) {
      for (const job of jobs.filter((j) => j.started)) job.finish();
      await settle();
    }
    await Promise.all(results);
    expect(queue.state().running).toBe(0);
  });

  it('takes an aborted waiting conversion out of the line: it never starts and frees its place', async () => {
    const queue = createConversionQueue(LIMITS);
    const first = work();
    const firstResult = queue.run('company:a', first.run);
    const waitingWork = work();
    const controller = new AbortController();
    const waiting = outcome(queue.run('company:a', waitingWork.run, controller.signal));
    await settle();
    expect(queue.state().owners['company:a']).toEqual({ running: 1, waiting: 1 });
    controller.abort();
    expect((await waiting).error).toBeInstanceOf(QueueAborted);
    expect(queue.state().owners['company:a']).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await firstResult;
    await settle();
    expect(waitingWork.started).toBe(false);
  });

  it('aborts a running conversion: its work sees the abort, and the next one starts when it has ended', async () => {
    const queue = createConversionQueue(LIMITS);
    const controller = new AbortController();
    const running = work();
    const runningResult = outcome(queue.run('company:a', running.run, controller.signal));
    const next = work();
    const nextResult = queue.run('company:a', next.run);
    await settle();
    expect(next.started).toBe(false);
    controller.abort();
    expect(running.signal?.aborted).toBe(true);
    expect((await runningResult).error).toBeInstanceOf(QueueAborted);
    await settle();
    expect(next.started).toBe(true);
    next.finish('next.png');
    await expect(nextResult).resolves.toBe('next.png');
  });

  it('refuses an already aborted request without starting it', async () => {
    const queue = createConversionQueue(LIMITS);
    const job = work();
    const result = await outcome(queue.run('company:a', job.run, AbortSignal.abort()));
    expect(result.error).toBeInstanceOf(QueueAborted);
    expect(job.started).toBe(false);
    expect(queue.state()).toEqual({ running: 0, waiting: 0, owners: {} });
  });

  it('frees the slot when a conversion fails, and passes its error on', async () => {
    const queue = createConversionQueue(LIMITS);
    const failing = work();
    const failed = outcome(queue.run('company:a', failing.run));
    const next = work();
    const nextResult = queue.run('company:a', next.run);
    await settle();
    failing.fail(new Error('unreadable'));
    expect((await failed).error).toEqual(new Error('unreadable'));
    await settle();
    expect(next.started).toBe(true);
    next.finish();
    await nextResult;
  });

  it('starts the oldest waiting conversion whose company has no slot, not simply the oldest', async () => {
    const queue = createConversionQueue(LIMITS);
    const a1 = work();
    const b1 = work();
    const a2 = work();
    const c1 = work();
    const results = [a1, b1, a2].map((job, i) => queue.run(i === 1 ? 'company:b' : 'company:a', job.run));
    const c1Result = queue.run('company:c', c1.run);
    await settle();
    expect([a1.started, b1.started, a2.started, c1.started]).toEqual([true, true, false, false]);
    // B's slot frees: A's second file is older but A still runs one, so C's starts.
    b1.finish();
    await settle();
    expect([a2.started, c1.started]).toEqual([false, true]);
    a1.finish();
    c1.finish();
    await settle();
    expect(a2.started).toBe(true);
    a2.finish();
    await Promise.all([...results, c1Result]);
  });
});
