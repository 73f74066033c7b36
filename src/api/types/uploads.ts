// The file-upload worker ({worker}). The shapes are generated from its contract,
// contracts/upload-worker.yaml (`npm run contracts`).

export type {
  LogoType,
  CompanyFile,
  UploadPayload,
  FileUploaded,
  FilesUploaded,
  FileUpdateInput,
  OrganisationFiles,
  WorkerError,
} from '../../../contracts/types/upload-worker';
