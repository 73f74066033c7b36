import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { now } from '../kit/clock';

/** Where the upload worker answers (the app's config.uploadWorkerUrl as the mock serves it). */
export const WORKER_PATH = '/worker';

// A stored file is served by a signed, expiring link, as object stores serve private files
// (S3's presigned URLs, GCS's signed URLs): an `<img src>` and a download link send no Bearer
// token, so the link itself must prove that the worker gave it to someone who may see the file.
// Ids alone prove nothing: the seed's are fixed and an id outlives a member's removal.

/** How long a listed link works: a working day, so a page left open still downloads. */
export const MEDIA_LINK_LIFETIME_MS = 8 * 60 * 60 * 1000;

/** Per process: links from an earlier run of the mock stop working, as after a key rotation. */
const SIGNING_KEY = randomBytes(32);

/** The file's path without a signature: what the worker stores, and compares previews by. */
export function mediaPath(fileId: string, filename: string): string {
  return `${WORKER_PATH}/media/${encodeURIComponent(fileId)}/${encodeURIComponent(filename)}`;
}

const signatureOf = (fileId: string, filename: string, expires: string) =>
  createHmac('sha256', SIGNING_KEY).update(`${fileId}\n${filename}\n${expires}`).digest('base64url');

/** A link to the file that works until `expiresAt` (ms of the mock clock) for anyone holding it. */
export function signedMediaUrl(
  fileId: string,
  filename: string,
  expiresAt = now() + MEDIA_LINK_LIFETIME_MS,
): string {
  const expires = String(Math.floor(expiresAt / 1000));
  const query = new URLSearchParams({ expires, signature: signatureOf(fileId, filename, expires) });
  return `${mediaPath(fileId, filename)}?${query}`;
}

export type MediaLinkCheck = 'valid' | 'expired' | 'invalid';

/** Whether the query of a media request carries this file's signature, and it has not expired. */
export function checkMediaLink(fileId: string, filename: string, query: URLSearchParams): MediaLinkCheck {
  const expires = query.get('expires') ?? '';
  const given = Buffer.from(query.get('signature') ?? '');
  const expected = Buffer.from(signatureOf(fileId, filename, expires));
  if (!/^\d{1,12}$/.test(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'invalid';
  }
  return Number(expires) * 1000 <= now() ? 'expired' : 'valid';
}

/** The file a media link (signed or not, path or absolute URL) names, or undefined for any other text. */
export function mediaFileOf(link: string): { fileId: string; filename: string } | undefined {
  let url: URL;
  try {
    url = new URL(link, 'http://worker.invalid');
  } catch {
    return undefined;
  }
  const match = new RegExp(`^${WORKER_PATH}/media/([^/]+)/([^/]+)$`).exec(url.pathname);
  if (!match) return undefined;
  try {
    return { fileId: decodeURIComponent(match[1]!), filename: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}
