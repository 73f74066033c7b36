import type { CompanyFile } from '../../contracts/types/upload-worker';
import type { FileContent } from './fileBytes';

/** A stored print file: what the worker answers about it, and its bytes. */
export interface StoredFile {
  /** The wire type itself (docs/rules.md#data-shapes), answered as is. */
  file: CompanyFile;
  /** Its bytes: the seed's in memory, an upload's on disk (fileBytes.ts). */
  content: FileContent;
  /** From the content's first bytes (fileTypes.ts), what the media route serves it as. */
  contentType: string;
}

/** File id → file, in upload order (the order the worker lists them in). */
export type UploadsDb = Map<string, StoredFile>;
