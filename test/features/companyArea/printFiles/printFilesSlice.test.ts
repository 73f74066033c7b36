import { loggedOut, sessionEnded } from '../../../../src/core/session';
import {
  printFileDeleteAsked,
  printFileDeleteCancelled,
  printFileDeleteConfirmed,
  printFileDeleteSettled,
  printFilesPicked,
  printFilesReducer,
  printFilesRefused,
  printFilesRequested,
  printFilesSucceeded,
  printFilesUploadFinished,
  printFilesUploadProgressed,
  printFilesUploadStarted,
} from '../../../../src/features/companyArea/printFiles/printFilesSlice';
import { selectVisiblePrintFiles } from '../../../../src/features/companyArea/printFiles/selectors';
import { COMPANY, companyFile, picked } from './fixtures';

const reduce = (...actions: Parameters<typeof printFilesReducer>[1][]) =>
  actions.reduce(printFilesReducer, printFilesReducer(undefined, { type: '@@init' }));

const files = [companyFile('logo.eps'), companyFile('logo-preview.png', { custom_fields: { hide: 'true' } })];
const target = { companyId: COMPANY, fileId: 'file-logo.eps', filename: 'logo.eps' };

describe('printFilesSlice', () => {
  it('keeps the loaded list while it is fetched again, so a refetch shows no skeleton', () => {
    const state = reduce(
      printFilesRequested(COMPANY),
      printFilesSucceeded({ companyId: COMPANY, files }),
      printFilesRequested(COMPANY),
    );
    expect(state.companies[COMPANY]).toMatchObject({ files, loaded: true, request: { status: 'loading' } });
  });

  it('lists only the visible files', () => {
    const state = { printFiles: reduce(printFilesSucceeded({ companyId: COMPANY, files })) };
    expect(selectVisiblePrintFiles(state, COMPANY).map((f) => f.filename)).toEqual(['logo.eps']);
    expect(selectVisiblePrintFiles(state, 'another-company')).toEqual([]);
  });

  it('clears the last refusals when new files are picked', () => {
    const state = reduce(
      printFilesRefused({ companyId: COMPANY, messages: ['Filtypen för "x.txt" stöds inte.'] }),
      printFilesPicked({ companyId: COMPANY, files: [picked('a.png')] }),
    );
    expect(state.companies[COMPANY]!.refusals).toEqual([]);
  });

  it('records the progress of an upload and forgets it when it is over', () => {
    const running = reduce(
      printFilesUploadStarted({ companyId: COMPANY, total: 3 }),
      printFilesUploadProgressed({ companyId: COMPANY, current: 'logo.eps', converting: true, done: 1 }),
    );
    expect(running.companies[COMPANY]!.upload).toEqual({
      total: 3,
      done: 1,
      current: 'logo.eps',
      converting: true,
    });
    expect(
      printFilesReducer(running, printFilesUploadFinished({ companyId: COMPANY })).companies[COMPANY]!.upload,
    ).toBeNull();
  });

  it('keeps the confirmation open while its delete runs, and closes it when the delete succeeded', () => {
    const deleting = reduce(
      printFileDeleteAsked(target),
      printFileDeleteConfirmed(),
      printFileDeleteCancelled(),
    );
    expect(deleting.confirmDelete).toEqual(target);
    expect(deleting.companies[COMPANY]!.deletingId).toBe(target.fileId);
    const done = printFilesReducer(
      deleting,
      printFileDeleteSettled({ companyId: COMPANY, fileId: target.fileId }),
    );
    expect(done.confirmDelete).toBeNull();
    expect(done.companies[COMPANY]!.deletingId).toBeNull();
  });

  it('shows a failed delete in the still open confirmation, and a new attempt clears it', () => {
    const failed = reduce(
      printFileDeleteAsked(target),
      printFileDeleteConfirmed(),
      printFileDeleteSettled({
        companyId: COMPANY,
        fileId: target.fileId,
        error: { text: 'Kunde inte ta bort filen' },
      }),
    );
    expect(failed.confirmDelete).toEqual({ ...target, error: { text: 'Kunde inte ta bort filen' } });
    expect(printFilesReducer(failed, printFileDeleteConfirmed()).confirmDelete).toEqual(target);
    expect(printFilesReducer(failed, printFileDeleteCancelled()).confirmDelete).toBeNull();
  });

  it.each([
    ['logging out', loggedOut()],
    ['the session ending', sessionEnded()],
  ])('forgets every company’s files on %s', (_name, action) => {
    const state = reduce(
      printFilesSucceeded({ companyId: COMPANY, files }),
      printFileDeleteAsked(target),
      action,
    );
    expect(state).toEqual({ companies: {}, confirmDelete: null });
  });
});
