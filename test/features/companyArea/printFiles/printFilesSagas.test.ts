import { combineReducers } from '@reduxjs/toolkit';
import { File as NodeFile } from 'node:buffer';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/api/apiError';
import type { CompanyFile, UploadPayload } from '../../../../src/api/types';
import type { UploadEntry } from '../../../../src/api/uploads';
import { sessionReducer } from '../../../../src/core/session';
import { notificationsReducer } from '../../../../src/features/notifications';
import {
  deleteConfirmed,
  loadPrintFiles,
  printFilesRootSaga,
  uploadPicked,
} from '../../../../src/features/companyArea/printFiles/printFilesSagas';
import {
  printFileDeleteAsked,
  printFileDeleteConfirmed,
  printFileDeleteSettled,
  printFilesPicked,
  printFilesReducer,
  printFilesRefused,
  printFilesSucceeded,
} from '../../../../src/features/companyArea/printFiles/printFilesSlice';
import type { PickedFile } from '../../../../src/features/companyArea/printFiles/types';
import { sagaHarness, toasts } from '../../../support/sagaHarness';
import { COMPANY, companyFile } from './fixtures';
import { runToEnd } from '../../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(
  combineReducers({
    printFiles: printFilesReducer,
    notifications: notificationsReducer,
    session: sessionReducer,
  }),
);
type State = ReturnType<typeof reducer>;

const listed = [companyFile('nordic-print-logo.eps', { logoType: 'primary' }), companyFile('mark.png')];

/** A fresh harness with the files a user picked, their bytes in the fake pickedFiles service. */
function pickFiles(...names: string[]) {
  const harness = setup();
  const files: PickedFile[] = names.map((name) => {
    const type = name.endsWith('.png') ? 'image/png' : name.endsWith('.txt') ? 'text/plain' : '';
    const file = new NodeFile([`bytes of ${name}`], name, { type }) as unknown as File;
    return { id: harness.services.pickedFiles.add(file), name, size: file.size, type };
  });
  return { ...harness, files, pick: printFilesPicked({ companyId: COMPANY, files }) };
}

const stored = (payload: UploadPayload): { file: CompanyFile } => ({
  file: companyFile(payload.filename, {
    id: `stored-${payload.filename}`,
    url: `/worker/media/stored-${payload.filename}/${payload.filename}`,
    logoType: payload.logoType,
    custom_fields: payload.custom_fields,
  }),
});

const png = () => new Blob(['png bytes'], { type: 'image/png' });
const loaded = () => state(printFilesSucceeded({ companyId: COMPANY, files: listed }));

describe('loading the list', () => {
  it('keeps every file the worker has for the company', async () => {
    const { api, providers } = setup();
    const files = [...listed, companyFile('korrektur.pdf')];
    const { storeState } = await expectSaga(loadPrintFiles, COMPANY)
      .withReducer(reducer)
      .provide([[matchers.call.fn(api.uploads.organisationFiles), files], ...providers])
      .call(api.uploads.organisationFiles, COMPANY)
      .put(printFilesSucceeded({ companyId: COMPANY, files }))
      .run();
    expect((storeState as State).printFiles.companies[COMPANY]).toMatchObject({ files, loaded: true });
  });

  it('records the failure as plain error data', async () => {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(loadPrintFiles, COMPANY)
      .withReducer(reducer)
      .provide([
        [
          matchers.call.fn(api.uploads.organisationFiles),
          throwError(new ApiError({ message: 'Forbidden', statusCode: 403, body: { error: 'NOT_ADMIN' } })),
        ],
        ...providers,
      ])
      .run();
    expect((storeState as State).printFiles.companies[COMPANY]!.request).toMatchObject({
      status: 'failed',
      error: { message: 'Forbidden', statusCode: 403 },
    });
  });
});

