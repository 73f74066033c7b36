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

/** The upload worker's routes that carry whole files; only these may send FILE_BODY_BYTES. */
export const FILE_BODY_ROUTES: readonly string[] = [
  'POST /worker/upload',
  'POST /worker/upload/',
  'POST /worker/eps-convert',
];

/** The most the node adapter reads of a request's body: FILE_BODY_BYTES on the file routes, else HARD_CAP_BODY_BYTES. */
export function hardCapBodyBytes(method: string, pathname: string): number {
  return FILE_BODY_ROUTES.includes(`${method.toUpperCase()} ${pathname}`)
    ? FILE_BODY_BYTES
    : HARD_CAP_BODY_BYTES;
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
