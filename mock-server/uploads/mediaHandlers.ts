import { http, HttpResponse, type RequestHandler } from 'msw';
import { signedInUser } from '../accounts/signedInUser';
import type { DbUser } from '../accounts/types';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { MAX_ID_LENGTH } from '../kit/bounds';
import { envelope } from '../kit/envelope';
import { guard, HttpError, type Resolver } from '../kit/guard';
import { requiredQuery } from '../kit/lookups';
import { mayManageFiles, maySeeFiles, NOT_ADMIN, NOT_MEMBER } from './fileAccess';
import { readContent } from './fileBytes';
import { deleteFile } from './fileStore';
import { checkMediaLink, WORKER_PATH } from './mediaUrl';
import type { StoredFile } from './types';

// Serving stored files ({worker}/media/…, the files' url and preview_url) and deleting them through
// the proxy (/api/company-media, docs/rules.md#print-files).

/**
 * GET {worker}/media/{fileId}/{filename}?expires=&signature=. An `<img src>` and a download link
 * send no Bearer token, so the link the worker listed is the key (mediaUrl.ts): without its
 * signature, or once it has expired, the file is not served. A request that also carries a token
 * must be a member's.
 */
const serveFile: Resolver = async ({ request, params }) => {
  const fileId = String(params.fileId);
  const filename = String(params.filename);
  const link = checkMediaLink(fileId, filename, new URL(request.url).searchParams);
  // Refused before the lookup, so a guessed id tells nothing of which files exist.
  if (link === 'expired') throw new HttpError(403, LINK_EXPIRED);
  if (link === 'invalid') throw new HttpError(403, LINK_INVALID);
  const stored = db().uploads.get(fileId);
  if (!stored || stored.file.filename !== filename) throw new HttpError(404, 'file not found');
  const token = bearerToken(request);
  if (token !== null && !maySeeFiles(signedInUser(token), stored.file.companyId)) {
    throw new HttpError(403, NOT_MEMBER);
  }
  // Read from the store (fileBytes.ts) for this answer only; a reset since it was listed took it.
  const bytes = await readContent(stored.content);
  if (!bytes) throw new HttpError(404, 'file not found');
  const headers: Record<string, string> = {
    'content-type': stored.contentType,
    'content-length': String(bytes.byteLength),
    'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(stored.file.filename)}`,
    'x-content-type-options': 'nosniff',
    // A file never changes under its id; a new upload gets a new one.
    'cache-control': 'private, max-age=3600',
  };
  // An SVG opened as a page of the shop's origin must not run what it carries.
  if (stored.contentType === 'image/svg+xml') {
    headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  }
  return new HttpResponse(bytes, { status: 200, headers });
};

export const LINK_EXPIRED = 'Länken till filen har gått ut. Ladda om sidan för en ny länk.';
export const LINK_INVALID = 'Länken till filen är ogiltig.';

/** 403 unless she may manage the files of the file's company. */
function deletable(user: DbUser, stored: StoredFile | undefined): StoredFile {
  if (!stored) throw new HttpError(404, 'file not found');
  if (!mayManageFiles(user, stored.file.companyId)) throw new HttpError(403, NOT_ADMIN);
  return stored;
}

/** DELETE /api/company-media/{id}: the file and its previews; `{ deleted }` lists their ids. */
const deleteById: Resolver = ({ request, params }) => {
  const user = signedInUser(bearerToken(request));
  const stored = deletable(user, db().uploads.get(String(params.id)));
  return envelope({ deleted: deleteFile(stored) });
};

/** DELETE /api/company-media?fileId=&companyId=: the same, for a file of that company only. */
const deleteByQuery: Resolver = ({ request }) => {
  const user = signedInUser(bearerToken(request));
  const url = new URL(request.url);
  const fileId = requiredQuery(url, 'fileId');
  const companyId = requiredQuery(url, 'companyId');
  if (fileId.length > MAX_ID_LENGTH || companyId.length > MAX_ID_LENGTH) {
    throw new HttpError(400, `fileId and companyId must be at most ${MAX_ID_LENGTH} characters`);
  }
  // Refused before the lookup, so it tells others nothing of the company's files.
  if (!mayManageFiles(user, companyId)) throw new HttpError(403, NOT_ADMIN);
  const stored = db().uploads.get(fileId);
  if (stored?.file.companyId !== companyId) throw new HttpError(404, 'file not found');
  return envelope({ deleted: deleteFile(stored) });
};

const byId = guard('proxy', deleteById);
const byQuery = guard('proxy', deleteByQuery);

export const mediaHandlers: RequestHandler[] = [
  http.get(`*${WORKER_PATH}/media/:fileId/:filename`, guard('control', serveFile)),
  http.delete('*/api/company-media', byQuery),
  http.delete('*/api/company-media/', byQuery),
  http.delete('*/api/company-media/:id', byId),
  http.delete('*/api/company-media/:id/', byId),
];
