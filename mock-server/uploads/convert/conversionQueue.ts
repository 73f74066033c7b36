// Who gets a conversion slot, in what order, and who is told to come back later. Without owners,
// one user sending files that loop until the timeout held both slots and everyone waited behind
// them; with one global line, four new accounts with two looping files each filled it and every
// other user was refused for two minutes. So the line is fair: every group (a company, or the
// visitors without one, together) has its own share of it, the slots go round-robin over the
// groups, and inside a group round-robin over its owners (each visitor), so a file waits behind at
// most one file of each other group (and, among the visitors, of each other visitor) per round.
// Pure apart from the clock: the work is handed in, so the rules are tested without Ghostscript.

export interface QueueLimits {
  /** Conversions running at once, over all groups. */
  maxRunning: number;
  /** Conversions of one group running at once: a company, or all the visitors, never hold every slot. */
  maxRunningPerGroup: number;
  /** Conversions of one owner running or waiting; more are refused (429, scope 'owner'). */
  maxPerOwner: number;
  /** Groups with a conversion running or waiting; a new group past it is refused (429, scope 'all'). */
  maxGroups: number;
  /** Owners of one group with a conversion running or waiting; a new one past it is refused (429, 'all'). */
  maxOwnersPerGroup: number;
  /** The longest one conversion can hold a slot (its timeout): the bound for a Retry-After. */
  slotMs: number;
}

/**
 * Whose conversion it is. `group` shares the slots with the other groups; `owner` shares its
 * group's turns with the group's other owners and is held to maxPerOwner. A company is both
 * group and owner; a visitor without a company is an owner in the visitors' group.
 */
export interface QueueOwner {
  group: string;
  owner: string;
}

