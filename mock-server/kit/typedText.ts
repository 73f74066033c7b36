import { HttpError } from './httpError';
import { isPlainText, plainTextProblem, type TextShape } from './plainText';

export { isEmailAddress, MAX_EMAIL_LENGTH } from './plainText';

// The one rule for every text a person types (docs/rules.md#typed-text): every string of every body
// the mock reads (readJson, readFormOrJson, the worker's multipart forms) is a single line of plain
// text (kit/plainText.ts: no control characters, no line or paragraph separators, no bidi controls)
// unless the route names it a field of several lines (tabs and line breaks kept, nothing else of
// those) or not a typed text at all (a password, a file's base64). Object keys are single lines too.
// So a field a route starts to store is checked before any handler reads it: nothing to remember.

/**
 * How a route's body is read as typed text. Paths name fields with `.` between keys; `*` stands
 * for one key or list index, `**` for any number of them (`**.options.text` is every line's note).
 */
export interface TypedTextRules {
  /** Fields of several lines (a textarea): tabs and line breaks are kept. */
  lines?: readonly string[];
  /** Fields that are not a text a person types and is shown (a password, a data URL): not checked. */
  notText?: readonly string[];
  /** The refusal's text for a field, where a form shows its own (the company form's). */
  messages?: Readonly<Record<string, string>>;
  /** Also answer `errors: ['path: message']`, for a form that puts each problem under its field. */
  fieldErrors?: boolean;
}

/** The refusal of a text that breaks the rule, naming its field. */
export function typedTextMessage(field: string, shape: TextShape): string {
  return shape === 'lines'
    ? `${field} must not contain control characters other than line breaks and tabs`
    : `${field} must not contain control characters`;
}

type Segment = string | number;

function matches(pattern: readonly string[], path: readonly Segment[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === '**') {
    for (let skip = 0; skip <= path.length; skip += 1) if (matches(rest, path.slice(skip))) return true;
    return false;
  }
  if (path.length === 0) return false;
  return (head === '*' || head === String(path[0])) && matches(rest, path.slice(1));
}

const matchesAny = (patterns: readonly string[] | undefined, path: readonly Segment[]) =>
  (patterns ?? []).some((pattern) => matches(pattern.split('.'), path));

/** `billing_address[0].city`, as the company form's errors name a field. */
export function pathName(path: readonly Segment[]): string {
  return path.reduce<string>(
    (name, segment) =>
      typeof segment === 'number' ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment,
    '',
  );
}

export interface TypedTextFailure {
  path: string;
  message: string;
}

/** The first string (or key) of `body` that breaks the rule, or null. Bodies are at most 20 deep. */
export function typedTextFailure(body: unknown, rules: TypedTextRules = {}): TypedTextFailure | null {
  const visit = (value: unknown, path: Segment[]): TypedTextFailure | null => {
    if (typeof value === 'string') {
      if (matchesAny(rules.notText, path)) return null;
      const shape: TextShape = matchesAny(rules.lines, path) ? 'lines' : 'line';
      if (plainTextProblem(value, shape) === null) return null;
      const name = pathName(path) || 'the body';
      const key = path.filter((s) => typeof s === 'string').join('.');
      return { path: name, message: rules.messages?.[key] ?? typedTextMessage(name, shape) };
    }
    if (typeof value !== 'object' || value === null) return null;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const failure = visit(item, [...path, index]);
        if (failure) return failure;
      }
      return null;
    }
    for (const [key, item] of Object.entries(value)) {
      if (!isPlainText(key)) {
        const name = pathName(path) || 'the body';
        return { path: name, message: `the keys of ${name} must not contain control characters` };
      }
      const failure = visit(item, [...path, key]);
      if (failure) return failure;
    }
    return null;
  };
  return visit(body, []);
}

/** 400 naming the first text of `body` that breaks the rule (readJson runs it on every body). */
export function checkTypedTexts(body: unknown, rules: TypedTextRules = {}): void {
  const failure = typedTextFailure(body, rules);
  if (!failure) return;
  const extra = rules.fieldErrors ? { errors: [`${failure.path}: ${failure.message}`] } : {};
  throw new HttpError(400, failure.message, extra);
}

/** The one text field of a form or a value read elsewhere: 400 when it breaks the rule. */
export function checkTypedText(value: string, field: string, shape: TextShape = 'line'): string {
  if (!isPlainText(value, shape)) throw new HttpError(400, typedTextMessage(field, shape));
  return value;
}