describe('uploading picked files', () => {
  it('refuses what the rules refuse, with the Swedish texts, and sends nothing for them', async () => {
    const { api, services, providers, files, pick } = pickFiles('x.txt');
    const { storeState } = await expectSaga(uploadPicked, pick)
      .withReducer(reducer, loaded())
      .provide(providers)
      .put(printFilesRefused({ companyId: COMPANY, messages: ['Filtypen för "x.txt" stöds inte.'] }))
      .not.call.fn(api.uploads.uploadFiles)
      .not.call.fn(api.uploads.convertToPng)
      .run();
    expect((storeState as State).printFiles.companies[COMPANY]!.refusals).toEqual([
      'Filtypen för "x.txt" stöds inte.',
    ]);
    expect(services.pickedFiles.get(files[0]!.id)).toBeUndefined();
  });

  it('sends the other files in one multipart batch, the first primary and the rest secondary', async () => {
    const { api, services, providers, files, pick } = pickFiles('a.png', 'b.png', 'c.png');
    const entries: UploadEntry[] = files.map((f, index) => ({
      file: services.pickedFiles.get(f.id)!,
      filename: f.name,
      logoType: index === 0 ? 'primary' : 'secondary',
      description: '',
    }));
    const { storeState } = await expectSaga(uploadPicked, pick)
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(api.uploads.uploadFiles), { files: [] }],
        [matchers.call.fn(api.uploads.organisationFiles), listed],
        ...providers,
      ])
      .call(api.uploads.uploadFiles, COMPANY, entries, { idempotencyKey: 'id-1' })
      .call(api.uploads.organisationFiles, COMPANY)
      .not.call.fn(api.uploads.convertToPng)
      .run();
    const after = storeState as State;
    expect(toasts(after)).toEqual([{ severity: 'success', title: { text: 'Filer har laddats upp' } }]);
    expect(after.printFiles.companies[COMPANY]!.upload).toBeNull();
    for (const f of files) expect(services.pickedFiles.get(f.id)).toBeUndefined();
  });

  it('converts an EPS, stores the hidden PNG preview, then the original pointing at the preview', async () => {
    const { api, providers, pick } = pickFiles('logo.eps');
    const { storeState } = await expectSaga(uploadPicked, pick)
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(api.uploads.convertToPng), png()],
        [matchers.call.fn(api.uploads.uploadJson), dynamic(({ args: [payload] }) => stored(payload))],
        [matchers.call.fn(api.uploads.organisationFiles), listed],
        ...providers,
      ])
      .call.fn(api.uploads.convertToPng)
      .call(
        api.uploads.uploadJson,
        {
          filename: 'logo-preview.png',
          base64: `data:image/png;base64,${Buffer.from('png bytes').toString('base64')}`,
          companyId: COMPANY,
          logoType: 'primary',
          description: '',
          custom_fields: { preview_for: 'logo.eps', hide: 'true' },
        },
        { idempotencyKey: 'id-1' },
      )
      .call(
        api.uploads.uploadJson,
        {
          filename: 'logo.eps',
          base64: `data:;base64,${Buffer.from('bytes of logo.eps').toString('base64')}`,
          companyId: COMPANY,
          logoType: 'primary',
          description: '',
          custom_fields: { preview_url: '/worker/media/stored-logo-preview.png/logo-preview.png' },
        },
        { idempotencyKey: 'id-2' },
      )
      .put.like({ action: { payload: { companyId: COMPANY, converting: true, current: 'logo.eps' } } })
      .not.call.fn(api.uploads.uploadFiles)
      .run();
    expect(toasts(storeState as State)).toEqual([
      { severity: 'success', title: { text: 'Filer har laddats upp' } },
    ]);
  });

  it('converts one file after another: each is stored whole before the next is converted', async () => {
    const { api, providers, pick } = pickFiles('one.eps', 'two.pdf', 'three.ai');
    const steps: string[] = [];
    await expectSaga(uploadPicked, pick)
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(api.uploads.convertToPng),
          dynamic(async ({ args: [, name] }) => (steps.push(`convert ${name}`), png())),
        ],
        [
          matchers.call.fn(api.uploads.uploadJson),
          dynamic(async ({ args: [payload] }) => (steps.push(`store ${payload.filename}`), stored(payload))),
        ],
        [matchers.call.fn(api.uploads.organisationFiles), listed],
        ...providers,
      ])
      .run();
    expect(steps).toEqual([
      'convert one.eps',
      'store one-preview.png',
      'store one.eps',
      'convert two.pdf',
      'store two-preview.png',
      'store two.pdf',
      'convert three.ai',
      'store three-preview.png',
      'store three.ai',
    ]);
  });

  it('queues a second pick until the first has finished', async () => {
    const first = pickFiles('one.eps');
    const harness = first;
    const secondFile = new NodeFile(['second'], 'two.eps') as unknown as File;
    const second = printFilesPicked({
      companyId: COMPANY,
      files: [{ id: harness.services.pickedFiles.add(secondFile), name: 'two.eps', size: 6, type: '' }],
    });
    const steps: string[] = [];
    await runToEnd(
      expectSaga(printFilesRootSaga)
        .withReducer(reducer, loaded())
        .provide([
          [
            matchers.call.fn(harness.api.uploads.convertToPng),
            dynamic(async ({ args: [, name] }) => (steps.push(`convert ${name}`), png())),
          ],
          [
            matchers.call.fn(harness.api.uploads.uploadJson),
            dynamic(
              async ({ args: [payload] }) => (steps.push(`store ${payload.filename}`), stored(payload)),
            ),
          ],
          [
            matchers.call.fn(harness.api.uploads.organisationFiles),
            dynamic(async () => (steps.push('refetch'), listed)),
          ],
          ...harness.providers,
        ])
        .dispatch(first.pick)
        .dispatch(second),
    );
    expect(steps).toEqual([
      'convert one.eps',
      'store one-preview.png',
      'store one.eps',
      'refetch',
      'convert two.eps',
      'store two-preview.png',
      'store two.eps',
      'refetch',
    ]);
  });

  it('names a failing conversion with the server’s detail and still stores the other files', async () => {
    const { api, providers, pick } = pickFiles('broken.eps', 'good.pdf', 'c.png');
    const { storeState } = await expectSaga(uploadPicked, pick)
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(api.uploads.convertToPng),
          dynamic(({ args: [, name] }) => {
            if (name === 'broken.eps') throw new ApiError({ message: 'Could not read EPS', statusCode: 422 });
            return png();
          }),
        ],
        [matchers.call.fn(api.uploads.uploadJson), dynamic(({ args: [payload] }) => stored(payload))],
        [matchers.call.fn(api.uploads.uploadFiles), { files: [] }],
        [matchers.call.fn(api.uploads.organisationFiles), listed],
        ...providers,
      ])
      .call.like({ fn: api.uploads.uploadJson, args: [{ filename: 'good.pdf', logoType: 'secondary' }] })
      .call.like({
        fn: api.uploads.uploadFiles,
        args: [COMPANY, [{ filename: 'c.png', logoType: 'secondary' }]],
      })
      .not.call.like({ fn: api.uploads.uploadJson, args: [{ filename: 'broken-preview.png' }] })
      .call(api.uploads.organisationFiles, COMPANY)
      .run();
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'error',
        title: { text: 'Konvertering/uppladdning misslyckades för broken.eps. Could not read EPS' },
      },
      { severity: 'success', title: { text: 'Filer har laddats upp' } },
      { severity: 'warning', title: { text: '1 fil(er) kunde inte laddas upp' } },
    ]);
  });

  it('says “Konvertering misslyckades” when the converter gives no reason', async () => {
    const { api, providers, pick } = pickFiles('mute.ai');
    const { storeState } = await expectSaga(uploadPicked, pick)
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(api.uploads.convertToPng),
          throwError(new ApiError({ message: 'somethingWentWrong', statusCode: 422 })),
        ],
        ...providers,
      ])
      .not.call.fn(api.uploads.organisationFiles)
      .run();
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'error',
        title: { text: 'Konvertering/uppladdning misslyckades för mute.ai. Konvertering misslyckades' },
      },
      { severity: 'error', title: { text: 'fil(er) kunde inte laddas upp' } },
    ]);
  });

  it('deletes the stored preview again when the original could not be stored', async () => {
    const { api, providers, pick } = pickFiles('logo.eps');
    const { storeState } = await expectSaga(uploadPicked, pick)
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(api.uploads.convertToPng), png()],
        [
          matchers.call.fn(api.uploads.uploadJson),
          dynamic(({ args: [payload] }) => {
            if (payload.filename === 'logo.eps') {
              throw new ApiError({
                message: 'Storage full',
                statusCode: 507,
                body: { error: 'Storage full' },
              });
            }
            return stored(payload);
          }),
        ],
        [matchers.call.fn(api.uploads.deleteFile), undefined],
        ...providers,
      ])
      .call(api.uploads.deleteFile, 'stored-logo-preview.png')
      .not.call.fn(api.uploads.organisationFiles)
      .run();
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'error',
        title: { text: 'Konvertering/uppladdning misslyckades för logo.eps. Storage full' },
      },
      { severity: 'error', title: { text: 'fil(er) kunde inte laddas upp' } },
    ]);
  });

  it('reports a refused batch as an upload error and every file in it as not uploaded', async () => {
    const { api, providers, pick } = pickFiles('a.png', 'b.png');
    const { storeState } = await expectSaga(uploadPicked, pick)
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(api.uploads.uploadFiles),
          throwError(new ApiError({ message: 'Quota exceeded', statusCode: 413 })),
        ],
        ...providers,
      ])
      .run();
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'error',
        title: { text: 'Ett fel uppstod vid uppladdningen till leverantören.' },
        message: { text: 'Quota exceeded' },
      },
      { severity: 'error', title: { text: 'fil(er) kunde inte laddas upp' } },
    ]);
    expect((storeState as State).printFiles.companies[COMPANY]!.upload).toBeNull();
  });
});