/** Refused: the owner has as many conversions as it may, or the line has no room for a new group or owner. */
export class QueueFull extends Error {
  constructor(
    readonly scope: 'owner' | 'all',
    /** When a slot is free at the latest: the oldest running conversion's timeout. */
    readonly retryAfterSeconds: number,
  ) {
    super(scope === 'owner' ? 'too many conversions of this owner' : 'no room in the line for another owner');
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
   * Runs `work` once its turn comes and a slot is free, or refuses at once with QueueFull. A string
   * owner is its own group. Aborting `signal` takes a waiting conversion out of the line, or aborts
   * the signal `work` gets; the slot is free again when `work` settles, so it must end promptly on
   * that abort (kill its process).
   */
  run<T>(
    who: string | QueueOwner,
    work: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T>;
  state(): QueueState;
}

interface Job {
  group: string;
  owner: string;
  start: () => void;
}

/** Moves `key` to the end of a Map's order (the back of a round-robin), or drops it when `keep` is false. */
function rotate<K, V>(map: Map<K, V>, key: K, value: V, keep: boolean): void {
  map.delete(key);
  if (keep) map.set(key, value);
}

export function createConversionQueue(limits: QueueLimits, now: () => number = Date.now): ConversionQueue {
  /**
   * The waiting conversions: group → owner → its files in order. Both Maps are in turn order: a
   * group (an owner) that was just served, or that newly arrives, goes to the back.
   */
  const waiting = new Map<string, Map<string, Job[]>>();
  /** Start times of the running conversions, per owner and per group. */
  const runningByOwner = new Map<string, number[]>();
  const runningByGroup = new Map<string, number>();
  /** Which group an owner with a conversion running or waiting belongs to. */
  const groupOfOwner = new Map<string, string>();
  let runningCount = 0;
  let waitingCount = 0;

  const runningOfGroup = (group: string) => runningByGroup.get(group) ?? 0;
  const countOf = (owner: string) =>
    (runningByOwner.get(owner)?.length ?? 0) +
    (waiting.get(groupOfOwner.get(owner) ?? '')?.get(owner)?.length ?? 0);
  const ownersOfGroup = (group: string) =>
    [...groupOfOwner.values()].filter((ownerGroup) => ownerGroup === group).length;
  const groupsInLine = () => new Set(groupOfOwner.values()).size;

  /** Seconds until the first of these conversions reaches its timeout, and with it its slot is free. */
  function retryAfter(startTimes: number[]): number {
    const oldest = Math.min(...startTimes);
    const left = Number.isFinite(oldest) ? oldest + limits.slotMs - now() : limits.slotMs;
    return Math.max(1, Math.ceil(left / 1000));
  }

  /** An owner with nothing running or waiting leaves the line (and its group, when it was the last). */
  function forgetIfIdle(owner: string): void {
    if (countOf(owner) === 0) groupOfOwner.delete(owner);
  }

  /**
   * The next conversion to start: the first group in turn order that may run one more, and in it
   * its first owner in turn order; both go to the back of their turns.
   */
  function nextJob(): Job | undefined {
    for (const [group, owners] of waiting) {
      if (runningOfGroup(group) >= limits.maxRunningPerGroup) continue;
      const [first] = owners;
      if (!first) continue;
      const [owner, jobs] = first;
      const job = jobs.shift()!;
      rotate(owners, owner, jobs, jobs.length > 0);
      rotate(waiting, group, owners, owners.size > 0);
      waitingCount -= 1;
      return job;
    }
    return undefined;
  }

  /** Starts waiting conversions in turn while slots are free. */
  function startWaiting(): void {
    while (runningCount < limits.maxRunning) {
      const job = nextJob();
      if (!job) return;
      job.start();
    }
  }

  /** Takes a waiting job out of the line; false when it is not waiting (it has started). */
  function withdraw(job: Job): boolean {
    const owners = waiting.get(job.group);
    const jobs = owners?.get(job.owner);
    const index = jobs?.indexOf(job) ?? -1;
    if (!owners || !jobs || index < 0) return false;
    jobs.splice(index, 1);
    // Leaving keeps the others' turns as they were.
    if (jobs.length === 0) owners.delete(job.owner);
    if (owners.size === 0) waiting.delete(job.group);
    waitingCount -= 1;
    forgetIfIdle(job.owner);
    return true;
  }

  function run<T>(
    who: string | QueueOwner,
    work: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    const { group, owner } = typeof who === 'string' ? { group: who, owner: who } : who;
    if (signal?.aborted) return Promise.reject(new QueueAborted());
    const allStarts = () => [...runningByOwner.values()].flat();
    const knownGroup = groupOfOwner.get(owner);
    if (knownGroup !== undefined && knownGroup !== group) {
      // One owner is in one group at a time (a visitor who joined a company meanwhile): its files
      // already in line keep their group, and it waits until they are done.
      return Promise.reject(new QueueFull('owner', retryAfter(runningByOwner.get(owner) ?? allStarts())));
    }
    if (countOf(owner) >= limits.maxPerOwner) {
      return Promise.reject(new QueueFull('owner', retryAfter(runningByOwner.get(owner) ?? [])));
    }
    if (knownGroup === undefined) {
      const newGroup = ![...groupOfOwner.values()].includes(group);
      if (newGroup ? groupsInLine() >= limits.maxGroups : ownersOfGroup(group) >= limits.maxOwnersPerGroup) {
        return Promise.reject(new QueueFull('all', retryAfter(allStarts())));
      }
    }
    groupOfOwner.set(owner, group);
    return new Promise<T>((resolve, reject) => {
      const controller = new AbortController();
      const job: Job = { group, owner, start };
      const onAbort = () => {
        if (withdraw(job)) {
          signal?.removeEventListener('abort', onAbort);
          reject(new QueueAborted());
        } else {
          controller.abort();
        }
      };
      signal?.addEventListener('abort', onAbort);

      function start(): void {
        const startedAt = now();
        runningByOwner.set(owner, [...(runningByOwner.get(owner) ?? []), startedAt]);
        runningByGroup.set(group, runningOfGroup(group) + 1);
        runningCount += 1;
        const finish = () => {
          const left = (runningByOwner.get(owner) ?? []).filter((_, i, all) => i !== all.indexOf(startedAt));
          if (left.length > 0) runningByOwner.set(owner, left);
          else runningByOwner.delete(owner);
          const groupLeft = runningOfGroup(group) - 1;
          if (groupLeft > 0) runningByGroup.set(group, groupLeft);
          else runningByGroup.delete(group);
          runningCount -= 1;
          forgetIfIdle(owner);
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

      // Behind the others' turns: it joins the back of its owner's files, its owner the back of
      // its group's owners, and a new group the back of the groups.
      let owners = waiting.get(group);
      if (!owners) {
        owners = new Map();
        waiting.set(group, owners);
      }
      const jobs = owners.get(owner) ?? [];
      jobs.push(job);
      owners.set(owner, jobs);
      waitingCount += 1;
      startWaiting();
    });
  }

  function state(): QueueState {
    const owners: QueueState['owners'] = {};
    for (const [owner, starts] of runningByOwner) owners[owner] = { running: starts.length, waiting: 0 };
    for (const groupOwners of waiting.values()) {
      for (const [owner, jobs] of groupOwners) {
        const entry = (owners[owner] ??= { running: 0, waiting: 0 });
        entry.waiting += jobs.length;
      }
    }
    return { running: runningCount, waiting: waitingCount, owners };
  }

  return { run, state };
}
