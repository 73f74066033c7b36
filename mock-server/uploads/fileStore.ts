import type { CompanyFile } from '../../contracts/types/upload-worker';
import { db } from '../db';
import { HttpError } from '../kit/guard';
import { discardContent, writeContents } from './fileBytes';
import { mediaFileOf, signedMediaUrl } from './mediaUrl';
import type { StoredFile } from './types';

// The worker's storage rules over db().uploads: one file per name in a company, a bounded number of
// files and bytes per company, and a conversion's preview goes with its original. A stored file
// itself is built by storedFile.ts, which the seed uses too; an upload's bytes go to disk
// (fileBytes.ts) before it is stored, and leave it when it is deleted.

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
 * 409 when a name is taken in the company (or repeats in the batch), 409 when the company would
 * hold more than MAX_FILES_PER_COMPANY files.
 */
function checkStorable(companyId: string, files: readonly StoredFile[]): void {
  const taken = new Set(companyFiles(companyId).map((stored) => stored.file.filename));
  for (const { file } of files) {
    if (taken.has(file.filename)) throw alreadyStored(file.filename);
    taken.add(file.filename);
  }
  if (taken.size > MAX_FILES_PER_COMPANY) {
    throw new HttpError(409, `Ett företag kan ha högst ${MAX_FILES_PER_COMPANY} filer.`);
  }
}

/**
 * Stores every file or none: refused as checkStorable says, or (409) past the company's or the
 * store's bytes (fileBytes.ts). The bytes are written to disk first; the stored files keep only
 * where they are, so the memory the upload took is let go when its request is answered.
 */
export async function storeFiles(companyId: string, files: readonly StoredFile[]): Promise<CompanyFile[]> {
  // Refused before anything is written, and again after: another upload may have taken a name meanwhile.
  checkStorable(companyId, files);
  const contents = await writeContents(
    companyId,
    files.map(({ content }) =>
      content.kind === 'memory' ? content.bytes : content.kind === 'upload' ? content.blob : new Uint8Array(),
    ),
  );
  const onDisk = files.map((stored, i) => ({ ...stored, content: contents[i]! }));
  try {
    checkStorable(companyId, onDisk);
  } catch (refusal) {
    for (const content of contents) discardContent(content);
    throw refusal;
  }
  for (const stored of onDisk) db().uploads.set(stored.file.id, stored);
  return onDisk.map((stored) => fileView(stored.file));
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
  const deleted = [target, ...previews];
  for (const stored of deleted) {
    uploads.delete(stored.file.id);
    discardContent(stored.content);
  }
  return deleted.map((stored) => stored.file.id);
}
