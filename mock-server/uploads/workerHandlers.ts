import { http, HttpResponse, type RequestHandler } from 'msw';
import type { FilesUploaded, FileUploaded, OrganisationFiles } from '../../contracts/types/upload-worker';
import { signedInUser } from '../accounts/signedInUser';
import type { DbUser } from '../accounts/types';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { readJson, requireId, requireString } from '../kit/body';
import { byteBounds, MAX_ID_LENGTH } from '../kit/bounds';
import { errorBody, guard, HttpError, type Resolver } from '../kit/guard';
import { newId } from '../kit/ids';
import { requiredQuery } from '../kit/lookups';
import { ConversionError, convertToPng, QUEUE_LIMITS, QueueFull } from './convert/convertToPng';
import { mayManageFiles, maySeeFiles, NOT_ADMIN, NOT_MEMBER } from './fileAccess';
import { companyFiles, fileByName, fileView, MAX_FILES_PER_COMPANY, storeFiles } from './fileStore';
import { extensionOf, fileTypeOf, MAX_FILENAME_LENGTH, unsupportedType } from './fileTypes';
import { WORKER_PATH } from './mediaUrl';
import { storedFile, type FileFields } from './storedFile';
import type { StoredFile } from './types';
import {
  checkContent,
  checkFilename,
  customFieldsOf,
  dataUrlBytes,
  descriptionOf,
  formFileBytes,
  formText,
  isFormFile,
  type FormFile,
  logoTypeOf,
  MAX_FILES_PER_REQUEST,
  readMultipart,
} from './uploadInput';

// The file-upload worker ({worker}, docs/rules.md#calls): conversion of print files to a PNG preview,
// uploads (multipart and JSON), changes and the company's file list. Who asks is the Bearer user
// token's user; her memberships decide (fileAccess.ts), never what the request says about her.

const userOf = (request: Request): DbUser => signedInUser(bearerToken(request));

/** 403 unless she may manage the company's files, then 404 for a company that does not exist. */
function managedCompany(user: DbUser, companyId: string): string {
  if (!mayManageFiles(user, companyId)) throw new HttpError(403, NOT_ADMIN);
  if (!db().companies.has(companyId)) throw new HttpError(404, 'company not found');
  return companyId;
}

interface NewFile extends FileFields {
  companyId: string;
}

/** A file ready to store: its type checked (413, 415) and a random id, which its url carries. */
function newStoredFile({ companyId, ...fields }: NewFile): StoredFile {
  const type = checkContent(fields.filename, fields.bytes);
  return storedFile(newId('file'), companyId, type.contentType, fields);
}

// ---------------------------------------------------------------------------------------------------
// POST {worker}/eps-convert: multipart with a `file`; a PNG, or text saying why not.

/** What the panel converts (docs/rules.md#print-file-uploads): EPS and PostScript, PDF, and AI (either). */
const CONVERTIBLE_EXTENSIONS = ['eps', 'ps', 'pdf', 'ai'];

/**
 * Whose conversion it is, for the queue's fair shares (convert/conversionQueue.ts): the user's company.
 * The call names no company, so it is her first membership; a user of none is her own owner.
 */
function conversionOwner(user: DbUser): string {
  const company = user.organisations[0]?.id;
  return company ? `company:${company}` : `user:${user.id}`;
}

interface Conversion {
  owner: string;
  /** The request's: aborted when the client goes away, which frees the slot and kills the child. */
  signal: AbortSignal;
}

