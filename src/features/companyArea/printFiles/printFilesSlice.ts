import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../../api/apiError';
import type { CompanyFile } from '../../../api/types';
import { idleRequest, requestReducers, type RequestState } from '../../../core/requestState';
import { loggedOut, sessionEnded } from '../../../core/session';
import type { LocalText } from '../../../i18n/localText';
import type { PickedFile, UploadProgress } from './types';

export interface CompanyPrintFiles {
  /** Every file the worker has for the company, hidden ones included (see `visibleFiles`). */
  files: CompanyFile[];
  request: RequestState;
  /** The list came at least once: a refetch keeps showing it instead of the skeleton. */
  loaded: boolean;
  upload: UploadProgress | null;
  /** Why picked files were refused (the Swedish texts of docs/rules.md#error-texts), until the next pick or dismissal. */
  refusals: string[];
  /** The file being deleted. */
  deletingId: string | null;
}

/** The file the delete confirmation asks about. */
export interface DeleteTarget {
  companyId: string;
  fileId: string;
  filename: string;
  /** Why the last attempt failed, shown in the dialog (a modal hides the toasts from screen readers). */
  error?: LocalText;
}

export interface PrintFilesState {
  companies: Record<string, CompanyPrintFiles>;
  confirmDelete: DeleteTarget | null;
}

declare module '../../../core/rootState' {
  interface RootState {
    printFiles: PrintFilesState;
  }
}

export const emptyCompanyFiles: CompanyPrintFiles = {
  files: [],
  request: idleRequest,
  loaded: false,
  upload: null,
  refusals: [],
  deletingId: null,
};

const initialState: PrintFilesState = { companies: {}, confirmDelete: null };

type ForCompany<T = object> = PayloadAction<{ companyId: string } & T>;

const company = (state: PrintFilesState, companyId: string): CompanyPrintFiles =>
  (state.companies[companyId] ??= { ...emptyCompanyFiles });

/** A company's list: its actions carry the company, whose entry the first of them makes. */
const filesRequest = requestReducers<
  PrintFilesState,
  {
    requested: { companyId: string };
    succeeded: { companyId: string; files: CompanyFile[] };
    failed: { companyId: string; error: ErrorInfo };
  }
>()('printFiles', (s, { companyId }) => company(s, companyId), 'request', {
  succeeded: (state, action) => {
    const entry = company(state, action.payload.companyId);
    entry.files = action.payload.files;
    entry.loaded = true;
  },
});

const printFilesSlice = createSlice({
  name: 'printFiles',
  initialState,
  reducers: {
    ...filesRequest,
    printFilesRequested: {
      reducer: filesRequest.printFilesRequested,
      prepare: (companyId: string) => ({ payload: { companyId } }),
    },

    /** Picked or dropped files, by reference (their bytes are in the pickedFiles service). */
    printFilesPicked: (state, action: ForCompany<{ files: PickedFile[] }>) => {
      company(state, action.payload.companyId).refusals = [];
    },
    printFilesRefused: (state, action: ForCompany<{ messages: string[] }>) => {
      company(state, action.payload.companyId).refusals = action.payload.messages;
    },
    printFilesRefusalsDismissed: (state, action: ForCompany) => {
      company(state, action.payload.companyId).refusals = [];
    },
    printFilesUploadStarted: (state, action: ForCompany<{ total: number }>) => {
      const { companyId, total } = action.payload;
      company(state, companyId).upload = { total, done: 0, current: null, converting: false };
    },
    printFilesUploadProgressed: (
      state,
      action: ForCompany<{ current: string | null; converting: boolean; done: number }>,
    ) => {
      const { companyId, ...progress } = action.payload;
      const entry = company(state, companyId);
      if (entry.upload) entry.upload = { ...entry.upload, ...progress };
    },
    printFilesUploadFinished: (state, action: ForCompany) => {
      company(state, action.payload.companyId).upload = null;
    },

    printFileDeleteAsked: (state, action: PayloadAction<Omit<DeleteTarget, 'error'>>) => {
      state.confirmDelete = action.payload;
    },
    printFileDeleteCancelled: (state) => {
      const target = state.confirmDelete;
      if (target && state.companies[target.companyId]?.deletingId !== target.fileId)
        state.confirmDelete = null;
    },
    /** The user confirmed the target in `confirmDelete`; a second confirmation while it runs is ignored. */
    printFileDeleteConfirmed: (state) => {
      const target = state.confirmDelete;
      if (!target) return;
      delete target.error;
      company(state, target.companyId).deletingId = target.fileId;
    },
    printFileDeleteSettled: (state, action: ForCompany<{ fileId: string; error?: LocalText }>) => {
      const { companyId, fileId, error } = action.payload;
      const entry = company(state, companyId);
      if (entry.deletingId === fileId) entry.deletingId = null;
      const target = state.confirmDelete;
      if (target?.companyId !== companyId || target.fileId !== fileId) return;
      if (error) target.error = error;
      else state.confirmDelete = null;
    },
  },
  // One company's files are never shown to the next person on the same browser.
  extraReducers: (builder) =>
    builder.addCase(loggedOut, () => initialState).addCase(sessionEnded, () => initialState),
});

export const {
  printFilesRequested,
  printFilesSucceeded,
  printFilesFailed,
  printFilesPicked,
  printFilesRefused,
  printFilesRefusalsDismissed,
  printFilesUploadStarted,
  printFilesUploadProgressed,
  printFilesUploadFinished,
  printFileDeleteAsked,
  printFileDeleteCancelled,
  printFileDeleteConfirmed,
  printFileDeleteSettled,
} = printFilesSlice.actions;
export const printFilesReducer = printFilesSlice.reducer;
