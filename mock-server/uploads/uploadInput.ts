import type { CompanyFile, LogoType } from '../../contracts/types/upload-worker';
import { boundedBody, type JsonObject, type ReadOptions } from '../kit/body';
import { byteBounds, MAX_ID_LENGTH } from '../kit/bounds';
import { HttpError } from '../kit/guard';
import { isPlainText } from '../kit/plainText';
import { checkTypedTexts } from '../kit/typedText';
import { filenameProblem, fileTypeOf, unsupportedType, type FileType } from './fileTypes';

// Reading what an upload sends: multipart forms and base64 data URLs, within the worker's bounds.

export const LOGO_TYPES: readonly LogoType[] = ['primary', 'secondary', 'alternative'];

/** Files one multipart request may carry (the panel's 10, docs/rules.md#print-file-uploads). */
export const MAX_FILES_PER_REQUEST = 10;
/** Characters of a file's description. */
export const MAX_DESCRIPTION_LENGTH = 500;
/** A file's custom fields: how many, and the length of each name and value. */
export const MAX_CUSTOM_FIELDS = 20;
export const MAX_CUSTOM_FIELD_NAME_LENGTH = 100;
export const MAX_CUSTOM_FIELD_VALUE_LENGTH = 2_000;
/** Fields of a multipart upload: companyId, then files, logoType and description per file, and some slack. */
const MAX_FORM_FIELDS = 1 + 3 * MAX_FILES_PER_REQUEST + 9;

const MB = 1024 * 1024;

export const fileTooLarge = (filename: string, maxBytes = byteBounds().uploadFile) =>
  new HttpError(413, `Filen "${filename}" är för stor. Maximal storlek är ${Math.floor(maxBytes / MB)}MB.`);

/** A File entry of a parsed form; FormData's own File class may differ from the global one (jsdom). */
export interface FormFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export const isFormFile = (value: unknown): value is FormFile =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value;

/** A multipart/form-data body within the file body bound (FILE_BODY_BYTES); 400 when it is not one or does not parse. */
export async function readMultipart(request: Request): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError(400, 'Content-Type must be multipart/form-data');
  }
  // Parsed as it streams in: the body is not also joined into a copy the parser would copy again.
  const body = boundedBody(request, byteBounds().fileBody);
  let form: FormData;
  try {
    form = await new Response(body.stream, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw body.refusal() ?? new HttpError(400, 'the multipart body does not parse');
  }
  if ([...form.keys()].length > MAX_FORM_FIELDS) {
    throw new HttpError(400, `the form has more than ${MAX_FORM_FIELDS} fields`);
  }
  // Every text field is typed text (kit/typedText.ts), as readJson checks a JSON body's; the
  // files' names are checkFilename's.
  const texts: Record<string, string[]> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') (texts[key] ??= []).push(value);
  checkTypedTexts(texts, { lines: ['description.*'] });
  return form;
}

/** The one text field `name` of a form, at most `max` characters; 400 otherwise. */
export function formText(form: FormData, name: string, max = MAX_ID_LENGTH): string {
  const values = form.getAll(name);
  const [value] = values;
  if (values.length !== 1 || typeof value !== 'string' || value.trim() === '') {
    throw new HttpError(400, `${name} is required, once, as a text field`);
  }
  if (value.length > max) throw new HttpError(400, `${name} must be at most ${max} characters`);
  return value;
}

export function logoTypeOf(value: unknown, field = 'logoType'): LogoType {
  if (typeof value !== 'string' || !(LOGO_TYPES as readonly string[]).includes(value)) {
    throw new HttpError(400, `${field} must be one of ${LOGO_TYPES.join(', ')}`);
  }
  return value as LogoType;
}

export function descriptionOf(value: unknown, field = 'description'): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new HttpError(400, `${field} must be a string`);
  if (value.length > MAX_DESCRIPTION_LENGTH) {
    throw new HttpError(400, `${field} must be at most ${MAX_DESCRIPTION_LENGTH} characters`);
  }
  // Several lines are fine; controls and bidi characters, which garble or reorder what every member
  // of the company is shown, were refused as the body was read (UPLOAD_TEXT, readMultipart).
  return value;
}

/** fileTypes.ts's text for a name with control characters; bidi controls are control characters too. */
export const FILENAME_CONTROL_CHARACTERS = 'Filnamnet får inte innehålla styrtecken.';

/**
 * How the worker's JSON bodies are read as typed text (kit/typedText.ts): the description may have
 * several lines, the file's data URL is no text, and a file name is refused in the panel's words.
 */
export const UPLOAD_TEXT: ReadOptions['text'] = {
  lines: ['description'],
  notText: ['base64'],
  messages: { filename: FILENAME_CONTROL_CHARACTERS },
};