describe('deleting a file', () => {
  const file = listed[1]!;
  const confirmed = () =>
    state(
      printFilesSucceeded({ companyId: COMPANY, files: listed }),
      printFileDeleteAsked({ companyId: COMPANY, fileId: file.id, filename: file.filename }),
      printFileDeleteConfirmed(),
    );

  it('deletes the confirmed file, refetches the list and says so', async () => {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(deleteConfirmed)
      .withReducer(reducer, confirmed())
      .provide([
        [matchers.call.fn(api.uploads.deleteFile), undefined],
        [matchers.call.fn(api.uploads.organisationFiles), [listed[0]!]],
        ...providers,
      ])
      .call(api.uploads.deleteFile, file.id)
      .put(printFileDeleteSettled({ companyId: COMPANY, fileId: file.id }))
      .call(api.uploads.organisationFiles, COMPANY)
      .run();
    const after = storeState as State;
    expect(after.printFiles.confirmDelete).toBeNull();
    expect(after.printFiles.companies[COMPANY]).toMatchObject({ files: [listed[0]], deletingId: null });
    expect(toasts(after)).toEqual([{ severity: 'success', title: { id: 'printFiles.toast.deleted' } }]);
  });

  // DELETE /api/company-media/{id} answers a failure in its `error` field (docs/rules.md#print-files),
  // by a 4xx status or inside a 200; the api module throws both as an ApiError carrying that field.
  it.each([
    [
      'a 403 answer',
      new ApiError({ message: 'Not allowed', statusCode: 403, body: { error: 'Not allowed' } }),
    ],
    [
      'a 200 answer',
      new ApiError({ message: 'Not allowed', statusCode: 400, body: { error: 'Not allowed' } }),
    ],
  ])(
    'says “Kunde inte ta bort filen” with the error field of %s, and keeps the dialog open with it',
    async (_, refusal) => {
      const { api, providers } = setup();
      const { storeState } = await expectSaga(deleteConfirmed)
        .withReducer(reducer, confirmed())
        .provide([[matchers.call.fn(api.uploads.deleteFile), throwError(refusal)], ...providers])
        .call(api.uploads.deleteFile, file.id)
        .not.call.fn(api.uploads.organisationFiles)
        .run();
      const after = storeState as State;
      expect(toasts(after)).toEqual([
        { severity: 'error', title: { text: 'Kunde inte ta bort filen' }, message: { text: 'Not allowed' } },
      ]);
      expect(after.printFiles.confirmDelete).toMatchObject({
        fileId: file.id,
        error: { text: 'Kunde inte ta bort filen' },
      });
      expect(after.printFiles.companies[COMPANY]!.deletingId).toBeNull();
    },
  );

  it('says “Tekniskt fel vid borttagning” when the server cannot be reached, after retrying', async () => {
    const { api, providers } = setup();
    let attempts = 0;
    const { storeState } = await expectSaga(deleteConfirmed)
      .withReducer(reducer, confirmed())
      .provide([
        [
          matchers.call.fn(api.uploads.deleteFile),
          dynamic(() => {
            attempts += 1;
            throw new ApiError({ message: 'Network Error', isNetworkError: true });
          }),
        ],
        ...providers,
      ])
      .run();
    expect(attempts).toBe(4);
    expect(toasts(storeState as State)).toEqual([
      { severity: 'error', title: { text: 'Tekniskt fel vid borttagning' } },
    ]);
  });

  it('says “Tekniskt fel vid borttagning” without the server’s words when the proxy fails (5xx)', async () => {
    const { api, providers } = setup();
    const failure = new ApiError({
      message: 'upstream down',
      statusCode: 502,
      body: { error: 'upstream down' },
    });
    const { storeState } = await expectSaga(deleteConfirmed)
      .withReducer(reducer, confirmed())
      .provide([[matchers.call.fn(api.uploads.deleteFile), throwError(failure)], ...providers])
      .call(api.uploads.deleteFile, file.id)
      .run();
    expect(toasts(storeState as State)).toEqual([
      { severity: 'error', title: { text: 'Tekniskt fel vid borttagning' } },
    ]);
  });

  it('does nothing without a confirmed target', async () => {
    const { api, providers } = setup();
    await expectSaga(deleteConfirmed)
      .withReducer(reducer, state())
      .provide(providers)
      .not.call.fn(api.uploads.deleteFile)
      .run();
  });
});
