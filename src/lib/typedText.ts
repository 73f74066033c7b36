import type { TestConfig, TestContext } from 'yup';

// The one rule for every text a person types (docs/rules.md#typed-text), as the backends apply it
// to every text they store: a single line holds no control characters (C0, DEL, C1), no line or
// paragraph separator (U+2028, U+2029) and no bidi controls, which make a text display otherwise
// than it reads (CVE-2021-42574); a text of several lines (a textarea) may also hold tabs and line
// breaks. Every form's schema checks each of its texts with typedText(), so a form refuses before
// sending what the backend would refuse.

/** A field of one line (a name, an address, an e-mail address) or of several (a reason, a note). */
export type TextShape = 'line' | 'lines';

/** Tabs and line breaks (a pasted CRLF as well, and the Unicode line and paragraph separators). */
const LINE_CONTROLS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d, 0x2028, 0x2029]);

const isControl = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

/** Unicode's Bidi_Control characters: U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C. */
export const isBidiControl = (code: number): boolean =>
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069) ||
  code === 0x200e ||
  code === 0x200f ||
  code === 0x061c;

/** Whether `text` may be kept as a field of this shape. */
export function isTypedText(text: string, shape: TextShape = 'line'): boolean {
  // Every character checked is in the Basic Multilingual Plane, so UTF-16 code units suffice.
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isBidiControl(code)) return false;
    if (isControl(code) && !(shape === 'lines' && LINE_CONTROLS.has(code))) return false;
  }
  return true;
}

/**
 * The rule as a yup test with the field's message (a catalogue id): `string().test(typedText(id))`.
 * It reads what was typed, before a schema's trim(), so a separator at the end counts as well.
 */
export function typedText(message: string, shape: TextShape = 'line'): TestConfig<string | undefined> {
  return {
    name: 'typedText',
    message,
    test(this: TestContext, value) {
      const typed: unknown = this.originalValue ?? value;
      return typeof typed !== 'string' || isTypedText(typed, shape);
    },
  };
}
