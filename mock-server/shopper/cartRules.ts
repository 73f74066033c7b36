import type { CartItemOptions } from '../../contracts/types/shopper';
import { familyOf } from '../catalog/products';
import type { OrderLimit } from '../catalog/types';

/** The part of a cart line the rules look at. */
export interface LineCore {
  id: string;
  productParentId: string;
  productVariantId: string;
  quantity: number;
  options: CartItemOptions;
}

/** Options compared by content, whatever the key order. */
export function sameOptions(a: CartItemOptions, b: CartItemOptions): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Adds a variant: a line with the same variant and the same options gets the
 * quantity added to it (and its child lines follow, as on any quantity change);
 * otherwise `newLine` makes a line at the end.
 */
export function addLine<L extends LineCore>(
  lines: L[],
  added: { productVariantId: string; quantity: number; options: CartItemOptions },
  newLine: () => L,
): L[] {
  const same = lines.find(
    (line) => line.productVariantId === added.productVariantId && sameOptions(line.options, added.options),
  );
  if (same) return setLineQuantity(lines, same.id, same.quantity + added.quantity);
  return [...lines, newLine()];
}

/** Sets a line's quantity; its child lines (options.parentItem = the line) take the same quantity. */
export function setLineQuantity<L extends LineCore>(lines: L[], itemId: string, quantity: number): L[] {
  return lines.map((line) =>
    line.id === itemId || line.options.parentItem === itemId ? { ...line, quantity } : line,
  );
}

/** Removes a line and its child lines. */
export function removeLine<L extends LineCore>(lines: L[], itemId: string): L[] {
  return lines.filter((line) => line.id !== itemId && line.options.parentItem !== itemId);
}

function totalsBy<L extends LineCore>(lines: L[], key: (line: L) => string | null): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const k = key(line);
    if (k !== null) totals.set(k, (totals.get(k) ?? 0) + line.quantity);
  }
  return totals;
}

/** Keys whose total grew from `before` to `after` and now exceeds what `allowed` gives. */
function grownBeyond<L extends LineCore>(
  before: L[],
  after: L[],
  key: (line: L) => string | null,
  allowed: (key: string) => number | undefined,
): string[] {
  const was = totalsBy(before, key);
  const found: string[] = [];
  for (const [k, total] of totalsBy(after, key)) {
    const limit = allowed(k);
    if (limit !== undefined && total > (was.get(k) ?? 0) && total > limit) found.push(k);
  }
  return found;
}

/**
 * The variants whose cart total a change raised above what is in stock.
 * Only growth is refused, so lowering a quantity always works.
 */
export function overStock<L extends LineCore>(
  before: L[],
  after: L[],
  available: (productVariantId: string) => number,
): string[] {
  return grownBeyond(before, after, (line) => line.productVariantId, available);
}

export interface LimitBreach {
  /** The family ('BCP-WHITE') or the product parent id the limit counts over. */
  group: string;
  per: OrderLimit['per'];
  limit: number;
  productVariantIds: string[];
}

/**
 * The order limits a change breaks: a product's limit counts the quantities of
 * all its variants in one family, or in the whole product parent.
 */
export function limitBreaches<L extends LineCore>(
  before: L[],
  after: L[],
  limitOf: (productParentId: string) => OrderLimit | undefined,
): LimitBreach[] {
  const groupOf = (line: L): string | null => {
    const limit = limitOf(line.productParentId);
    if (!limit) return null;
    return limit.per === 'family'
      ? `${line.productParentId}|family|${familyOf(line.productVariantId)}`
      : `${line.productParentId}|parent|${line.productParentId}`;
  };
  const limitFor = (key: string) => limitOf(key.split('|')[0] ?? '')?.quantity;
  return grownBeyond(before, after, groupOf, limitFor).map((key) => {
    const [, per, group = ''] = key.split('|');
    return {
      group,
      per: per === 'family' ? 'family' : 'parent',
      limit: limitFor(key) ?? 0,
      productVariantIds: [
        ...new Set(after.filter((line) => groupOf(line) === key).map((line) => line.productVariantId)),
      ],
    };
  });
}
