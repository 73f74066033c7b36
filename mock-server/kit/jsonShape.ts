import { HttpError } from './guard';

// Checks on the shape of JSON, without recursion: a body nested thousands deep must get a 400,
// not overflow the stack of whatever walks it later (structuredClone, comparisons, answers).

export interface ShapeLimits {
  maxDepth: number;
  maxStringLength: number;
  maxKeys: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * The deepest nesting of JSON text, counted before parsing so a deep body never reaches
 * JSON.parse. Brackets inside strings do not count.
 */
export function checkTextDepth(text: string, maxDepth: number, what = 'the body'): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      depth += 1;
      if (depth > maxDepth) throw new HttpError(400, `${what} is nested deeper than ${maxDepth} levels`);
    } else if (CLOSERS.has(c)) {
      depth -= 1;
    }
  }
}

function checkString(text: string, limits: ShapeLimits, what: string): void {
  if (text.length > limits.maxStringLength) {
    throw new HttpError(400, `${what} holds a text longer than ${limits.maxStringLength} characters`);
  }
}

/** Every string (keys too) within the length limit, and at most maxKeys keys and items in all. */
export function checkMembers(root: unknown, limits: ShapeLimits, what = 'the body'): void {
  const pending: unknown[] = [root];
  let members = 0;
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') checkString(value, limits, what);
    if (typeof value !== 'object' || value === null) continue;
    const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
    if (!Array.isArray(value)) for (const key of Object.keys(value)) checkString(key, limits, what);
    members += children.length;
    if (members > limits.maxKeys) {
      throw new HttpError(400, `${what} has more than ${limits.maxKeys} keys and items`);
    }
    for (const child of children) pending.push(child);
  }
}

/** How deep a parsed value nests (an empty object or array is 1), without recursion. */
export function depthOf(root: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[root, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return deepest;
}
