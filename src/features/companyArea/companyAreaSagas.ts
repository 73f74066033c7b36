import { call, delay, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import {
  COMPANY_MESSAGE_CLEAR_MS,
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
import { fetchCompanyList } from '../company';

/** The user's own organisations, or a super admin's page of every company (docs/rules.md#company-area). */
export function* loadCompanyList(action: { type: string }) {
  // Typing waits for a pause, so a name typed quickly is one request, not one per letter.
  if (action.type === companySearchTyped.type) yield* delay(COMPANY_SEARCH_DEBOUNCE_MS);
  const { viewer, list } = yield* select(selectCompanyArea);
  if (!viewer) return;
  yield* put(companyListRequested());
  try {
    yield* put(companyListLoaded(yield* call(fetchCompanyList, viewer, list)));
  } catch (error) {
    yield* put(companyListFailed(toErrorInfo(error)));
  }
}

/** Saves the form; a double click saves once. The message then clears itself (docs/rules.md#company-form). */
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