/**
 * A file's name checked as a single path segment (fileTypes.ts) and as a single line of plain text
 * (kit/plainText.ts); 400 otherwise. The second also refuses C1 controls and the bidi controls, with
 * which 'faktura\u202Egnp.exe' is listed as 'fakturaexe.png'.
 */
export function checkFilename(filename: string): string {
  const problem =
    filenameProblem(filename) ?? (isPlainText(filename) ? undefined : FILENAME_CONTROL_CHARACTERS);
  if (problem) throw new HttpError(400, problem);
  return filename;
}

/**
 * A file's bytes (or its first SNIFF_BYTES and its `size`): not empty, at most MAX_UPLOAD_FILE_BYTES
 * (413), of a type its name agrees with (415).
 */
export function checkContent(
  filename: string,
  bytes: Uint8Array,
  maxBytes = byteBounds().uploadFile,
  size = bytes.byteLength,
): FileType {
  if (size === 0) throw new HttpError(400, `Filen "${filename}" är tom.`);
  if (size > maxBytes) throw fileTooLarge(filename, maxBytes);
  const type = fileTypeOf(filename, bytes);
  if (!type) throw new HttpError(415, unsupportedType(filename));
  return type;
}

/** Bytes of a file's start that tell its type (fileTypes.ts reads an SVG's first 64 KB). */
export const SNIFF_BYTES = 64 * 1024 + 1;

/** A form's file as it is stored: the file itself, and the first bytes its type is read from. */
export interface FormFileContent {
  /** The form's File (written to disk from it, never copied whole), or its bytes where it is no Blob. */
  source: Blob | Uint8Array;
  head: Uint8Array;
  size: number;
}

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).slice === 'function' &&
  typeof (value as Blob).stream === 'function';

/**
 * A form's file to store, refused by its declared size first (413): only its first bytes are read
 * here, so the upload is not held once more in memory before it goes to disk.
 */
export async function formFileContent(
  file: FormFile,
  maxBytes = byteBounds().uploadFile,
): Promise<FormFileContent> {
  if (file.size > maxBytes) throw fileTooLarge(file.name, maxBytes);
  if (!isBlob(file)) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { source: bytes, head: bytes, size: bytes.byteLength };
  }
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return { source: file, head, size: file.size };
}

/** A form's file, refused by its declared size before it is copied (413). */
export async function formFileBytes(file: FormFile, maxBytes = byteBounds().uploadFile): Promise<Uint8Array> {
  if (file.size > maxBytes) throw fileTooLarge(file.name, maxBytes);
  return new Uint8Array(await file.arrayBuffer());
}

const DATA_URL_HEAD = /^data:[^,]{0,200};base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 data URL (`data:image/png;base64,…`); 400 when it is not one, 413 past the file limit. */
export function dataUrlBytes(
  filename: string,
  dataUrl: string,
  maxBytes = byteBounds().uploadFile,
): Uint8Array {
  const head = DATA_URL_HEAD.exec(dataUrl);
  if (!head) throw new HttpError(400, 'base64 must be a data URL (data:<type>;base64,<data>)');
  const data = dataUrl.slice(head[0].length);
  if (!BASE64.test(data) || data.length % 4 === 1) throw new HttpError(400, 'base64 is not valid base64');
  // Decoded size, known before decoding.
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if (Math.floor((data.length * 3) / 4) - padding > maxBytes) {
    throw fileTooLarge(filename, maxBytes);
  }
  // A view of the decoded bytes, not a second copy of them.
  const decoded = Buffer.from(data, 'base64');
  return new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.byteLength);
}

/**
 * A file's custom fields: an object of at most MAX_CUSTOM_FIELDS text values, kept as sent (the
 * panel's preview_for, hide and preview_url); 400 otherwise.
 */
export function customFieldsOf(value: unknown): CompanyFile['custom_fields'] {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'custom_fields must be an object');
  const entries = Object.entries(value as JsonObject);
  if (entries.length > MAX_CUSTOM_FIELDS) {
    throw new HttpError(400, `custom_fields may hold at most ${MAX_CUSTOM_FIELDS} fields`);
  }
  for (const [name, field] of entries) {
    if (name.length > MAX_CUSTOM_FIELD_NAME_LENGTH) {
      throw new HttpError(
        400,
        `custom_fields names must be at most ${MAX_CUSTOM_FIELD_NAME_LENGTH} characters`,
      );
    }
    if (typeof field !== 'string') throw new HttpError(400, `custom_fields.${name} must be a string`);
    if (field.length > MAX_CUSTOM_FIELD_VALUE_LENGTH) {
      throw new HttpError(
        400,
        `custom_fields.${name} must be at most ${MAX_CUSTOM_FIELD_VALUE_LENGTH} characters`,
      );
    }
  }
  return Object.fromEntries(entries) as CompanyFile['custom_fields'];
}
