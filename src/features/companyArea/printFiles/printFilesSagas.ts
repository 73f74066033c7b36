import { actionChannel, all, call, put, select, take, takeLatest, takeLeading } from 'typed-redux-saga';
import { ApiError, SOMETHING_WENT_WRONG, toErrorInfo, UNEXPECTED_ERROR } from '../../../api/apiError';
import type { CompanyFile, LogoType } from '../../../api/types';
import { callApi, callApiOnce } from '../../../core/callApi';
import { service } from '../../../core/services';
import { literal, t } from '../../../i18n/localText';
import { notify } from '../../notifications';
import {
  printFileDeleteConfirmed,
  printFileDeleteSettled,
  printFilesFailed,
  printFilesPicked,
  printFilesRefused,
  printFilesRequested,
  printFilesSucceeded,
  printFilesUploadFinished,
  printFilesUploadProgressed,
  printFilesUploadStarted,
} from './printFilesSlice';
import { batchRole, needsConversion, PANEL_LIMITS, previewFilename, validatePicked } from './rules';
import { selectDeleteTarget, selectVisiblePrintFiles } from './selectors';
import { swedish } from './texts';
import type { PickedFile } from './types';

/** The server's own words when it gave any; otherwise what the failing step was. */
function detailOf(error: unknown, fallback: string): string {
  const { message } = toErrorInfo(error);
  return message && message !== SOMETHING_WENT_WRONG && message !== UNEXPECTED_ERROR ? message : fallback;
}

/** A step of a conversion failed; `message` is the detail the user is shown. */
class StepFailed extends Error {}

export function* loadPrintFiles(companyId: string) {
  const api = yield* service('api');
  try {
    const files = yield* callApi(api.uploads.organisationFiles, companyId);
    yield* put(printFilesSucceeded({ companyId, files }));
  } catch (error) {
    yield* put(printFilesFailed({ companyId, error: toErrorInfo(error) }));
  }
}

function* filesRequested({ payload }: ReturnType<typeof printFilesRequested>) {
  yield* call(loadPrintFiles, payload.companyId);
}

/**
 * docs/rules.md#print-file-uploads: an EPS, PDF or AI is converted, its PNG preview stored hidden,
 * then the original with the preview's address. A preview whose original did not land is deleted
 * again, so no orphan is left behind.
 */
export function* convertAndUpload(companyId: string, picked: PickedFile, file: File, logoType: LogoType) {
  const api = yield* service('api');
  const pickedFiles = yield* service('pickedFiles');

  let png: Blob;
  try {
    png = yield* callApi(api.uploads.convertToPng, file, picked.name);
  } catch (error) {
    throw new StepFailed(detailOf(error, swedish.conversionFailed));
  }

  let preview: CompanyFile;
  try {
    const base64 = yield* call(pickedFiles.readAsDataUrl, png);
    const answer = yield* callApiOnce(api.uploads.uploadJson, {
      filename: previewFilename(picked.name),
      base64,
      companyId,
      logoType,
      description: '',
      custom_fields: { preview_for: picked.name, hide: 'true' },
    });
    preview = answer.file;
  } catch (error) {
    throw new StepFailed(detailOf(error, swedish.previewUploadFailed));
  }

  try {
    const base64 = yield* call(pickedFiles.readAsDataUrl, file);
    yield* callApiOnce(api.uploads.uploadJson, {
      filename: picked.name,
      base64,
      companyId,
      logoType,
      description: '',
      custom_fields: { preview_url: preview.url },
    });
  } catch (error) {
    try {
      yield* callApi(api.uploads.deleteFile, preview.id);
    } catch {
      // The preview is hidden from the list anyway; the original's failure is what the user needs.
    }
    throw new StepFailed(detailOf(error, swedish.originalUploadFailed));
  }
}

/**
 * One pick, from validation to the summary toast (docs/rules.md#print-file-uploads). Conversions go
 * one at a time, and one failing file never stops the others; the remaining files go in one batch.
 */
