// Who gets a conversion slot, and who is told to come back later. Without owners and limits, one user
// sending files that loop until the timeout held both slots and made everyone else wait behind them
// (a valid EPS answered after 32 s), and the line behind them could grow without end. Pure apart
// from the clock: the work is handed in, so the rules are tested without Ghostscript.

export interface QueueLimits {
  /** Conversions running at once, over all owners. */
  maxRunning: number;
  /** Conversions of one owner running at once. */
  maxRunningPerOwner: number;
  /** Conversions of one owner running or waiting; more are refused. */
  maxPerOwner: number;
  /** Conversions waiting, over all owners; more are refused. */
  maxWaiting: number;
  /** The longest one conversion can hold a slot (its timeout): the bound for a Retry-After. */
  slotMs: number;
}

/** Refused: the owner has as many conversions as it may, or the line is full. */
export class QueueFull extends Error {
  constructor(
    readonly scope: 'owner' | 'all',
    /** When a slot is free at the latest: the oldest running conversion's timeout. */
    readonly retryAfterSeconds: number,
  ) {
    super(scope === 'owner' ? 'too many conversions of this owner' : 'too many conversions waiting');
  }
}

/** The caller went away (its signal aborted) before its conversion ended. */
export class QueueAborted extends Error {
  constructor() {
    super('the conversion was aborted');
  }
}

export interface QueueState {
  running: number;
  waiting: number;
  /** Running and waiting conversions per owner; owners with none are left out. */
  owners: Record<string, { running: number; waiting: number }>;
}

export interface ConversionQueue {
  /**
   * Runs `work` once a slot is free for `owner`, or refuses at once with QueueFull. Aborting `signal`
   * takes a waiting conversion out of the line, or aborts the signal `work` gets; the slot is free
   * again when `work` settles, so it must end promptly on that abort (kill its process).
   */
  run<T>(owner: string, work: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  state(): QueueState;
}

interface Job {
  owner: string;
  start: () => void;
}

export function createConversionQueue(limits: QueueLimits, now: () => number = Date.now): ConversionQueue {
  const waiting: Job[] = [];
  /** Start times of the running conversions, per owner. */
  const running = new Map<string, number[]>();
  let runningCount = 0;

  const runningOf = (owner: string) => running.get(owner)?.length ?? 0;
  const waitingOf = (owner: string) => waiting.filter((job) => job.owner === owner).length;
  const mayStart = (owner: string) =>
    runningCount < limits.maxRunning && runningOf(owner) < limits.maxRunningPerOwner;

  /** Seconds until the first of these conversions reaches its timeout, and with it its slot is free. */
  function retryAfter(startTimes: number[]): number {
    const oldest = Math.min(...startTimes);
    const left = Number.isFinite(oldest) ? oldest + limits.slotMs - now() : limits.slotMs;
    return Math.max(1, Math.ceil(left / 1000));
  }

  /** Starts the oldest waiting conversions whose owners may run one more, while slots are free. */
  function startWaiting(): void {
    for (let i = 0; i < waiting.length && runningCount < limits.maxRunning;) {
      const job = waiting[i]!;
      if (mayStart(job.owner)) {
        waiting.splice(i, 1);
        job.start();
      } else {
        i += 1;
      }
    }
  }

  function run<T>(
    owner: string,
    work: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    if (signal?.aborted) return Promise.reject(new QueueAborted());
    if (runningOf(owner) + waitingOf(owner) >= limits.maxPerOwner) {
      return Promise.reject(new QueueFull('owner', retryAfter(running.get(owner) ?? [])));
    }
    const startNow = mayStart(owner);
    if (!startNow && waiting.length >= limits.maxWaiting) {
      return Promise.reject(new QueueFull('all', retryAfter([...running.values()].flat())));
    }
    return new Promise<T>((resolve, reject) => {
      const controller = new AbortController();
      const job: Job = { owner, start };
      const onAbort = () => {
        const index = waiting.indexOf(job);
        if (index >= 0) {
          waiting.splice(index, 1);
          signal?.removeEventListener('abort', onAbort);
          reject(new QueueAborted());
        } else {
          controller.abort();
        }
      };
      signal?.addEventListener('abort', onAbort);

      function start(): void {
        const startedAt = now();
        running.set(owner, [...(running.get(owner) ?? []), startedAt]);
        runningCount += 1;
        const finish = () => {
          const left = (running.get(owner) ?? []).filter((_, i, all) => i !== all.indexOf(startedAt));
          if (left.length > 0) running.set(owner, left);
          else running.delete(owner);
          runningCount -= 1;
          signal?.removeEventListener('abort', onAbort);
          startWaiting();
        };
        // A work that throws at once settles like one that rejects.
        Promise.resolve()
          .then(() => work(controller.signal))
          .then(
            (value) => {
              finish();
              resolve(value);
            },
            (error: unknown) => {
              finish();
              reject(controller.signal.aborted ? new QueueAborted() : error);
            },
          );
      }

      if (startNow) start();
      else waiting.push(job);
    });
  }

  function state(): QueueState {
    const owners: QueueState['owners'] = {};
    for (const [owner, starts] of running) owners[owner] = { running: starts.length, waiting: 0 };
    for (const job of waiting) {
      const entry = (owners[job.owner] ??= { running: 0, waiting: 0 });
      entry.waiting += 1;
    }
    return { running: runningCount, waiting: waiting.length, owners };
  }

  return { run, state };
}
