// Faults injected by tests through POST /__mock/faults. The fault handler
// (faultHandler.ts) consults them before every non-control handler.

export interface FaultInput {
  method?: string;
  /** A substring of the pathname, or a pattern where '*' matches anything (whole pathname). */
  path: string;
  status?: number;
  body?: unknown;
  latencyMs?: number;
  /** Let the backend apply the request, then drop its answer (the client sees a network error). */
  dropAnswer?: boolean;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
}

export interface Fault extends FaultInput {
  id: number;
  remaining: number | null;
}

let faults: Fault[] = [];
let nextId = 1;

export function addFault(input: FaultInput): Fault {
  const fault: Fault = { ...input, id: nextId++, remaining: input.times ?? null };
  faults.push(fault);
  return fault;
}

export function listFaults(): Fault[] {
  return faults.map((f) => ({ ...f }));
}

export function resetFaults(): number {
  const count = faults.length;
  faults = [];
  return count;
}

function pathMatches(pattern: string, pathname: string): boolean {
  if (!pattern.includes('*')) return pathname.includes(pattern);
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/** The first fault that applies to this request, without using it up. */
export function findFault(method: string, pathname: string): Fault | undefined {
  return faults.find(
    (f) => (!f.method || f.method.toUpperCase() === method.toUpperCase()) && pathMatches(f.path, pathname),
  );
}

/** Counts one use of a fault; a fault whose times run out is removed. */
export function useFault(fault: Fault): void {
  if (fault.remaining === null) return;
  fault.remaining -= 1;
  if (fault.remaining <= 0) faults = faults.filter((f) => f.id !== fault.id);
}
