import type { ParsedLine, ParseErrorCode } from './types';

/** Lines one quick order takes (blank lines and a header row do not count). */
export const MAX_QUICK_ORDER_LINES = 100;
/** The largest quantity of one line, merged lines included. */
export const MAX_LINE_QUANTITY = 999;
const MAX_SKU_LENGTH = 64;

/**
 * Letters, digits and the punctuation SKUs are printed with. Anything else (a '&', a space inside
 * quotes …) is a typo, and would change the meaning of the lookup's comma-separated query.
 */
const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;
const QUANTITY_PATTERN = /^\d+$/;
/** The words of a CSV header row ('sku,quantity', 'Artikelnummer;Antal' …). */
const HEADER_WORDS = new Set([
  'sku',
  'artikelnummer',
  'artikelnr',
  'artnr',
  'art.nr',
  'art.nr.',
  'product',
  'produkt',
  'quantity',
  'qty',
  'antal',
  'st',
]);

/** A line's fields: split on tabs, commas, semicolons or spaces; CSV quotes taken off. */
function fieldsOf(line: string): string[] {
  return line.split(/\s*[\t,;]\s*|\s+/).map((field) =>
    field
      .replace(/^"(.*)"$/, '$1')
      .replace(/^'(.*)'$/, '$1')
      .trim(),
  );
}

const isHeader = (fields: string[]) =>
  fields.length > 0 && fields.every((field) => HEADER_WORDS.has(field.toLowerCase()));

function readLine(text: string, lineNumber: number): ParsedLine {
  const [first = '', ...rest] = fieldsOf(text);
  // Empty fields after the SKU ('PF-1001-BLACK-M;;2', a trailing comma) are separators, not values.
  const values = rest.filter(Boolean);
  const sku = first.toUpperCase();
  const line = (quantity: number | null, error: ParseErrorCode | null): ParsedLine => ({
    key: `line-${lineNumber}`,
    sku,
    quantity,
    text,
    error,
  });
  if (!sku) return line(null, 'skuMissing');
  if (sku.length > MAX_SKU_LENGTH || !SKU_PATTERN.test(sku)) return line(null, 'skuInvalid');
  if (values.length > 1) return line(null, 'tooManyValues');
  // A SKU alone means one of it: that is how a buyer jots down a list ("one of each of these"),
  // and the check shows quantity 1 in the table before anything goes to the cart, so nothing is
  // added unseen. A quantity that is there must be a whole number from 1 to 999.
  const [typed] = values;
  if (typed === undefined) return line(1, null);
  if (!QUANTITY_PATTERN.test(typed)) return line(null, 'quantityInvalid');
  const quantity = Number(typed);
  if (quantity < 1) return line(null, 'quantityInvalid');
  if (quantity > MAX_LINE_QUANTITY) return line(quantity, 'quantityTooLarge');
  return line(quantity, null);
}

export interface ParsedQuickOrder {
  lines: ParsedLine[];
  /** Lines read (not blank, not the header); more than MAX_QUICK_ORDER_LINES refuses the whole text. */
  count: number;
  tooMany: boolean;
}

/**
 * Reads a quick order: one `SKU quantity` per line, the two separated by spaces, a tab, a comma
 * or a semicolon (so a pasted spreadsheet column pair or a CSV file reads as typed text does).
 * Blank lines are skipped, and so is a header row such as `sku,quantity` at the top. Each line
 * that cannot be read keeps its own error. Lines naming the same SKU (in any case) become one
 * line, at the place of the first, with the quantities added up. Pure.
 */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const read: ParsedLine[] = [];
  let seenContent = false;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      const trimmed = raw.trim();
      if (!trimmed) return;
      const first = !seenContent;
      seenContent = true;
      if (first && isHeader(fieldsOf(trimmed))) return;
      read.push(readLine(trimmed, index + 1));
    });
  const count = read.length;
  if (count > MAX_QUICK_ORDER_LINES) return { lines: [], count, tooMany: true };
  return { lines: mergeSameSku(read), count, tooMany: false };
}

/** Readable lines with the same SKU become one; unreadable lines stay as they are. */
function mergeSameSku(lines: ParsedLine[]): ParsedLine[] {
  const merged: ParsedLine[] = [];
  const bySku = new Map<string, number>();
  for (const line of lines) {
    const at = line.error === null ? bySku.get(line.sku) : undefined;
    const earlier = at === undefined ? undefined : merged[at];
    if (at === undefined || !earlier) {
      if (line.error === null) bySku.set(line.sku, merged.length);
      merged.push(line);
      continue;
    }
    const quantity = (earlier.quantity ?? 0) + (line.quantity ?? 0);
    merged[at] = {
      ...earlier,
      quantity,
      text: `${earlier.sku} ${quantity}`,
      error: quantity > MAX_LINE_QUANTITY ? 'quantityTooLarge' : null,
    };
  }
  return merged;
}

/** The lines as text again, one per line: what stays in the text area after an add. */
export const quickOrderText = (lines: { text: string }[]) => lines.map((line) => line.text).join('\n');
