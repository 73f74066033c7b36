/**
 * A memo that keeps at most `capacity` entries and forgets the least recently used first, so a
 * stream of distinct keys (say, password guesses) cannot grow it without end. A Map keeps its
 * keys in insertion order; a read moves its key to the end.
 */
export class BoundedMemo<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('capacity must be a whole number ≥ 1');
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Oldest first; for tests. */
  keys(): K[] {
    return [...this.entries.keys()];
  }
}
