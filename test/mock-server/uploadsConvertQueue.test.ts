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
  maxRunningPerGroup: 1,
  maxPerOwner: 3,
  maxGroups: 4,
  maxOwnersPerGroup: 3,
  slotMs: 30_000,
};

/** The visitors without a company: one group, each of them an owner in it (workerHandlers.ts). */
const visitor = (name: string) => ({ group: 'visitors', owner: `user:${name}` });

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

  it('refuses a new group past maxGroups and a new visitor past maxOwnersPerGroup, never those in line', async () => {
    let clock = 0;
    const queue = createConversionQueue(LIMITS, () => clock);
    const jobs: Work[] = [];
    const results: Promise<unknown>[] = [];
    const send = (who: string | { group: string; owner: string }) => {
      const job = work();
      jobs.push(job);
      const result = outcome(queue.run(who, job.run));
      results.push(result);
      clock += 1_000;
      return result;
    };
    // Four groups: two companies, the visitors (three of them, the most one group holds) and a third company.
    for (const who of ['company:a', 'company:a', 'company:b']) void send(who);
    for (const name of ['v1', 'v2', 'v3']) void send(visitor(name));
    void send('company:c');
    expect(queue.state()).toMatchObject({ running: 2, waiting: 5 });

    const newGroup = await outcome(queue.run('company:d', work().run));
    // The oldest running conversion (company A's first) started 7 s ago; its slot is free in 23 s.
    expect(newGroup.error).toBeInstanceOf(QueueFull);
    expect(newGroup.error).toMatchObject({ scope: 'all', retryAfterSeconds: 23 });
    const newVisitor = await outcome(queue.run(visitor('v4'), work().run));
    expect(newVisitor.error).toMatchObject({ scope: 'all', retryAfterSeconds: 23 });
    // Those in line are not refused for it, up to their own share.
    void send('company:a');
    void send(visitor('v1'));
    expect(queue.state()).toMatchObject({ running: 2, waiting: 7 });

    // Let everything end: the waiting start as slots free, and the line is empty again.
    for (let round = 0; round < 10; round += 1) {
      for (const job of jobs.filter((j) => j.started)) job.finish();
      await settle();
    }
    await Promise.all(results);
    expect(queue.state()).toEqual({ running: 0, waiting: 0, owners: {} });
    // Once they have left, a new group and a new visitor get in.
    const later = work();
    const laterResult = queue.run('company:d', later.run);
    await settle();
    expect(later.started).toBe(true);
    later.finish();
    await laterResult;
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

  it('serves the groups round-robin: a company waits behind at most one file of each other group', async () => {
    const queue = createConversionQueue(LIMITS);
    const order: string[] = [];
    const jobs = new Map<string, Work>();
    const results: Promise<unknown>[] = [];
    const send = (name: string, who: string | { group: string; owner: string }) => {
      const job = work();
      const run = job.run;
      job.run = (signal) => (order.push(name), run(signal));
      jobs.set(name, job);
      results.push(queue.run(who, job.run));
    };
    // The probe's line: a company with three files, and four new accounts without a company with
    // two looping files each; every one of them is let in, none of them refused.
    for (const name of ['a1', 'a2', 'a3']) send(name, 'company:a');
    for (const account of ['v1', 'v2', 'v3']) {
      for (const n of [1, 2]) send(`${account}-${n}`, visitor(account));
    }
    await settle();
    expect(order).toEqual(['a1', 'v1-1']);
    // Another company's file comes last, both slots held.
    send('b1', 'company:b');
    await settle();
    expect(queue.state()).toMatchObject({ running: 2, waiting: 8 });

    const finished = new Set<string>();
    /** Ends the running conversion that started first; another may start in its place. */
    const endOldest = async () => {
      const oldest = order.find((name) => !finished.has(name))!;
      finished.add(oldest);
      jobs.get(oldest)!.finish();
      await settle();
    };
    const startedBeforeB = order.length;
    while (!order.includes('b1')) await endOldest();
    // B's file started after one file of company A and one of the visitors, not after A's two and
    // the visitors' five.
    expect(order.slice(startedBeforeB)).toEqual(['a2', 'v1-2', 'b1']);
    while (finished.size < jobs.size) await endOldest();
    // Then A's last, and the visitors taking turns, one file of each account per turn.
    expect(order.slice(startedBeforeB)).toEqual(['a2', 'v1-2', 'b1', 'a3', 'v2-1', 'v3-1', 'v2-2', 'v3-2']);
    for (const job of jobs.values()) job.finish();
    await Promise.all(results);
    expect(queue.state()).toEqual({ running: 0, waiting: 0, owners: {} });
  });

  it("lets a visitor's file wait behind at most one file of each other visitor, and a company's behind none of theirs", async () => {
    const queue = createConversionQueue({ ...LIMITS, maxOwnersPerGroup: 4 });
    const order: string[] = [];
    const jobs: Work[] = [];
    const results: Promise<unknown>[] = [];
    const send = (name: string, who: string | { group: string; owner: string }) => {
      const job = work();
      const run = job.run;
      job.run = (signal) => (order.push(name), run(signal));
      jobs.push(job);
      results.push(queue.run(who, job.run));
    };
    // Three new accounts fill their shares with loops; then Anna, who has no company either, and a company.
    for (const account of ['new1', 'new2', 'new3']) {
      for (const n of [1, 2, 3]) send(`${account}-${n}`, visitor(account));
    }
    send('anna', visitor('anna'));
    send('c1', 'company:c');
    await settle();
    // The visitors' group holds one slot, the company takes the other at once.
    expect(order).toEqual(['new1-1', 'c1']);
    /** Ends every running conversion; what starts next. */
    const endRunning = async () => {
      for (const job of jobs.filter((j) => j.started)) job.finish();
      await settle();
    };
    while (!order.includes('anna')) await endRunning();
    // Anna's file started after one file of each other visitor (new2, new3), not after their nine.
    // Anna's file started after one file of each other visitor (new1's second, new2's and new3's
    // first), not after their eight.
    expect(order).toEqual(['new1-1', 'c1', 'new1-2', 'new2-1', 'new3-1', 'anna']);
    while (order.length < jobs.length) await endRunning();
    await endRunning();
    expect(order.slice(6)).toEqual(['new1-3', 'new2-2', 'new3-2', 'new2-3', 'new3-3']);
    await Promise.all(results);
    expect(queue.state()).toEqual({ running: 0, waiting: 0, owners: {} });
  });
});
