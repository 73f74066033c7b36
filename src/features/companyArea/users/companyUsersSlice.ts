import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../../api/apiError';
import type { OrganisationUser, OrganisationUserInput, OrganisationUserPage } from '../../../api/types';
import { answersFor, idleRequest, requestReducers, type RequestState } from '../../../core/requestState';
import { loggedOut, sessionEnded } from '../../../core/session';
import type { LocalText } from '../../../i18n/localText';

/** Company and user page size (docs/rules.md#company-users). */
export const COMPANY_USERS_PAGE_SIZE = 10;
/**
 * The company search on this screen waits 300 ms; the user search works the same
 * (docs/decisions.md#company-area).
 */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/** Why the list could not be shown (docs/rules.md#company-users), as plain data. */
export type CompanyUsersError = { kind: 'unauthorized'; details: string[] } | { kind: 'failed' };

export interface InviteDialogState {
  open: boolean;
  submitting: boolean;
  /** Why the last invitation failed, shown in the dialog (a modal hides the toasts from screen readers). */
  error: LocalText | null;
}

export interface CompanyUsersState {
  /** The company the list belongs to; another company starts over at page 1 without a search. */
  companyId: string | null;
  items: OrganisationUser[];
  page: number;
  totalItems: number;
  totalPages: number;
  search: string;
  request: RequestState;
  /** Why the last load failed, as the tab shows it (the error itself is the request's). */
  problem: CompanyUsersError | null;
  /** One removal at a time: the user being removed. */
  removingUserId: string | null;
  /** The message part of 'Failed to remove user: …' (docs/rules.md#company-users). */
  removeError: LocalText | null;
  invite: InviteDialogState;
}

declare module '../../../core/rootState' {
  interface RootState {
    companyUsers: CompanyUsersState;
  }
}

const closedInvite: InviteDialogState = { open: false, submitting: false, error: null };

const initialState: CompanyUsersState = {
  companyId: null,
  items: [],
  page: 1,
  totalItems: 0,
  totalPages: 0,
  search: '',
  request: idleRequest,
  problem: null,
  removingUserId: null,
  removeError: null,
  invite: closedInvite,
};

const forCompany = (companyId: string): CompanyUsersState => ({ ...initialState, companyId });

/** A late answer about another company (the admin switched meanwhile) changes nothing. */
const isCurrent = (state: CompanyUsersState, companyId: string) => state.companyId === companyId;

export interface CompanyUsersRequest {
  companyId: string;
  /** Omitted: the current page for the same company, page 1 for another. */
  page?: number;
  /** Omitted: the current search for the same company, none for another. */
  search?: string;
}

export interface CompanyUsersLoad {
  companyId: string;
  result: OrganisationUserPage;
}

export interface CompanyUsersFailure {
  companyId: string;
  error: ErrorInfo;
  problem: CompanyUsersError;
}

/**
 * A load starts (its request is already set): another company starts over, keeping the request;
 * the last failure's problem goes.
 */
const startLoading = (state: CompanyUsersState, companyId: string) => {
  if (!isCurrent(state, companyId)) Object.assign(state, forCompany(companyId), { request: state.request });
  state.problem = null;
};

