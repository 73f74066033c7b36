// How much a request may carry. Past these the mock answers 4xx instead of reading, storing,
// echoing or recursing over whatever arrives, so no input can make it answer 500 or stall.

/** Bytes of a JSON or form body a route reads; past it 413. `readJson(request, { maxBytes })` may allow more. */
export const MAX_BODY_BYTES = 256 * 1024;

/** Bytes the node adapter (standalone server, Vite plugin) reads of any body before it answers 413. */
export const HARD_CAP_BODY_BYTES = 5 * 1024 * 1024;

/**
 * Bytes of a body that carries a whole file (FILE_BODY_ROUTES): a 50 MB file (MAX_UPLOAD_FILE_BYTES) as
 * a base64 data URL in JSON is 67 MB.
 */
export const FILE_BODY_BYTES = 70 * 1024 * 1024;

/** Bytes of one file the upload worker keeps (the print-file guidelines' 50 MB). */
export const MAX_UPLOAD_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Bytes of print files one company keeps in the upload worker's store (uploads/fileBytes.ts): ten
 * files at MAX_UPLOAD_FILE_BYTES. Past it an upload is refused (409) until files are deleted.
 */
export const MAX_COMPANY_STORED_BYTES = 500 * 1024 * 1024;

/**
 * Bytes of print files the upload worker keeps over every company, on disk in a temporary folder,
 * never in the heap: a few companies at their limit. Past it an upload is refused (409).
 */
export const MAX_STORED_BYTES = 2 * 1024 * 1024 * 1024;

/** The upload worker's routes that carry whole files; only these may send FILE_BODY_BYTES. */
export const FILE_BODY_ROUTES: readonly string[] = [
  'POST /worker/upload',
  'POST /worker/upload/',
  'POST /worker/eps-convert',
];

export interface ByteBounds {
  /** HARD_CAP_BODY_BYTES */
  hardCapBody: number;
  /** FILE_BODY_BYTES */
  fileBody: number;
  /** MAX_UPLOAD_FILE_BYTES */
  uploadFile: number;
}

/**
 * The byte bounds in force: the constants above, each lowered where the environment names fewer
 * bytes (MOCK_HARD_CAP_BODY_BYTES, MOCK_FILE_BODY_BYTES, MOCK_MAX_UPLOAD_FILE_BYTES). A test proves
 * each refusal with bodies just past small bounds instead of streaming tens of megabytes
 * (test/mock-server/badInputCases.ts); a setting can only lower a bound, never raise it. Read at
 * each request, so a server started with the setting has it.
 */
export function byteBounds(): ByteBounds {
  return {
    hardCapBody: lowered('MOCK_HARD_CAP_BODY_BYTES', HARD_CAP_BODY_BYTES),
    fileBody: lowered('MOCK_FILE_BODY_BYTES', FILE_BODY_BYTES),
    uploadFile: lowered('MOCK_MAX_UPLOAD_FILE_BYTES', MAX_UPLOAD_FILE_BYTES),
  };
}

/** `bound`, or fewer where the environment variable `name` says so (never more). */
function lowered(name: string, bound: number): number {
  const value = typeof process === 'undefined' ? undefined : process.env[name];
  return value !== undefined && /^[1-9]\d*$/.test(value) ? Math.min(Number(value), bound) : bound;
}

export interface StoreBounds {
  /** MAX_COMPANY_STORED_BYTES */
  company: number;
  /** MAX_STORED_BYTES */
  total: number;
}

/**
 * The upload worker's store limits in force, lowered like byteBounds() by MOCK_MAX_COMPANY_STORED_BYTES
 * and MOCK_MAX_STORED_BYTES, so a test proves each refusal with a few small files.
 */
export function storeBounds(): StoreBounds {
  return {
    company: lowered('MOCK_MAX_COMPANY_STORED_BYTES', MAX_COMPANY_STORED_BYTES),
    total: lowered('MOCK_MAX_STORED_BYTES', MAX_STORED_BYTES),
  };
}

/** Whether the request is one of the routes that carry whole files (FILE_BODY_ROUTES). */
export const carriesFile = (method: string, pathname: string): boolean =>
  FILE_BODY_ROUTES.includes(`${method.toUpperCase()} ${pathname}`);

/** The most the node adapter reads of a request's body: the file body bound on the file routes, else the hard cap. */
export function hardCapBodyBytes(method: string, pathname: string): number {
  const bounds = byteBounds();
  return carriesFile(method, pathname) ? bounds.fileBody : bounds.hardCapBody;
}

/** Nesting of arrays and objects in a JSON body. */
export const MAX_JSON_DEPTH = 20;

/** Characters of any string in a body (keys too) and of any query parameter. */
export const MAX_STRING_LENGTH = 10_000;

/** Object keys plus array items in a whole JSON body, and fields of a form body. */
export const MAX_JSON_KEYS = 1_000;

/** Query parameters of one request. */
export const MAX_QUERY_PARAMS = 50;

/** Ids, tokens, slugs, codes and short names: path parameters and id fields of bodies. */
export const MAX_ID_LENGTH = 200;
