import { all, delay, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { toErrorInfo } from '../../../api/apiError';
import type { OrganisationUserQuery } from '../../../api/types';
import { callApi, callApiOnce } from '../../../core/callApi';
import { service } from '../../../core/services';
import { t } from '../../../i18n/localText';
import { notify } from '../../notifications';
import {
  COMPANY_USERS_PAGE_SIZE,
  companyUserInvited,
  companyUserInviteFailed,
  companyUserInviteRequested,
  companyUserRemoved,
  companyUserRemoveFailed,
  companyUserRemoveRequested,
  companyUsersFailed,
  companyUsersLoaded,
  companyUsersPageChanged,
  companyUsersRequested,
  companyUsersSearchChanged,
  USER_SEARCH_DEBOUNCE_MS,
} from './companyUsersSlice';
import { pendingInvitationsSaga } from './pendingInvitationsSagas';
import { inviteDetailsMessage, inviteFailureMessage, removeFailureMessage, usersLoadError } from './errors';
import { selectCompanyUsers, selectCompanyUsersQuery } from './selectors';

type LoadTrigger =
  | ReturnType<typeof companyUsersRequested>
  | ReturnType<typeof companyUsersSearchChanged>
  | ReturnType<typeof companyUsersPageChanged>;

const queryOf = (page: number, search: string): OrganisationUserQuery => {
  const wanted = search.trim();
  return { page, per_page: COMPANY_USERS_PAGE_SIZE, ...(wanted ? { search: wanted } : {}) };
};

/**
 * The page a trigger asks for: what the action says, the rest as the list has it now (the reducer
 * has already recorded the trigger, and started another company over); null when the list has
 * moved on to another company meanwhile.
 */
function* wantedPage(action: LoadTrigger) {
  const current = yield* select(selectCompanyUsersQuery);
  if (current.companyId !== action.payload.companyId) return null;
  if (companyUsersSearchChanged.match(action)) return { page: 1, search: action.payload.search };
  if (companyUsersPageChanged.match(action)) return { page: action.payload.page, search: current.search };
  return { page: action.payload.page ?? current.page, search: action.payload.search ?? current.search };
}

/**
 * Loads a page of the company's users; a search first waits for a pause in typing. Run with
 * takeLatest over every trigger, so a newer one cancels an older load and no stale page shows.
 */
export function* loadCompanyUsers(action: LoadTrigger) {
  if (companyUsersSearchChanged.match(action)) yield* delay(USER_SEARCH_DEBOUNCE_MS);
  const wanted = yield* wantedPage(action);
  if (!wanted) return;
  const { companyId } = action.payload;
  const { page, search } = wanted;
  const api = yield* service('api');
  try {
    let result = yield* callApi(api.companies.organisationUsers, companyId, queryOf(page, search));
    // A page past the end (others removed users meanwhile) shows the last page instead.
    if (result.items.length === 0 && page > 1 && result.total_pages < page) {
      const last = Math.max(1, result.total_pages);
      result = yield* callApi(api.companies.organisationUsers, companyId, queryOf(last, search));
    }
    yield* put(companyUsersLoaded({ companyId, result }));
  } catch (error) {
    yield* put(companyUsersFailed({ companyId, error: toErrorInfo(error), problem: usersLoadError(error) }));
  }
}

/** The same company's list again, at its page and search, unless the admin moved to another company. */
function* reloadCompanyUsers(companyId: string, page?: number) {
  const current = yield* select(selectCompanyUsersQuery);
  if (current.companyId !== companyId) return;
  yield* put(companyUsersRequested({ companyId, page: page ?? current.page, search: current.search }));
}

/**
 * Removes a user from the company (admins only, never oneself: the backend says no to both), then
 * shows the current page again; when that page is now empty, the one before it.
 */
export function* removeCompanyUser({ payload }: ReturnType<typeof companyUserRemoveRequested>) {
  const { companyId, userId } = payload;
  // The reducer refused it (another company by now, or a removal under way).
  if ((yield* select(selectCompanyUsers)).removingUserId !== userId) return;
  const api = yield* service('api');
  try {
    yield* callApi(api.companies.removeUser, companyId, userId);
  } catch (error) {
    yield* put(companyUserRemoveFailed({ companyId, message: removeFailureMessage(error) }));
    return;
  }
  yield* put(companyUserRemoved({ companyId, userId }));
  const { items, page } = yield* select(selectCompanyUsers);
  yield* reloadCompanyUsers(companyId, items.length === 0 && page > 1 ? page - 1 : page);
}

/**
 * Invites a user to the company with one idempotency key for all attempts, so a retry after a lost
 * answer does not invite twice; on success the dialog closes, a toast says so and the list reloads.
 */
export function* inviteCompanyUser({ payload }: ReturnType<typeof companyUserInviteRequested>) {
  const { companyId, input } = payload;
  if ((yield* select(selectCompanyUsers)).companyId !== companyId) return;
  const api = yield* service('api');
  try {
    const answer = yield* callApiOnce(api.companies.inviteUser, companyId, input);
    if (!answer.id) {
      yield* put(companyUserInviteFailed({ companyId, error: inviteDetailsMessage(answer.details) }));
      return;
    }
    yield* put(companyUserInvited({ companyId, userId: answer.id }));
  } catch (error) {
    yield* put(companyUserInviteFailed({ companyId, error: inviteFailureMessage(error) }));
    return;
  }
  yield* notify('success', t('companyUsers.invite.success', { email: input.email }));
  yield* reloadCompanyUsers(companyId);
}

export function* companyUsersRootSaga() {
  yield* all([
    takeLatest(
      [companyUsersRequested.type, companyUsersSearchChanged.type, companyUsersPageChanged.type],
      loadCompanyUsers,
    ),
    takeLeading(companyUserRemoveRequested.type, removeCompanyUser),
    takeLeading(companyUserInviteRequested.type, inviteCompanyUser),
    pendingInvitationsSaga(),
  ]);
}
