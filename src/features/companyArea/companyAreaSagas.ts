import { delay, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import {
  COMPANY_MESSAGE_CLEAR_MS,
  COMPANY_PAGE_SIZE,
  COMPANY_SEARCH_DEBOUNCE_MS,
  companyListFailed,
  companyListLoaded,
  companyListPageRequested,
  companyListRequested,
  companyListRetried,
  companySaved,
  companySaveFailed,
  companySaveRequested,
  companyScreenOpened,
  companySearchTyped,
  companyMessageCleared,
} from './companyAreaSlice';
import { selectCompanyArea } from './selectors';

/** The user's own organisations, or a super admin's page of every company (spec point 6). */
export function* loadCompanyList(action: { type: string }) {
  // Typing waits for a pause, so a name typed quickly is one request, not one per letter.
  if (action.type === companySearchTyped.type) yield* delay(COMPANY_SEARCH_DEBOUNCE_MS);
  const { viewer, list } = yield* select(selectCompanyArea);
  if (!viewer) return;
  const api = yield* service('api');
  yield* put(companyListRequested());
  try {
    if (viewer.isSuperAdmin) {
      const search = list.search.trim();
      const page = yield* callApi(api.companies.listCompanies, {
        page: list.page,
        per_page: COMPANY_PAGE_SIZE,
        ...(search ? { search } : {}),
      });
      yield* put(
        companyListLoaded({
          companies: page.companies,
          page: page.page,
          total: page.total,
          totalPages: page.total_pages,
        }),
      );
    } else {
      const { companies } = yield* callApi(api.companies.myCompanies);
      yield* put(companyListLoaded({ companies, page: 1, total: companies.length, totalPages: 1 }));
    }
  } catch (error) {
    yield* put(companyListFailed(toErrorInfo(error)));
  }
}

/** Saves the form; a double click saves once. The message then clears itself (spec point 4). */
export function* saveCompany(action: ReturnType<typeof companySaveRequested>) {
  const api = yield* service('api');
  const { companyId, input } = action.payload;
  try {
    const { company } = yield* callApi(api.companies.updateCompany, companyId, input);
    yield* put(companySaved(company));
  } catch (error) {
    yield* put(companySaveFailed(toErrorInfo(error)));
  }
}

export function* clearMessageLater() {
  yield* delay(COMPANY_MESSAGE_CLEAR_MS);
  yield* put(companyMessageCleared());
}

export function* companyAreaRootSaga() {
  yield* takeLatest(
    [
      companyScreenOpened.type,
      companySearchTyped.type,
      companyListPageRequested.type,
      companyListRetried.type,
    ],
    loadCompanyList,
  );
  yield* takeLeading(companySaveRequested.type, saveCompany);
  yield* takeLatest([companySaved.type, companySaveFailed.type], clearMessageLater);
}
