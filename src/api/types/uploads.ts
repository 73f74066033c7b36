// The file-upload worker ({worker}) and the proxy's company-media routes (docs/rules.md#data-shapes).

export type LogoType = 'primary' | 'secondary' | 'alternative';

/**
 * Company print file (docs/rules.md#data-shapes). `custom_fields.hide === 'true'` marks a
 * conversion's preview.
 */
export interface CompanyFile {
  id: string;
  filename: string;
  /** Where the file itself is served (download). */
  url: string;
  /** Bytes. */
  size: number;
  description: string;
  logoType: LogoType;
  custom_fields: {
    /** The PNG preview of an EPS, PDF or AI original. */
    preview_url?: string;
    /** On a preview: the original's filename. */
    preview_for?: string;
    hide?: string;
    [key: string]: string | undefined;
  };
  companyId: string;
}

/**
 * POST {worker}/upload (JSON) — the upload payload (docs/rules.md#print-file-uploads); base64 is a
 * data URL.
 */
export interface UploadPayload {
  filename: string;
  base64: string;
  companyId: string;
  logoType: LogoType;
  description: string;
  custom_fields: Record<string, string>;
}

/** The JSON upload's answer: the stored file, its url included. */
export interface FileUploaded {
  file: CompanyFile;
}

/**
 * POST {worker}/upload/ (multipart): fields `companyId`, then per file `files` (the file),
 * `logoType` and `description` in the same order. Answers every stored file.
 */
export interface FilesUploaded {
  files: CompanyFile[];
}

/** PUT {worker}/upload: change a stored file's logo type or description. */
export interface FileUpdateInput {
  companyId: string;
  filename: string;
  logoType: LogoType;
  description: string;
}

/** GET {worker}/files?companyId=&per_page=200: the organisation's files (hidden ones included). */
export interface OrganisationFiles {
  companies: { id: string; files: CompanyFile[] }[];
}

/** The worker's error body. */
export interface WorkerError {
  error: string;
}
