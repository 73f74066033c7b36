import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Company, CompanyUpdateInput } from '../../api/types';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import { loggedOut, sessionEnded } from '../../core/session';
import {
  companyAfterListChange,
  emptyCompanyList,
  openedFor,
  pageChosen,
  searchTyped,
  type CompanyListPage,
  type CompanyListState,
  type CompanyViewer,
} from '../company';

/** A search that waits 300 ms, a form message that clears after 5 s (docs/rules.md#constants). */
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
    companyScreenOpened: openedFor<CompanyAreaState>(initialState),
    ...requestReducers<CompanyAreaState, { succeeded: CompanyListPage }>()(
      ['companyListRequested', 'companyListLoaded', 'companyListFailed'],
      (s) => s.list,
      'request',
      {
        succeeded: (state, action) => {
          Object.assign(state.list, action.payload);
          const next = companyAfterListChange(action.payload.companies, state.selected?.id ?? null, {
            isSuperAdmin: state.viewer?.isSuperAdmin ?? false,
            preselectFirst: false,
          });
          if (next === 'keep') return;
          if (next?.id !== state.selected?.id) state.save = noMessage;
          state.selected = next;
        },
      },
    ),
    /** A super admin typed in the search: its first page (docs/rules.md#company-area). */
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
    ...requestReducers<
      CompanyAreaState,
      { requested: { companyId: string; input: CompanyUpdateInput }; succeeded: Company }
    >()(['companySaveRequested', 'companySaved', 'companySaveFailed'], (s) => s.save, 'request', {
      requested: (state) => {
        state.save.message = null;
      },
      succeeded: (state, action) => {
        const company = action.payload;
        state.save.message = 'saved';
        if (state.selected?.id === company.id) state.selected = company;
        state.list.companies = state.list.companies.map((c) => (c.id === company.id ? company : c));
      },
      failed: (state) => {
        state.save.message = 'failed';
      },
    }),
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
