/** A schema.org object as JSON-LD: plain JSON data. */
export type JsonLd = { '@context'?: string; '@type': string } & { [key: string]: unknown };

/**
 * JSON-LD as the text of its script element: the characters that could end the element or an HTML
 * comment, and the line separators old parsers choke on, as JSON escapes, so a product text can
 * never break out of it.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
