import type { StoreGroup } from '../../src/api/types';
import type { JsonObject } from '../kit/body';
import { HttpError } from '../kit/guard';
import { marketById, markets, storeGroupByRef, storeGroups } from '../kit/lookups';

// Field checks for the account calls. Each collects its problems so one 400
// names everything that is wrong (error: the problems joined; errors: the list).

export const PASSWORD_MIN_LENGTH = 10;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The spec's password rule (point 5): at least 10 characters and a digit. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || !/\d/.test(password)) {
    return `password must be at least ${PASSWORD_MIN_LENGTH} characters and contain a digit`;
  }
  return null;
}

/** Collects problems while reading a body; fail() throws one 400 for all of them. */
export class Checker {
  readonly problems: string[] = [];

  constructor(private readonly body: JsonObject) {}

  problem(text: string): void {
    this.problems.push(text);
  }

  /** A string that is present and not blank (trimmed). */
  required(key: string): string {
    const value = this.body[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    const missing = value === undefined || value === null || typeof value === 'string';
    this.problem(missing ? `${key} is required` : `${key} must be a string`);
    return '';
  }

  /** A string or nothing; '' counts as given. */
  optional(key: string): string | undefined {
    const value = this.body[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value.trim();
    this.problem(`${key} must be a string`);
    return undefined;
  }

  flag(key: string): boolean | undefined {
    const value = this.body[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'boolean') return value;
    this.problem(`${key} must be true or false`);
    return undefined;
  }

  email(key: string): string {
    const value = this.required(key);
    if (value && !isEmail(value)) this.problem(`${key} must be a valid e-mail address`);
    return value.toLowerCase();
  }

  /** An optional e-mail address: '' is allowed, anything else must be valid. */
  optionalEmail(key: string): string {
    const value = this.optional(key) ?? '';
    if (value && !isEmail(value)) this.problem(`${key} must be a valid e-mail address`);
    return value.toLowerCase();
  }

  /** An optional international phone number (+ and digits; spaces and dashes ignored). */
  phone(key: string): string | undefined {
    const value = this.optional(key);
    if (!value) return value;
    if (!INTERNATIONAL_PHONE.test(value.replace(/[\s-]/g, ''))) {
      this.problem(`${key} must be an international number starting with +`);
    }
    return value;
  }

  /** A store group by slug or id; the default group when absent. */
  storeGroup(key: string, fallbackSlug?: string): StoreGroup | undefined {
    const wanted = this.optional(key) ?? fallbackSlug;
    if (wanted === undefined) return undefined;
    const group = storeGroupByRef(wanted);
    const known = () => storeGroups().map((g) => g.slug);
    if (!group) this.problem(`${key} must be a store group (${known().join(', ')})`);
    return group;
  }

  /** A market id; `fallback` when absent. */
  market(key: string, fallback?: string): string | undefined {
    const wanted = (this.optional(key) ?? fallback)?.toLowerCase();
    if (wanted === undefined) return undefined;
    const known = () => markets().map((m) => m.id);
    if (!marketById(wanted)) this.problem(`${key} must be a market (${known().join(', ')})`);
    return wanted;
  }

  /** A two-letter language code, kept upper-case (spec point 3). */
  language(key: string, fallback?: string): string | undefined {
    const value = this.optional(key) ?? fallback;
    if (value === undefined) return undefined;
    if (!/^[a-z]{2}$/i.test(value)) this.problem(`${key} must be a two-letter language code`);
    return value.toUpperCase();
  }

  fail(): void {
    if (this.problems.length > 0) {
      throw new HttpError(400, this.problems.join('; '), { errors: [...this.problems] });
    }
  }
}

/** The error answers whose text the app reads: `error` and `details` both carry it. */
export function failure(status: number, details: string): HttpError {
  return new HttpError(status, details, { details });
}
