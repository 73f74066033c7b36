/** The median of the numbers given (nulls left out); of two middle values, their mean. Null for none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
