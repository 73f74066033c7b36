/** Where the upload worker answers (the app's config.uploadWorkerUrl as the mock serves it). */
export const WORKER_PATH = '/worker';

/**
 * Where a stored file is served: a same-origin path, usable as an `<img src>` and as a download link.
 * The id is random, so the path is known only to those the worker listed the file to.
 */
export function mediaUrl(fileId: string, filename: string): string {
  return `${WORKER_PATH}/media/${encodeURIComponent(fileId)}/${encodeURIComponent(filename)}`;
}
