import { requireString, type JsonObject, type ReadOptions } from '../kit/body';
import { HttpError } from '../kit/guard';
import { marketById, markets } from '../kit/lookups';
import { isEmailAddress } from '../kit/typedText';

// Field checks for the account calls. Each collects its problems so one 400
// names everything that is wrong (error: the problems joined; errors: the list).

export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing one costs what hashing any costs. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The longest text each field the account calls keep may hold (UTF-16 code units); anything
 * longer is a 400. Fields not listed get DEFAULT_TEXT_LIMIT.
 */
export const TEXT_LIMITS: Readonly<Record<string, number>> = {
  first_name: 100,
  last_name: 100,
  name: 100,
  contact_name: 100,
  company_name: 100,
  email: 254,
  invoice_email: 254,
  password: PASSWORD_MAX_LENGTH,
  phone: 32,
  phone_number: 32,
  street: 200,
  street_address: 200,
  co_address: 200,
  city: 200,
  state_province: 200,
  house_number: 20,
  postal_code: 20,
  country: 8,
  country_code: 8,
  market: 8,
  language: 8,
  status: 32,
  shipping_type: 32,
  organisation_number: 32,
  tax_id_vat_number: 32,
  external_ref: 100,
  // Tokens the mock issues are 32 characters; anything much longer cannot be one.
  token: 200,
  reset_password_token: 200,
  refresh_token: 200,
  signup_token: 200,
};
export const DEFAULT_TEXT_LIMIT = 200;

export const textLimit = (key: string): number => TEXT_LIMITS[key] ?? DEFAULT_TEXT_LIMIT;

/** The 400 text for a value over its field's limit, or null. */
export function tooLong(key: string, value: string, limit = textLimit(key)): string | null {
  return value.length > limit ? `${key} must be at most ${limit} characters` : null;
}

/** requireString (kit/body.ts) within the field's limit: a required text of a proxy call, else 400. */
export function requireText(body: JsonObject, key: string): string {
  const value = requireString(body, key);
  const problem = tooLong(key, value);
  if (problem) throw new HttpError(400, problem);
  return value;
}

const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;

/** The shop's one e-mail check (kit/typedText.ts). */
export const isEmail = isEmailAddress;

/**
 * A password is a secret, never shown: the typed-text rule (kit/typedText.ts) that readJson applies
 * to every other text of a body leaves it alone.
 */
export const PASSWORD_NOT_TEXT: ReadOptions = { text: { notText: ['password', 'confirmPassword'] } };

/** The password rule (docs/rules.md#passwords): at least 10 characters and a digit. */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
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

  /** Whether a text fits its field's limit; notes the problem when not. */
  fits(key: string, value: string): boolean {
    const problem = tooLong(key, value);
    if (problem) this.problem(problem);
    return !problem;
  }

  /** A string that is present, not blank (trimmed) and within its limit. */
  required(key: string): string {
    const value = this.body[key];
    if (typeof value === 'string' && value.trim() !== '') return this.fits(key, value) ? value.trim() : '';
    const missing = value === undefined || value === null || typeof value === 'string';
    this.problem(missing ? `${key} is required` : `${key} must be a string`);
    return '';
  }

  /** A string within its limit or nothing; '' counts as given. */
  optional(key: string): string | undefined {
    const value = this.body[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return this.fits(key, value) ? value.trim() : undefined;
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

  /** A market id; `fallback` when absent. */
  market(key: string, fallback?: string): string | undefined {
    const wanted = (this.optional(key) ?? fallback)?.toLowerCase();
    if (wanted === undefined) return undefined;
    const known = () => markets().map((m) => m.id);
    if (!marketById(wanted)) this.problem(`${key} must be a market (${known().join(', ')})`);
    return wanted;
  }

  /** A two-letter language code, kept upper-case (docs/rules.md#signup). */
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
