import { MAX_BODY_BYTES, MAX_ID_LENGTH, MAX_JSON_DEPTH, MAX_JSON_KEYS, MAX_STRING_LENGTH } from './bounds';
import { HttpError } from './guard';
import { checkMembers, checkTextDepth, depthOf } from './jsonShape';
import { checkTypedTexts, type TypedTextRules } from './typedText';

export type JsonObject = Record<string, unknown>;

export interface BodyLimits {
  /** Past it 413, read no further. */
  maxBytes: number;
  maxDepth: number;
  maxStringLength: number;
  /** Object keys plus array items in the whole body (fields of a form body). */
  maxKeys: number;
}

export const DEFAULT_BODY_LIMITS: Readonly<BodyLimits> = {
  maxBytes: MAX_BODY_BYTES,
  maxDepth: MAX_JSON_DEPTH,
  maxStringLength: MAX_STRING_LENGTH,
  maxKeys: MAX_JSON_KEYS,
};

/**
 * What a route passes to readJson: its limits where they differ, and how its texts are read as
 * typed text (kit/typedText.ts; by default every string is a single line of plain text).
 */
export type ReadOptions = Partial<BodyLimits> & { text?: TypedTextRules };

const tooLarge = (maxBytes: number) => new HttpError(413, `Request body is larger than ${maxBytes} bytes`);

/**
 * The body's bytes, read chunk by chunk and abandoned as soon as they pass `maxBytes`, so an
 * oversize body is never held in full (a declared Content-Length past it is refused unread).
 */
export async function readBoundedBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: cancelling one branch of a tee'd body (msw clones requests) settles only
      // once every branch is cancelled.
      void reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  // One copy, whose chunks are let go as it returns (not a joined copy copied again).
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks.splice(0)) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as a stream that stops at `maxBytes`, for a parser that reads as it goes (boundedBody). */
export interface BoundedBody {
  /** Null for a request without a body. */
  stream: ReadableStream<Uint8Array> | null;
  /** The 413 the stream failed with, once the body passed `maxBytes`. */
  refusal(): HttpError | undefined;
}

/**
 * The body as a stream that fails as soon as it passes `maxBytes` (a declared Content-Length past
 * it is refused unread, 413): what readBoundedBytes reads, for a parser that takes a stream, so the
 * body is never also held joined in one copy.
 */
export function boundedBody(request: Request, maxBytes: number): BoundedBody {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return { stream: null, refusal: () => undefined };
  let refused: HttpError | undefined;
  let size = 0;
  const stream = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          refused = tooLarge(maxBytes);
          controller.error(refused);
        } else {
          controller.enqueue(chunk);
        }
      },
    }),
  );
  return { stream, refusal: () => refused };
}

/** The body as text, within `maxBytes` as readBoundedBytes reads it. */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBoundedBytes(request, maxBytes));
}

/**
 * Parses a JSON object body within the limits, every text of it typed text (kit/typedText.ts), or
 * throws a 413 (too large) or 400 that says what is wrong.
 */
export async function readJson(request: Request, limits: ReadOptions = {}): Promise<JsonObject> {
  const body = await readOptionalJson(request, limits);
  if (body === null) throw new HttpError(400, 'Request body is required (JSON object)');
  return body;
}

/** readJson for a call whose body may be left out: null for an empty one. */
export async function readOptionalJson(
  request: Request,
  limits: ReadOptions = {},
): Promise<JsonObject | null> {
  const bounds = { ...DEFAULT_BODY_LIMITS, ...limits };
  const text = await readBoundedText(request, bounds.maxBytes);
  if (text.trim() === '') return null;
  checkTextDepth(text, bounds.maxDepth);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  checkMembers(value, bounds);
  checkTypedTexts(value, limits.text);
  return value as JsonObject;
}

/** Form-encoded or JSON body, as OAuth token endpoints accept both; the same limits for either. */
export async function readFormOrJson(request: Request, limits: ReadOptions = {}): Promise<JsonObject> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded')) return readJson(request, limits);
  const bounds = { ...DEFAULT_BODY_LIMITS, ...limits };
  const fields = [...new URLSearchParams(await readBoundedText(request, bounds.maxBytes))];
  if (fields.length > bounds.maxKeys)
    throw new HttpError(400, `the body has more than ${bounds.maxKeys} fields`);
  const body = Object.fromEntries(fields);
  checkMembers(body, bounds);
  checkTypedTexts(body, limits.text);
  return body;
}

export interface TextBounds {
  /** Longest accepted, in characters; default MAX_STRING_LENGTH. */
  max?: number;
}

function checkLength(key: string, value: string, max: number): string {
  if (value.length > max) throw new HttpError(400, `${key} must be at most ${max} characters`);
  return value;
}

export function requireString(
  body: JsonObject,
  key: string,
  { max = MAX_STRING_LENGTH }: TextBounds = {},
): string {
  const value = body[key];
  if (value === undefined || value === null || value === '') throw new HttpError(400, `${key} is required`);
  if (typeof value !== 'string') throw new HttpError(400, `${key} must be a string`);
  return checkLength(key, value, max);
}

export function optionalString(
  body: JsonObject,
  key: string,
  { max = MAX_STRING_LENGTH }: TextBounds = {},
): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${key} must be a string`);
  return checkLength(key, value, max);
}

/** A required id, token, code or slug: a string of at most MAX_ID_LENGTH characters. */
export function requireId(body: JsonObject, key: string): string {
  return requireString(body, key, { max: MAX_ID_LENGTH });
}

export interface IntegerBounds {
  min: number;
  max: number;
  /** Said after the range in the 400, e.g. how to do what the caller may have meant. */
  details?: string;
}

function checkInteger(key: string, value: unknown, { min, max, details }: IntegerBounds): number {
  const extra = details ? { details } : {};
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new HttpError(400, `${key} must be an integer of at least ${min}`, extra);
  }
  if (value > max) throw new HttpError(400, `${key} must be at most ${max}`, extra);
  return value;
}

export function requireInteger(body: JsonObject, key: string, bounds: IntegerBounds): number {
  return checkInteger(key, body[key], bounds);
}

export function optionalInteger(body: JsonObject, key: string, bounds: IntegerBounds): number | undefined {
  const value = body[key];
  return value === undefined || value === null ? undefined : checkInteger(key, value, bounds);
}

export interface ObjectBounds {
  /** Nesting, the object itself being 1. */
  maxDepth: number;
  /** Length of its JSON text. */
  maxChars: number;
}

/**
 * A nested JSON object a route keeps and echoes (cart line options): absent is undefined, else
 * an object within the bounds, so one field cannot make every later answer large or deep.
 */
export function optionalObject(
  body: JsonObject,
  key: string,
  { maxDepth, maxChars }: ObjectBounds,
): JsonObject | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, `${key} must be an object`);
  if (depthOf(value) > maxDepth) throw new HttpError(400, `${key} must nest at most ${maxDepth} levels`);
  if (JSON.stringify(value).length > maxChars) {
    throw new HttpError(400, `${key} must be at most ${maxChars} characters as JSON`);
  }
  return value as JsonObject;
}