/** The PNG of a convertible file; its own refusals thrown as HttpErrors. */
async function convertFile(upload: FormFile, { owner, signal }: Conversion): Promise<Response> {
  const filename = checkFilename(upload.name.slice(0, MAX_FILENAME_LENGTH + 1));
  if (!CONVERTIBLE_EXTENSIONS.includes(extensionOf(filename))) {
    throw new HttpError(415, `${unsupportedType(filename)} Endast EPS, PDF och AI konverteras.`);
  }
  const bytes = await formFileBytes(upload);
  if (bytes.byteLength === 0) throw new HttpError(400, `Filen "${filename}" är tom.`);
  const cannotConvert = (why: string) =>
    new HttpError(422, `Filen "${filename}" kunde inte konverteras: ${why}`);
  const kind = fileTypeOf(filename, bytes)?.convertible;
  if (!kind) throw cannotConvert('innehållet är inte den PostScript (EPS) eller PDF som namnet anger.');
  let png: Uint8Array;
  try {
    png = await convertToPng(bytes, kind, { owner, signal });
  } catch (failure) {
    if (failure instanceof ConversionError) throw cannotConvert(failure.message);
    throw failure;
  }
  const pngName = `${filename.replace(/\.[^.]*$/, '')}.png`;
  return new HttpResponse(png, {
    status: 200,
    headers: {
      'content-type': 'image/png',
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(pngName)}`,
    },
  });
}

/**
 * 429 in the worker's `{ error }`, the wait in Retry-After and the body: the conversions are busy, which
 * is about the request, not the file.
 */
function conversionsBusy({ scope, retryAfterSeconds }: QueueFull): Response {
  const error =
    scope === 'owner'
      ? `Ni har redan ${QUEUE_LIMITS.maxPerOwner} filer i konverteringen. Försök igen om ${retryAfterSeconds} s.`
      : `Konverteringen är upptagen. Försök igen om ${retryAfterSeconds} s.`;
  return HttpResponse.json(errorBody('control', 429, error, { retryAfterSeconds }), {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/**
 * What is wrong with the file itself (its name, type, size, content) is answered as plain text
 * (docs/rules.md#calls: "a PNG, or a text saying why not"), which the panel shows after the file's
 * name. What is wrong with the request (no user, not a form, too large a body, conversions busy) gets
 * the worker's `{ error }` like its other routes and the node adapter's refusals.
 */
const convert: Resolver = async ({ request }) => {
  const user = userOf(request);
  const form = await readMultipart(request);
  const entries = form.getAll('file');
  const [upload] = entries;
  if (entries.length !== 1 || !isFormFile(upload)) {
    throw new HttpError(400, 'file is required, once, as a file');
  }
  try {
    return await convertFile(upload, { owner: conversionOwner(user), signal: request.signal });
  } catch (thrown) {
    if (thrown instanceof QueueFull) return conversionsBusy(thrown);
    if (!(thrown instanceof HttpError)) throw thrown;
    return new HttpResponse(thrown.error, {
      status: thrown.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
};

// ---------------------------------------------------------------------------------------------------
// POST {worker}/upload/: multipart; companyId, then per file `files`, `logoType`, `description`.

const uploadForm: Resolver = async ({ request }) => {
  const user = userOf(request);
  const form = await readMultipart(request);
  const companyId = managedCompany(user, formText(form, 'companyId'));
  const uploads = form.getAll('files');
  const logoTypes = form.getAll('logoType');
  const descriptions = form.getAll('description');
  if (uploads.length === 0) throw new HttpError(400, 'files is required');
  if (uploads.length > MAX_FILES_PER_REQUEST) {
    throw new HttpError(400, `Du kan maximalt ladda upp ${MAX_FILES_PER_REQUEST} filer.`);
  }
  if (logoTypes.length !== uploads.length || descriptions.length !== uploads.length) {
    throw new HttpError(400, 'every file needs its logoType and description, in the same order');
  }
  const files: StoredFile[] = [];
  for (const [i, upload] of uploads.entries()) {
    if (!isFormFile(upload)) throw new HttpError(400, `files[${i}] must be a file`);
    const filename = checkFilename(upload.name.slice(0, MAX_FILENAME_LENGTH + 1));
    files.push(
      newStoredFile({
        companyId,
        filename,
        bytes: await formFileBytes(upload),
        logoType: logoTypeOf(logoTypes[i], `logoType[${i}]`),
        description: descriptionOf(descriptions[i], `description[${i}]`),
      }),
    );
  }
  return HttpResponse.json<FilesUploaded>({ files: storeFiles(companyId, files) }, { status: 201 });
};

// ---------------------------------------------------------------------------------------------------
// POST {worker}/upload: JSON UploadPayload, the file as a base64 data URL.

const uploadJson: Resolver = async ({ request }) => {
  const user = userOf(request);
  // Only `base64` may be long; every field kept is bounded on its own below.
  const { fileBody } = byteBounds();
  const body = await readJson(request, { maxBytes: fileBody, maxStringLength: fileBody });
  const filename = checkFilename(requireString(body, 'filename', { max: MAX_FILENAME_LENGTH }));
  const dataUrl = requireString(body, 'base64', { max: fileBody });
  const companyId = managedCompany(user, requireId(body, 'companyId'));
  const logoType = logoTypeOf(body.logoType);
  const description = descriptionOf(body.description);
  const custom_fields = customFieldsOf(body.custom_fields);
  const stored = newStoredFile({
    companyId,
    filename,
    bytes: dataUrlBytes(filename, dataUrl),
    logoType,
    description,
    custom_fields,
  });
  const [file] = storeFiles(companyId, [stored]);
  return HttpResponse.json<FileUploaded>({ file: file! }, { status: 201 });
};

// ---------------------------------------------------------------------------------------------------
// PUT {worker}/upload: a stored file's logo type and description, found by company and name.

const updateFile: Resolver = async ({ request }) => {
  const user = userOf(request);
  const body = await readJson(request);
  const companyId = managedCompany(user, requireId(body, 'companyId'));
  const filename = requireString(body, 'filename', { max: MAX_FILENAME_LENGTH });
  const logoType = logoTypeOf(body.logoType);
  // Left as it is when not sent.
  const description = body.description === undefined ? undefined : descriptionOf(body.description);
  const stored = fileByName(companyId, filename);
  if (!stored) throw new HttpError(404, `Filen "${filename}" finns inte hos företaget.`);
  stored.file.logoType = logoType;
  if (description !== undefined) stored.file.description = description;
  return HttpResponse.json<FileUploaded>({ file: fileView(stored.file) });
};

// ---------------------------------------------------------------------------------------------------
// GET {worker}/files?companyId=&per_page=: the company's files, hidden ones included.

function perPageOf(url: URL): number {
  const text = url.searchParams.get('per_page');
  if (text === null) return MAX_FILES_PER_COMPANY;
  const perPage = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (!(perPage >= 1 && perPage <= MAX_FILES_PER_COMPANY)) {
    throw new HttpError(400, `per_page must be an integer from 1 to ${MAX_FILES_PER_COMPANY}`);
  }
  return perPage;
}

const listFiles: Resolver = ({ request }) => {
  const user = userOf(request);
  const url = new URL(request.url);
  const companyId = requiredQuery(url, 'companyId');
  if (companyId.length > MAX_ID_LENGTH)
    throw new HttpError(400, `companyId must be at most ${MAX_ID_LENGTH} characters`);
  const perPage = perPageOf(url);
  // Refused before the lookup, so it tells others nothing of which companies exist.
  if (!maySeeFiles(user, companyId)) throw new HttpError(403, NOT_MEMBER);
  if (!db().companies.has(companyId)) throw new HttpError(404, 'company not found');
  const files = companyFiles(companyId)
    .slice(0, perPage)
    .map((stored) => fileView(stored.file));
  return HttpResponse.json<OrganisationFiles>({ companies: [{ id: companyId, files }] });
};

const worker = (path: string) => `*${WORKER_PATH}${path}`;

export const workerHandlers: RequestHandler[] = [
  http.post(worker('/eps-convert'), guard('control', convert)),
  http.post(worker('/upload/'), guard('control', uploadForm)),
  http.post(worker('/upload'), guard('control', uploadJson)),
  http.put(worker('/upload'), guard('control', updateFile)),
  http.get(worker('/files'), guard('control', listFiles)),
];
