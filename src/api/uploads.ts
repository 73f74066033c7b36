import type { AxiosInstance } from 'axios';
import { ApiError, messageFromBody } from './apiError';
import { onceConfig, type Once } from './http';
import type {
  CompanyFile,
  FilesUploaded,
  FileUpdateInput,
  FileUploaded,
  LogoType,
  OrganisationFiles,
  ProxyEnvelope,
  UploadPayload,
} from './types';

/** One file of a multipart batch upload. */
export interface UploadEntry {
  file: Blob;
  filename: string;
  logoType: LogoType;
  description: string;
}

/** The page size of the organisation-files query (docs/rules.md#print-files). */
export const FILES_PAGE_SIZE = 200;

/**
 * A 15 MB file on a slow uplink, or a large EPS in the converter, takes longer than the default
 * timeout; cut off early, the same bytes would only be sent again by the retry rules.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

// The instances default to JSON, and axios turns FormData into JSON under that content type;
// this one makes it send multipart and lets the browser add the boundary.
const MULTIPART = { headers: { 'Content-Type': 'multipart/form-data' }, timeout: UPLOAD_TIMEOUT_MS };

/**
 * The file-upload worker ({worker}) and the proxy's company-media routes. The worker answers its
 * own shapes (no envelope); its errors are `{ error }`, or plain text from the converter.
 */
export function createUploadsApi(worker: AxiosInstance, proxy: AxiosInstance) {
  return {
    /** EPS, PDF or AI to a PNG preview. Changes nothing on the server, so it is safe to repeat. */
    convertToPng: async (file: Blob, filename: string): Promise<Blob> => {
      const form = new FormData();
      form.append('file', file, filename);
      try {
        const response = await worker.post<Blob>('/eps-convert', form, {
          ...MULTIPART,
          responseType: 'blob',
        });
        return response.data;
      } catch (error) {
        throw await readableBlobError(error);
      }
    },

    /** Stores the files as one batch; fields in the worker's order: companyId, then per file its three. */
    uploadFiles: (companyId: string, entries: UploadEntry[], once: Once) => {
      const form = new FormData();
      form.append('companyId', companyId);
      for (const entry of entries) {
        form.append('files', entry.file, entry.filename);
        form.append('logoType', entry.logoType);
        form.append('description', entry.description);
      }
      return worker
        .post<FilesUploaded>('/upload/', form, onceConfig(once, MULTIPART))
        .then((response) => response.data);
    },

    /** Stores one file sent as a data URL (a conversion's preview and its original). */
    uploadJson: (payload: UploadPayload, once: Once) =>
      worker
        .post<FileUploaded>('/upload', payload, onceConfig(once, { timeout: UPLOAD_TIMEOUT_MS }))
        .then((response) => response.data),

    /** Changes a stored file's logo type or description; the same input gives the same result. */
    updateFile: (input: FileUpdateInput) =>
      worker.put<FileUploaded>('/upload', input).then((response) => response.data),

    /** The company's files, hidden ones included (the panel decides what to list). */
    organisationFiles: async (companyId: string): Promise<CompanyFile[]> => {
      const response = await worker.get<OrganisationFiles>('/files', {
        params: { companyId, per_page: FILES_PAGE_SIZE },
      });
      return response.data.companies?.find((company) => company.id === companyId)?.files ?? [];
    },

    /**
     * DELETE /api/company-media/{id}: of the two forms docs/rules.md#print-files names, the one whose failure it describes (an
     * `error` field), so a refusal reaches the user in the server's words.
     */
    deleteFile: async (fileId: string): Promise<void> => {
      const response = await proxy.delete<ProxyEnvelope<unknown> & { error?: string }>(
        `/company-media/${encodeURIComponent(fileId)}`,
      );
      // The proxy reports a refusal in its envelope as well as by status; either is a failure.
      const body = response.data;
      if (body && (body.ok === false || typeof body.error === 'string')) {
        throw new ApiError({
          message: messageFromBody(body),
          statusCode: typeof body.status === 'number' && body.status >= 400 ? body.status : 400,
          body: { error: messageFromBody(body) },
        });
      }
    },
  };
}

export type UploadsApi = ReturnType<typeof createUploadsApi>;

/**
 * With responseType 'blob' an error body arrives as a Blob, so the interceptor cannot read its
 * message; the converter answers plain text, the worker `{ error }`. Both become the message.
 */
async function readableBlobError(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) || !isBlob(error.body)) return error;
  const text = (await error.body.text()).trim();
  let message = text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') message = messageFromBody(parsed);
  } catch {
    // Plain text: the message as it came.
  }
  return new ApiError({
    message: message || messageFromBody(null),
    statusCode: error.statusCode,
    requestId: error.requestId,
    body: message ? { error: message } : null,
  });
}

// By shape: a Blob from another realm (a test DOM) is still a Blob.
function isBlob(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).text === 'function' &&
    typeof (value as Blob).size === 'number'
  );
}
