// Whether a text a person typed may be stored and shown to others as is. Control characters (NUL,
// escape sequences, C1 codes) break logs, exports and the tools that read them; the bidi controls
// reorder what is displayed, so 'gpj.exe' can show as 'exe.jpg' and a name or reason can read
// differently than it was written (CVE-2021-42574, "Trojan Source"). Neither belongs in a name, a
// reference, a reason or a description, so the fields that keep such texts refuse them.

/** A field of one line (a name, a reference, a file name) or of several (a reason, a description). */
export type TextShape = 'line' | 'lines';

/** What is wrong with a text: a control character, or a character that changes the text's direction. */
export type PlainTextProblem = 'control' | 'bidi';

/**
 * Line breaks and tabs, which a textarea produces (a pasted CRLF as well), are the only controls
 * a text of several lines may hold. U+2028/U+2029 are line breaks as well, so a single line refuses them.
 */
const LINE_CONTROLS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d, 0x2028, 0x2029]);

/** C0 controls, DEL and C1 controls (Unicode category Cc), plus the line and paragraph separators. */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/**
 * The explicit bidi formatting characters (Unicode's Bidi_Control property): the embeddings and
 * overrides U+202A–U+202E, the isolates U+2066–U+2069, the marks U+200E, U+200F and U+061C.
 */
export function isBidiControl(code: number): boolean {
  return (
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x061c
  );
}

/** The first problem of `text` as a field of this shape, or null when it may be kept. */
export function plainTextProblem(text: string, shape: TextShape = 'line'): PlainTextProblem | null {
  // Every character checked is in the Basic Multilingual Plane, so UTF-16 code units suffice.
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(shape === 'lines' && LINE_CONTROLS.has(code))) return 'control';
    if (isBidiControl(code)) return 'bidi';
  }
  return null;
}

export const isPlainText = (text: string, shape: TextShape = 'line'): boolean =>
  plainTextProblem(text, shape) === null;

/**
 * An e-mail address as the shop's forms check one (docs/rules.md#typed-text): something, `@`, a
 * domain with a dot, no spaces, at most 254 characters, and a single line of plain text (the
 * pattern alone lets `a\u202e@example.se` through). Spaces around it do not count. Browser-safe:
 * the providers' look-alike forms use it too.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email) && isPlainText(email);
}
