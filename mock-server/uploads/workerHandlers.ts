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
import {
  ConversionError,
  convertToPng,
  type ConvertibleKind,
  QUEUE_LIMITS,
  QueueFull,
  type QueueOwner,
} from './convert/convertToPng';
import { spoolFile, type SpooledFile } from './fileBytes';
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
  formFileContent,
  formText,
  isFormFile,
  type FormFile,
  logoTypeOf,
  MAX_FILES_PER_REQUEST,
  readMultipart,
  UPLOAD_TEXT,
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

/**
 * A file ready to store: its type checked (413, 415) from its bytes, or a form file's first bytes
 * (`head`), and a random id, which its url carries.
 */
function newStoredFile({ companyId, ...fields }: NewFile, head?: Uint8Array): StoredFile {
  const { bytes } = fields;
  const type = ArrayBuffer.isView(bytes)
    ? checkContent(fields.filename, bytes)
    : checkContent(fields.filename, head ?? new Uint8Array(), undefined, bytes.size);
  return storedFile(newId('file'), companyId, type.contentType, fields);
}

// ---------------------------------------------------------------------------------------------------
// POST {worker}/eps-convert: multipart with a `file`; a PNG, or text saying why not.

/** What the panel converts (docs/rules.md#print-file-uploads): EPS and PostScript, PDF, and AI (either). */
const CONVERTIBLE_EXTENSIONS = ['eps', 'ps', 'pdf', 'ai'];

/**
 * Whose conversion it is, for the queue's fair shares (convert/conversionQueue.ts), from the user of
 * the verified access token as the database knows her, never from what the request says. The call
 * names no company, so her first membership: its members share their company's share. A user
 * without a company is an owner in the one group of all such visitors: new accounts made by the
 * dozen together get one group's share, never one each.
 */
export function conversionOwner(user: DbUser): QueueOwner {
  const company = user.organisations[0]?.id;
  return company
    ? { group: `company:${company}`, owner: `company:${company}` }
    : { group: VISITORS_GROUP, owner: `user:${user.id}` };
}

/** The conversion queue's group of the signed-in users without a company. */
export const VISITORS_GROUP = 'visitors';

interface Conversion {
  owner: QueueOwner;
  /** The request's: aborted when the client goes away, which frees the slot and kills the child. */
  signal: AbortSignal;
}

/** A file checked for conversion, on disk while it waits its turn (fileBytes.ts). */
interface Convertible {
  filename: string;
  kind: ConvertibleKind;
  file: SpooledFile;
}

/**
 * The file to convert, checked, its bytes written to disk; its own refusals thrown as HttpErrors.
 * Its bytes are let go when this returns: a conversion waiting in line holds none in memory.
 */
async function convertible(upload: FormFile): Promise<Convertible> {
  const filename = checkFilename(upload.name.slice(0, MAX_FILENAME_LENGTH + 1));
  if (!CONVERTIBLE_EXTENSIONS.includes(extensionOf(filename))) {
    throw new HttpError(415, `${unsupportedType(filename)} Endast EPS, PDF och AI konverteras.`);
  }
  const bytes = await formFileBytes(upload);
  if (bytes.byteLength === 0) throw new HttpError(400, `Filen "${filename}" är tom.`);
  const kind = fileTypeOf(filename, bytes)?.convertible;
  if (!kind) {
    throw cannotConvert(filename, 'innehållet är inte den PostScript (EPS) eller PDF som namnet anger.');
  }
  return { filename, kind, file: await spoolFile(bytes) };
}

const cannotConvert = (filename: string, why: string) =>
  new HttpError(422, `Filen "${filename}" kunde inte konverteras: ${why}`);

/** The PNG of a checked file; its own refusals thrown as HttpErrors. */
async function convertFile(
  { filename, kind, file }: Convertible,
  { owner, signal }: Conversion,
): Promise<Response> {
  let png: Uint8Array;
  try {
    png = await convertToPng(file, kind, { owner, signal });
  } catch (failure) {
    if (failure instanceof ConversionError) throw cannotConvert(filename, failure.message);
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

/** What is wrong with the file itself: answered as text, not in the worker's `{ error }`. */
class FileRefusal extends Error {
  constructor(readonly refusal: HttpError) {
    super(refusal.error);
  }
}

/**
 * The request's one file, checked and on disk. The form, and the file's bytes, are let go when this
 * returns. Refusals of the request are HttpErrors; of the file, FileRefusals.
 */
async function requestedConvertible(request: Request): Promise<Convertible> {
  const form = await readMultipart(request);
  const entries = form.getAll('file');
  const [upload] = entries;
  if (entries.length !== 1 || !isFormFile(upload)) {
    throw new HttpError(400, 'file is required, once, as a file');
  }
  try {
    return await convertible(upload);
  } catch (thrown) {
    throw thrown instanceof HttpError ? new FileRefusal(thrown) : thrown;
  }
}

const textRefusal = ({ status, error }: HttpError) =>
  new HttpResponse(error, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

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
  let input: Convertible;
  try {
    input = await requestedConvertible(request);
  } catch (thrown) {
    if (thrown instanceof FileRefusal) return textRefusal(thrown.refusal);
    throw thrown;
  }
  try {
    return await convertFile(input, { owner: conversionOwner(user), signal: request.signal });
  } catch (thrown) {
    if (thrown instanceof QueueFull) return conversionsBusy(thrown);
    if (!(thrown instanceof HttpError)) throw thrown;
    return textRefusal(thrown);
  } finally {
    input.file.release();
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
    const { source, head } = await formFileContent(upload);
    files.push(
      newStoredFile(
        {
          companyId,
          filename,
          bytes: source,
          logoType: logoTypeOf(logoTypes[i], `logoType[${i}]`),
          description: descriptionOf(descriptions[i], `description[${i}]`),
        },
        head,
      ),
    );
  }
  return HttpResponse.json<FilesUploaded>({ files: await storeFiles(companyId, files) }, { status: 201 });
};

// ---------------------------------------------------------------------------------------------------
// POST {worker}/upload: JSON UploadPayload, the file as a base64 data URL.

const uploadJson: Resolver = async ({ request }) => {
  const user = userOf(request);
  // Only `base64` may be long; every field kept is bounded on its own below.
  const { fileBody } = byteBounds();
  const body = await readJson(request, { maxBytes: fileBody, maxStringLength: fileBody, text: UPLOAD_TEXT });
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
  const [file] = await storeFiles(companyId, [stored]);
  return HttpResponse.json<FileUploaded>({ file: file! }, { status: 201 });
};

// ---------------------------------------------------------------------------------------------------
// PUT {worker}/upload: a stored file's logo type and description, found by company and name.

const updateFile: Resolver = async ({ request }) => {
  const user = userOf(request);
  const body = await readJson(request, { text: UPLOAD_TEXT });
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
