import { mediaFileOf, mediaPath } from './mediaUrl';
import type { StoredFile } from './types';

// A file as the worker stores it, built alike for an upload (workerHandlers.ts) and for the seed
// (seed.ts), its bytes in memory. Pure: the storage rules over db().uploads are fileStore.ts's,
// which writes an upload's bytes to disk before it is stored (fileBytes.ts).

type StoredFields = StoredFile['file'];

/**
 * A preview link as the worker keeps it: the file's path without the signature of the listing the
 * panel copied it from, so it never expires in storage and compares equal to the preview's url.
 */
function storedCustomFields(fields: StoredFields['custom_fields']): StoredFields['custom_fields'] {
  const preview = fields.preview_url === undefined ? undefined : mediaFileOf(fields.preview_url);
  if (!preview) return fields;
  return { ...fields, preview_url: mediaPath(preview.fileId, preview.filename) };
}

/** What the worker keeps of a file; its url carries its id. */
export interface FileFields {
  filename: string;
  /** In memory (the seed, a JSON upload), or a form's File (written to disk from it). */
  bytes: Uint8Array | Blob;
  logoType: StoredFields['logoType'];
  description: string;
  custom_fields?: StoredFields['custom_fields'];
}

export function storedFile(
  id: string,
  companyId: string,
  contentType: string,
  { filename, bytes, logoType, description, custom_fields = {} }: FileFields,
): StoredFile {
  const file: StoredFields = {
    id,
    filename,
    url: mediaPath(id, filename),
    size: ArrayBuffer.isView(bytes) ? bytes.byteLength : bytes.size,
    description,
    logoType,
    custom_fields: storedCustomFields(custom_fields),
    companyId,
  };
  const content: StoredFile['content'] = ArrayBuffer.isView(bytes)
    ? { kind: 'memory', bytes }
    : { kind: 'upload', blob: bytes };
  return { file, content, contentType };
}
