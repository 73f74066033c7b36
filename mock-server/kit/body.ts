import { HttpError } from './guard';

export type JsonObject = Record<string, unknown>;

/** Parses a JSON object body, or throws a 400 that says what is wrong. */
export async function readJson(request: Request): Promise<JsonObject> {
  const text = await request.text();
  if (text.trim() === '') throw new HttpError(400, 'Request body is required (JSON object)');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  return value as JsonObject;
}

/** Form-encoded or JSON body, as OAuth token endpoints accept both. */
export async function readFormOrJson(request: Request): Promise<JsonObject> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await request.text()));
  }
  return readJson(request);
}

export function requireString(body: JsonObject, key: string): string {
  const value = body[key];
  if (value === undefined || value === null || value === '') throw new HttpError(400, `${key} is required`);
  if (typeof value !== 'string') throw new HttpError(400, `${key} must be a string`);
  return value;
}

export function optionalString(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${key} must be a string`);
  return value;
}

export function optionalNumber(body: JsonObject, key: string, min = 0): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min) {
    throw new HttpError(400, `${key} must be a number of at least ${min}`);
  }
  return value;
}
