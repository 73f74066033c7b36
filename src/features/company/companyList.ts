import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import { call } from 'typed-redux-saga';
import type { Company } from '../../api/types';
import { callApi } from '../../core/callApi';
import { idleRequest, type RequestState } from '../../core/requestState';
import { service } from '../../core/services';

/**
 * The companies a buyer picks from, wherever she picks (the checkout's customer information card,
 * the company area): a user's own organisations, or for a super admin one page of every company,
 * searched on the server. One shape, one way to fetch it, one rule for what stays chosen.
 */
export interface CompanyListState {
  search: string;
  page: number;
  total: number;
  totalPages: number;
  companies: Company[];
  request: RequestState;
}

/** One answer: a page of companies (a user's own list is one page). */
export interface CompanyListPage {
  companies: Company[];
  page: number;
  total: number;
  totalPages: number;
}

/** Who looks at a company list: the list and what stays chosen depend on it. */
export interface CompanyViewer {
  userId: string;
  isSuperAdmin: boolean;
}

/** A super admin's pages hold 10 companies (docs/rules.md#constants). */
export const COMPANY_LIST_PAGE_SIZE = 10;

export const emptyCompanyList: CompanyListState = {
  search: '',
  page: 1,
  total: 0,
  totalPages: 0,
  companies: [],
  request: idleRequest,
};

/** A state that remembers its viewer starts afresh for another one (or the same with other rights). */
export const isSameViewer = (known: CompanyViewer | null, viewer: CompanyViewer) =>
  known?.userId === viewer.userId && known.isSuperAdmin === viewer.isSuperAdmin;

/**
 * The case reducer of a screen that opened for a viewer: the same viewer keeps what the screen
 * holds; another one (or the same user with other rights) starts from `initial`.
 */
export const openedFor =
  <S extends { viewer: CompanyViewer | null }>(initial: S) =>
  (state: Draft<S>, action: PayloadAction<CompanyViewer>): S | undefined =>
    isSameViewer(state.viewer, action.payload) ? undefined : { ...initial, viewer: action.payload };

/**
 * Typing in the search goes back to its first page (docs/rules.md#company-area,
 * docs/rules.md#customer-card).
 */
export function searchTyped(list: CompanyListState, search: string) {
  list.search = search;
  list.page = 1;
}

export function pageChosen(list: CompanyListState, page: number) {
  list.page = Math.max(1, Math.trunc(page));
}

/**
 * Which company stays chosen after the list changed (docs/rules.md#company-area,
 * docs/rules.md#customer-card): the only company is chosen; with nothing chosen, the first when
 * `preselectFirst` (the checkout must name a buyer) or none; a super admin's list is a page of a
 * search, so paging or searching away keeps her choice; a choice that left a user's own list is
 * cleared.
 */
export function companyAfterListChange(
  companies: readonly Company[],
  chosenId: string | null,
  { isSuperAdmin, preselectFirst }: { isSuperAdmin: boolean; preselectFirst: boolean },
): Company | null | 'keep' {
  if (companies.length === 1) return companies[0]!;
  if (chosenId === null) return preselectFirst ? (companies[0] ?? null) : 'keep';
  if (isSuperAdmin) return 'keep';
  return companies.find((company) => company.id === chosenId) ?? null;
}

/** A user's own organisations, as one page. */
export function* fetchOwnCompanies() {
  const api = yield* service('api');
  const { companies } = yield* callApi(api.companies.myCompanies);
  return { companies, page: 1, total: companies.length, totalPages: 1 } satisfies CompanyListPage;
}

/** A super admin's page of every company, as her search and page stand. */
export function* fetchCompanyPage(query: Pick<CompanyListState, 'search' | 'page'>) {
  const api = yield* service('api');
  const search = query.search.trim();
  const found = yield* callApi(api.companies.listCompanies, {
    page: query.page,
    per_page: COMPANY_LIST_PAGE_SIZE,
    ...(search ? { search } : {}),
  });
  return {
    companies: found.companies,
    page: found.page,
    total: found.total,
    totalPages: found.total_pages,
  } satisfies CompanyListPage;
}

/** The viewer's list (docs/rules.md#roles): her own organisations, or a super admin's page. */
export function* fetchCompanyList(viewer: CompanyViewer, query: Pick<CompanyListState, 'search' | 'page'>) {
  return viewer.isSuperAdmin ? yield* call(fetchCompanyPage, query) : yield* call(fetchOwnCompanies);
}
