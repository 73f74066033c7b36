import type { SkuProduct } from '../../api/types';
import type { BulkRefusal } from '../cart';

/** Why a typed line cannot be read. */
export type ParseErrorCode =
  'skuMissing' | 'skuInvalid' | 'quantityInvalid' | 'quantityTooLarge' | 'tooManyValues';

/** One line of the quick order as read from the text (parseQuickOrder.ts). */
export interface ParsedLine {
  /** Unique in one parse: 'line-' and the number of the line it was first read from. */
  key: string;
  /** Upper-cased, as the SKUs are printed; empty when the line has none. */
  sku: string;
  /** Null when the quantity could not be read. */
  quantity: number | null;
  /** The line as typed; a merged line is written `SKU quantity`. */
  text: string;
  error: ParseErrorCode | null;
}

/** What stands in the way of a line: a typo, the check's verdict, or the cart's refusal. */
export type LineProblem =
  | { kind: 'parse'; code: ParseErrorCode }
  /** No variant of that SKU is sold in this market. */
  | { kind: 'notFound' }
  /** A product number, which names a product but not one of its variants (colour, size). */
  | { kind: 'productNumber' }
  | { kind: 'outOfStock' }
  | { kind: 'overStock'; stock: number }
  | { kind: 'orderLimit'; limit: number }
  /** The cart refused it when the lines were added. */
  | { kind: 'refused'; reason: BulkRefusal };

/** A line on the page: as typed, with its product once checked, and what stands in its way. */
export interface QuickOrderLine extends Omit<ParsedLine, 'error'> {
  product: SkuProduct | null;
  problem: LineProblem | null;
}

/** Why the text was not checked at all. */
export type QuickOrderInputError = { code: 'empty' } | { code: 'tooManyLines'; count: number; max: number };
