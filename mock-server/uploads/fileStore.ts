import type { CompanyFile } from '../../contracts/types/upload-worker';
import { db } from '../db';
import { HttpError } from '../kit/guard';
import { mediaFileOf, signedMediaUrl } from './mediaUrl';
import type { StoredFile } from './types';

// The worker's storage rules over db().uploads: one file per name in a company, a bounded number of
// files per company, and a conversion's preview goes with its original. A stored file itself is
// built by storedFile.ts, which the seed uses too.

/** Files one company may keep; the panel reads 200 a page (docs/rules.md#print-files), so sees them all. */
export const MAX_FILES_PER_COMPANY = 200;

export function companyFiles(companyId: string): StoredFile[] {
  return [...db().uploads.values()].filter((stored) => stored.file.companyId === companyId);
}

export function fileByName(companyId: string, filename: string): StoredFile | undefined {
  return companyFiles(companyId).find((stored) => stored.file.filename === filename);
}

/**
 * A file as the worker answers it to someone who may see it: its link, and its preview's, signed
 * for that viewer's session of work (mediaUrl.ts).
 */
export function fileView(file: CompanyFile): CompanyFile {
  const view = structuredClone(file);
  view.url = signedMediaUrl(file.id, file.filename);
  const preview = file.custom_fields.preview_url && mediaFileOf(file.custom_fields.preview_url);
  if (preview) view.custom_fields.preview_url = signedMediaUrl(preview.fileId, preview.filename);
  return view;
}

export const alreadyStored = (filename: string) =>
  new HttpError(409, `Filen "${filename}" finns redan hos företaget.`);

/**
 * Stores every file or none: 409 when a name is taken in the company (or repeats in the batch), 409
 * when the company would hold more than MAX_FILES_PER_COMPANY files.
 */
export function storeFiles(companyId: string, files: readonly StoredFile[]): CompanyFile[] {
  const taken = new Set(companyFiles(companyId).map((stored) => stored.file.filename));
  for (const { file } of files) {
    if (taken.has(file.filename)) throw alreadyStored(file.filename);
    taken.add(file.filename);
  }
  if (taken.size > MAX_FILES_PER_COMPANY) {
    throw new HttpError(409, `Ett företag kan ha högst ${MAX_FILES_PER_COMPANY} filer.`);
  }
  for (const stored of files) db().uploads.set(stored.file.id, stored);
  return files.map((stored) => fileView(stored.file));
}

/** Whether `preview` is the hidden PNG the panel made of `original` (docs/rules.md#print-file-uploads). */
export function isPreviewOf(preview: CompanyFile, original: CompanyFile): boolean {
  if (preview.id === original.id || preview.companyId !== original.companyId) return false;
  return (
    preview.custom_fields.preview_for === original.filename ||
    (original.custom_fields.preview_url !== undefined && original.custom_fields.preview_url === preview.url)
  );
}

/**
 * Deletes a file and the previews made of it; deleting a preview takes its link off the original,
 * so no thumbnail points at a file that is gone. The ids deleted.
 */
export function deleteFile(target: StoredFile): string[] {
  const uploads = db().uploads;
  const companyFilesNow = companyFiles(target.file.companyId);
  const previews = companyFilesNow.filter((stored) => isPreviewOf(stored.file, target.file));
  for (const original of companyFilesNow) {
    if (original.file.custom_fields.preview_url === target.file.url) {
      delete original.file.custom_fields.preview_url;
    }
  }
  const deleted = [target, ...previews].map((stored) => stored.file.id);
  for (const id of deleted) uploads.delete(id);
  return deleted;
}