const companyUsersSlice = createSlice({
  name: 'companyUsers',
  initialState,
  reducers: {
    ...requestReducers<
      CompanyUsersState,
      { requested: CompanyUsersRequest; succeeded: CompanyUsersLoad; failed: CompanyUsersFailure }
    >()(['companyUsersRequested', 'companyUsersLoaded', 'companyUsersFailed'], (s) => s, 'request', {
      requested: (state, { payload }) => {
        startLoading(state, payload.companyId);
        state.page = payload.page ?? state.page;
        state.search = payload.search ?? state.search;
      },
      succeeded: (state, { payload: { result } }) => {
        state.items = result.items;
        state.page = result.page;
        state.totalItems = result.total_items;
        state.totalPages = result.total_pages;
      },
      failed: (state, action) => {
        state.items = [];
        state.problem = action.payload.problem;
      },
      when: answersFor((s) => s.companyId, 'companyId'),
    }),
    /**
     * Every change of the search starts again at page 1 (docs/rules.md#company-users); the saga
     * waits for a pause.
     */
    ...requestReducers<CompanyUsersState, { requested: { companyId: string; search: string } }>()(
      ['companyUsersSearchChanged', null, null],
      (s) => s,
      'request',
      {
        requested: (state, { payload }) => {
          startLoading(state, payload.companyId);
          state.search = payload.search;
          state.page = 1;
        },
      },
    ),
    ...requestReducers<CompanyUsersState, { requested: { companyId: string; page: number } }>()(
      ['companyUsersPageChanged', null, null],
      (s) => s,
      'request',
      {
        requested: (state, { payload }) => {
          state.page = payload.page;
          state.problem = null;
        },
        when: { requested: (state, action) => isCurrent(state, action.payload.companyId) },
      },
    ),

    /** A second removal while one is under way is ignored here and by the saga. */
    companyUserRemoveRequested: (state, action: PayloadAction<{ companyId: string; userId: string }>) => {
      if (!isCurrent(state, action.payload.companyId) || state.removingUserId) return;
      state.removingUserId = action.payload.userId;
      state.removeError = null;
    },
    companyUserRemoved: (state, action: PayloadAction<{ companyId: string; userId: string }>) => {
      if (!isCurrent(state, action.payload.companyId)) return;
      const before = state.items.length;
      state.items = state.items.filter((user) => user.id !== action.payload.userId);
      state.totalItems = Math.max(0, state.totalItems - (before - state.items.length));
      state.removingUserId = null;
    },
    companyUserRemoveFailed: (state, action: PayloadAction<{ companyId: string; message: LocalText }>) => {
      if (!isCurrent(state, action.payload.companyId)) return;
      state.removingUserId = null;
      state.removeError = action.payload.message;
    },
    companyUserRemoveErrorDismissed: (state) => {
      state.removeError = null;
    },

    companyUserInviteOpened: (state) => {
      state.invite = { ...closedInvite, open: true };
    },
    /** Closing while the invitation is under way is not possible: its answer belongs in the dialog. */
    companyUserInviteClosed: (state) => {
      if (!state.invite.submitting) state.invite = closedInvite;
    },
    companyUserInviteRequested: (
      state,
      action: PayloadAction<{ companyId: string; input: OrganisationUserInput }>,
    ) => {
      if (!isCurrent(state, action.payload.companyId) || state.invite.submitting) return;
      state.invite = { open: true, submitting: true, error: null };
    },
    companyUserInvited: (state, action: PayloadAction<{ companyId: string; userId: string }>) => {
      if (!isCurrent(state, action.payload.companyId)) return;
      state.invite = closedInvite;
    },
    companyUserInviteFailed: (state, action: PayloadAction<{ companyId: string; error: LocalText }>) => {
      if (!isCurrent(state, action.payload.companyId)) return;
      state.invite = { open: true, submitting: false, error: action.payload.error };
    },
  },
  // One admin's view of a company's people is never shown to the next person on the same browser.
  extraReducers: (builder) =>
    builder.addCase(loggedOut, () => initialState).addCase(sessionEnded, () => initialState),
});

export const {
  companyUsersRequested,
  companyUsersSearchChanged,
  companyUsersPageChanged,
  companyUsersLoaded,
  companyUsersFailed,
  companyUserRemoveRequested,
  companyUserRemoved,
  companyUserRemoveFailed,
  companyUserRemoveErrorDismissed,
  companyUserInviteOpened,
  companyUserInviteClosed,
  companyUserInviteRequested,
  companyUserInvited,
  companyUserInviteFailed,
} = companyUsersSlice.actions;
export const companyUsersReducer = companyUsersSlice.reducer;
