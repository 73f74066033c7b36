// The mock's clock: real time plus an offset the control surface can advance,
// so tests can expire tokens without waiting. Every expiry check uses now().
let offsetMs = 0;

export function now(): number {
  return Date.now() + offsetMs;
}

export function advanceClock(ms: number): number {
  offsetMs += ms;
  return offsetMs;
}

export function clockOffset(): number {
  return offsetMs;
}

export function resetClock(): void {
  offsetMs = 0;
}