export function* uploadPicked({ payload }: ReturnType<typeof printFilesPicked>) {
  const { companyId } = payload;
  const api = yield* service('api');
  const pickedFiles = yield* service('pickedFiles');

  const listed = yield* select(selectVisiblePrintFiles, companyId);
  const { accepted, refusals } = validatePicked(payload.files, listed, PANEL_LIMITS);
  yield* put(printFilesRefused({ companyId, messages: refusals.map((refusal) => refusal.message) }));
  for (const picked of payload.files) {
    if (!accepted.includes(picked)) yield* call(pickedFiles.release, picked.id);
  }
  if (accepted.length === 0) return;

  // The pick is one batch: its first file is the primary logo, whichever way it is sent.
  const roles = new Map(accepted.map((picked, index) => [picked.id, batchRole(index)]));
  const conversions = accepted.filter((picked) => needsConversion(picked.name));
  const direct = accepted.filter((picked) => !needsConversion(picked.name));

  let landed = 0;
  let failed = 0;
  let done = 0;
  yield* put(printFilesUploadStarted({ companyId, total: accepted.length }));
  try {
    for (const picked of conversions) {
      yield* put(printFilesUploadProgressed({ companyId, current: picked.name, converting: true, done }));
      try {
        const file = yield* call(pickedFiles.get, picked.id);
        if (!file) throw new StepFailed(swedish.originalUploadFailed);
        yield* call(convertAndUpload, companyId, picked, file, roles.get(picked.id)!);
        landed += 1;
      } catch (error) {
        failed += 1;
        const detail =
          error instanceof StepFailed ? error.message : detailOf(error, swedish.conversionFailed);
        yield* notify('error', literal(swedish.conversionFailedFor(picked.name, detail)));
      }
      done += 1;
    }

    if (direct.length > 0) {
      const names = direct.map((picked) => picked.name).join(', ');
      yield* put(printFilesUploadProgressed({ companyId, current: names, converting: false, done }));
      const entries = [];
      for (const picked of direct) {
        const file = yield* call(pickedFiles.get, picked.id);
        if (file) {
          entries.push({ file, filename: picked.name, logoType: roles.get(picked.id)!, description: '' });
        } else {
          failed += 1;
        }
      }
      if (entries.length > 0) {
        try {
          yield* callApiOnce(api.uploads.uploadFiles, companyId, entries);
          landed += entries.length;
        } catch (error) {
          failed += entries.length;
          const detail = detailOf(error, '');
          yield* notify('error', literal(swedish.providerFailed), detail ? literal(detail) : undefined);
        }
      }
      done += direct.length;
      yield* put(printFilesUploadProgressed({ companyId, current: null, converting: false, done }));
    }
  } finally {
    for (const picked of accepted) yield* call(pickedFiles.release, picked.id);
    yield* put(printFilesUploadFinished({ companyId }));
  }

  if (landed > 0) {
    yield* call(loadPrintFiles, companyId);
    yield* notify('success', literal(swedish.uploaded));
  }
  if (failed > 0) {
    if (landed > 0) yield* notify('warning', literal(swedish.someFailed(failed)));
    else yield* notify('error', literal(swedish.noneLanded));
  }
}

/** Picks queue up and are uploaded one after another, so conversions never run side by side. */
function* uploadQueue() {
  const picks = yield* actionChannel(printFilesPicked.type);
  for (;;) {
    const action = (yield* take(picks)) as ReturnType<typeof printFilesPicked>;
    try {
      yield* call(uploadPicked, action);
    } catch {
      // A bug in one pick must not stop the queue; the user hears of it.
      yield* notify('error', literal(swedish.providerFailed));
    }
  }
}

/** 'Kunde inte ta bort filen' when the server said no, 'Tekniskt fel vid borttagning' when it did not answer. */
function deleteFailure(error: unknown) {
  const refused =
    error instanceof ApiError &&
    !error.isNetworkError &&
    error.statusCode !== null &&
    error.statusCode >= 400 &&
    error.statusCode < 500;
  return refused
    ? { title: swedish.deleteRefused, detail: detailOf(error, '') }
    : { title: swedish.deleteTechnicalError, detail: '' };
}

/** docs/rules.md#print-files: the confirmed file is deleted, the list refetched, and a toast says so. */
export function* deleteConfirmed() {
  const target = yield* select(selectDeleteTarget);
  if (!target) return;
  const { companyId, fileId } = target;
  const api = yield* service('api');
  try {
    yield* callApi(api.uploads.deleteFile, fileId);
  } catch (error) {
    const { title, detail } = deleteFailure(error);
    yield* put(printFileDeleteSettled({ companyId, fileId, error: literal(title) }));
    yield* notify('error', literal(title), detail ? literal(detail) : undefined);
    return;
  }
  yield* put(printFileDeleteSettled({ companyId, fileId }));
  yield* call(loadPrintFiles, companyId);
  yield* notify('success', t('printFiles.toast.deleted'));
}

export function* printFilesRootSaga() {
  yield* all([
    takeLatest(printFilesRequested.type, filesRequested),
    takeLeading(printFileDeleteConfirmed.type, deleteConfirmed),
    call(uploadQueue),
  ]);
}
