/** The wall clock for sagas; tests provide `call(now)` instead. */
export function now(): number {
  return Date.now();
}
