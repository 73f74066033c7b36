import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { Company, CompanyUpdateInput } from '../../api/types';
import { idleRequest, type RequestState } from '../../core/requestState';
import { loggedOut, sessionEnded } from '../../core/session';
import {
  companyAfterListChange,
  emptyCompanyList,
  isSameViewer,
  pageChosen,
  searchTyped,
  type CompanyListPage,
  type CompanyListState,
  type CompanyViewer,
} from '../company';

/** Spec point 9: a search that waits 300 ms, a form message that clears after 5 s. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 300;
export const COMPANY_MESSAGE_CLEAR_MS = 5000;

export type CompanyAreaViewer = CompanyViewer;

export type CompanySaveMessage = 'saved' | 'failed' | null;

export interface CompanyAreaState {
  viewer: CompanyAreaViewer | null;
  /** The user's own organisations, or for a super admin one page of every company. */
  list: CompanyListState;
  /** The company the screen shows; kept whole so a super admin may page away from it. */
  selected: Company | null;
  save: { request: RequestState; message: CompanySaveMessage };
}

declare module '../../core/rootState' {
  interface RootState {
    companyArea: CompanyAreaState;
  }
}

const initialState: CompanyAreaState = {
  viewer: null,
  list: emptyCompanyList,
  selected: null,
  save: { request: idleRequest, message: null },
};

const noMessage = { request: idleRequest, message: null };

const companyAreaSlice = createSlice({
  name: 'companyArea',
  initialState,
  reducers: {
    /** The company screen opened; another user (or the same one with other rights) starts afresh. */
    companyScreenOpened: (state, action: PayloadAction<CompanyAreaViewer>) => {
      const viewer = action.payload;
      if (isSameViewer(state.viewer, viewer)) return;
      return { ...initialState, viewer };
    },
    companyListRequested: (state) => {
      state.list.request = { status: 'loading', error: null };
    },
    companyListLoaded: (state, action: PayloadAction<CompanyListPage>) => {
      const { companies } = action.payload;
      state.list = { ...state.list, ...action.payload, request: { status: 'succeeded', error: null } };
      const next = companyAfterListChange(companies, state.selected?.id ?? null, {
        isSuperAdmin: state.viewer?.isSuperAdmin ?? false,
        preselectFirst: false,
      });
      if (next === 'keep') return;
      if (next?.id !== state.selected?.id) state.save = noMessage;
      state.selected = next;
    },
    companyListFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.list.request = { status: 'failed', error: action.payload };
    },
    /** A super admin typed in the search: its first page (spec point 4). */
    companySearchTyped: (state, action: PayloadAction<string>) => searchTyped(state.list, action.payload),
    companyListPageRequested: (state, action: PayloadAction<number>) =>
      pageChosen(state.list, action.payload),
    companyListRetried: () => undefined,
    companySelected: (state, action: PayloadAction<{ companyId: string }>) => {
      const company = state.list.companies.find((c) => c.id === action.payload.companyId);
      if (!company || company.id === state.selected?.id) return;
      state.selected = company;
      state.save = noMessage;
    },
    companySaveRequested: (
      state,
      _action: PayloadAction<{ companyId: string; input: CompanyUpdateInput }>,
    ) => {
      state.save = { request: { status: 'loading', error: null }, message: null };
    },
    companySaved: (state, action: PayloadAction<Company>) => {
      const company = action.payload;
      state.save = { request: { status: 'succeeded', error: null }, message: 'saved' };
      if (state.selected?.id === company.id) state.selected = company;
      state.list.companies = state.list.companies.map((c) => (c.id === company.id ? company : c));
    },
    companySaveFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.save = { request: { status: 'failed', error: action.payload }, message: 'failed' };
    },
    companyMessageCleared: (state) => {
      state.save.message = null;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(loggedOut, () => initialState).addCase(sessionEnded, () => initialState),
});

export const {
  companyScreenOpened,
  companyListRequested,
  companyListLoaded,
  companyListFailed,
  companySearchTyped,
  companyListPageRequested,
  companyListRetried,
  companySelected,
  companySaveRequested,
  companySaved,
  companySaveFailed,
  companyMessageCleared,
} = companyAreaSlice.actions;

export const companyAreaReducer = companyAreaSlice.reducer;
