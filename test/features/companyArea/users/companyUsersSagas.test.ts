import delayP from '@redux-saga/delay-p';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../../src/api/apiError';
import type { OrganisationUserPage, OrganisationUserQuery } from '../../../../src/api/types';
import { sessionReducer } from '../../../../src/core/session';
import {
  companyUserInviteOpened,
  companyUserInviteRequested,
  companyUserInvited,
  companyUserInviteFailed,
  companyUserRemoved,
  companyUserRemoveRequested,
  companyUsersFailed,
  companyUsersLoaded,
  companyUsersPageChanged,
  companyUsersReducer,
  companyUsersRequested,
  companyUsersSearchChanged,
  USER_SEARCH_DEBOUNCE_MS,
} from '../../../../src/features/companyArea/users/companyUsersSlice';
import { companyUsersRootSaga } from '../../../../src/features/companyArea/users/companyUsersSagas';
import { pendingInvitationsReducer } from '../../../../src/features/companyArea/users/pendingInvitationsSlice';
import { notificationsReducer } from '../../../../src/features/notifications';
import { sagaHarness, toasts } from '../../../support/sagaHarness';
import { FJORD_DESIGN_ID, numberedMembersPage, NORDIC_PRINT_ID } from '../../../support/demoAccounts';
import { runToEnd } from '../../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(
  combineReducers({
    companyUsers: companyUsersReducer,
    pendingInvitations: pendingInvitationsReducer,
    notifications: notificationsReducer,
    session: sessionReducer,
  }),
);
type State = ReturnType<typeof reducer>;
const usersOf = (storeState: unknown) => (storeState as State).companyUsers;

const query = (page: number, search?: string): OrganisationUserQuery => ({
  page,
  per_page: 10,
  ...(search ? { search } : {}),
});

/**
 * Answers the list by page and search from `pages`, a moment later as a backend would (so an action
 * dispatched meanwhile finds the load under way); records every query asked.
 */
function listing(pages: (q: OrganisationUserQuery) => OrganisationUserPage | Promise<OrganisationUserPage>) {
  const asked: OrganisationUserQuery[] = [];
  const provider = dynamic(({ args }: { args: unknown[] }) => {
    const q = args[1] as OrganisationUserQuery;
    asked.push(q);
    return Promise.resolve(pages(q));
  });
  return { provider, asked };
}

/** Nordic Print's page 2 (two users of twelve) is on screen. */
const onPage2 = [
  companyUsersRequested({ companyId: NORDIC_PRINT_ID, page: 2 }),
  companyUsersLoaded({ companyId: NORDIC_PRINT_ID, result: numberedMembersPage(2) }),
];

describe('loading the users list', () => {
  it('loads page 1 of 10, then page 2 when the page changes', async () => {
    const { api, providers } = setup();
    const list = listing((q) => numberedMembersPage(q.page));
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state())
        .provide([[matchers.call.fn(api.companies.organisationUsers), list.provider], ...providers])
        .dispatch(companyUsersRequested({ companyId: NORDIC_PRINT_ID }))
        .dispatch(companyUsersPageChanged({ companyId: NORDIC_PRINT_ID, page: 2 }))
        .put(companyUsersLoaded({ companyId: NORDIC_PRINT_ID, result: numberedMembersPage(2) })),
    );
    expect(list.asked).toEqual([query(1), query(2)]);
    expect(usersOf(storeState)).toMatchObject({
      request: { status: 'succeeded' },
      page: 2,
      totalPages: 2,
      totalItems: 12,
      items: numberedMembersPage(2).items,
    });
  });

  it('waits 300 ms after the last keystroke and then asks once, from page 1', async () => {
    const { api, providers } = setup();
    const list = listing((q) => numberedMembersPage(q.page, 3));
    // The waits end together once the third keystroke has started its own: no real time passes.
    const waits: number[] = [];
    let endWaits: (value: null) => void = () => undefined;
    const waitsEnd = new Promise<null>((resolve) => {
      endWaits = resolve;
    });
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...onPage2))
        .provide([
          [matchers.call.fn(api.companies.organisationUsers), list.provider],
          [
            matchers.call.fn(delayP),
            dynamic(({ args }: { args: unknown[] }) => {
              waits.push(args[0] as number);
              if (waits.length === 3) endWaits(null);
              return waitsEnd;
            }),
          ],
          ...providers,
        ])
        .dispatch(companyUsersSearchChanged({ companyId: NORDIC_PRINT_ID, search: 'm' }))
        .dispatch(companyUsersSearchChanged({ companyId: NORDIC_PRINT_ID, search: 'ma' }))
        .dispatch(companyUsersSearchChanged({ companyId: NORDIC_PRINT_ID, search: 'mar' })),
    );
    expect(waits).toEqual([USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_DEBOUNCE_MS]);
    expect(list.asked).toEqual([query(1, 'mar')]);
    expect(usersOf(storeState)).toMatchObject({
      request: { status: 'succeeded' },
      page: 1,
      search: 'mar',
      totalItems: 3,
    });
  });

  it("a newer search cancels an older search's load, so its late answer is never shown", async () => {
    const { api, providers } = setup();
    const oldAnswer = numberedMembersPage(1, 12);
    const newAnswer = numberedMembersPage(1, 1);
    let answerOld: (page: OrganisationUserPage) => void = () => undefined;
    const list = listing((q) => {
      if (q.search === 'a') {
        return new Promise<OrganisationUserPage>((resolve) => {
          answerOld = resolve;
        });
      }
      // The older answer arrives only now, after the newer search has started its load.
      answerOld(oldAnswer);
      return newAnswer;
    });
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...onPage2))
        .provide([[matchers.call.fn(api.companies.organisationUsers), list.provider], ...providers])
        .dispatch(companyUsersSearchChanged({ companyId: NORDIC_PRINT_ID, search: 'a' }))
        .dispatch(companyUsersSearchChanged({ companyId: NORDIC_PRINT_ID, search: 'an' }))
        .put(companyUsersLoaded({ companyId: NORDIC_PRINT_ID, result: newAnswer }))
        .not.put(companyUsersLoaded({ companyId: NORDIC_PRINT_ID, result: oldAnswer })),
    );
    expect(list.asked).toEqual([query(1, 'a'), query(1, 'an')]);
    expect(usersOf(storeState)).toMatchObject({ search: 'an', totalItems: 1, items: newAnswer.items });
  });

  it("an 'Unauthorized' refusal is kept as plain data with its details", async () => {
    const { api, providers } = setup();
    const refused = new ApiError({
      message: 'Unauthorized',
      statusCode: 403,
      body: { error: 'Unauthorized', message: 'Unauthorized', details: ['only admins manage users'] },
    });
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state())
        .provide([[matchers.call.fn(api.companies.organisationUsers), throwError(refused)], ...providers])
        .dispatch(companyUsersRequested({ companyId: NORDIC_PRINT_ID }))
        .put(
          companyUsersFailed({
            companyId: NORDIC_PRINT_ID,
            error: toErrorInfo(refused),
            problem: { kind: 'unauthorized', details: ['only admins manage users'] },
          }),
        ),
    );
    expect(usersOf(storeState)).toMatchObject({
      request: { status: 'failed', error: toErrorInfo(refused) },
      items: [],
    });
  });

  it('any other failure is a failure the admin may retry', async () => {
    const { api, providers } = setup();
    const broken = new ApiError({ message: 'Internal mock error', statusCode: 500 });
    await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state())
        .provide([[matchers.call.fn(api.companies.organisationUsers), throwError(broken)], ...providers])
        .dispatch(companyUsersRequested({ companyId: NORDIC_PRINT_ID }))
        .put(
          companyUsersFailed({
            companyId: NORDIC_PRINT_ID,
            error: toErrorInfo(broken),
            problem: { kind: 'failed' },
          }),
        ),
    );
  });

  it('a page past the end (users removed meanwhile) shows the last page instead', async () => {
    const { api, providers } = setup();
    const list = listing((q) => numberedMembersPage(q.page, 8));
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state())
        .provide([[matchers.call.fn(api.companies.organisationUsers), list.provider], ...providers])
        .dispatch(companyUsersRequested({ companyId: NORDIC_PRINT_ID, page: 2 })),
    );
    expect(list.asked).toEqual([query(2), query(1)]);
    expect(usersOf(storeState)).toMatchObject({ page: 1, totalPages: 1, totalItems: 8 });
  });
});

describe('removing a user', () => {
  it('removes, then shows the current page again', async () => {
    const { api, providers } = setup();
    const list = listing((q) => numberedMembersPage(q.page, 13));
    const state3 = state(
      companyUsersRequested({ companyId: NORDIC_PRINT_ID, page: 2 }),
      companyUsersLoaded({ companyId: NORDIC_PRINT_ID, result: numberedMembersPage(2, 14) }),
    );
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state3)
        .provide([
          [matchers.call.fn(api.companies.removeUser), { success: true }],
          [matchers.call.fn(api.companies.organisationUsers), list.provider],
          ...providers,
        ])
        .dispatch(companyUserRemoveRequested({ companyId: NORDIC_PRINT_ID, userId: 'user-14' }))
        .call(api.companies.removeUser, NORDIC_PRINT_ID, 'user-14')
        .put(companyUserRemoved({ companyId: NORDIC_PRINT_ID, userId: 'user-14' }))
        .put(companyUsersRequested({ companyId: NORDIC_PRINT_ID, page: 2, search: '' })),
    );
    expect(list.asked).toEqual([query(2)]);
    expect(usersOf(storeState)).toMatchObject({ page: 2, totalItems: 13, removingUserId: null });
  });

  it("removing a page's only user goes back one page", async () => {
    const { api, providers } = setup();
    const list = listing((q) => numberedMembersPage(q.page, 10));
    const lastOnPage2 = state(
      companyUsersRequested({ companyId: NORDIC_PRINT_ID, page: 2 }),
      companyUsersLoaded({ companyId: NORDIC_PRINT_ID, result: numberedMembersPage(2, 11) }),
    );
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, lastOnPage2)
        .provide([
          [matchers.call.fn(api.companies.removeUser), { success: true }],
          [matchers.call.fn(api.companies.organisationUsers), list.provider],
          ...providers,
        ])
        .dispatch(companyUserRemoveRequested({ companyId: NORDIC_PRINT_ID, userId: 'user-11' }))
        .put(companyUsersRequested({ companyId: NORDIC_PRINT_ID, page: 1, search: '' })),
    );
    expect(list.asked).toEqual([query(1)]);
    expect(usersOf(storeState)).toMatchObject({ page: 1, totalPages: 1, totalItems: 10 });
  });

  it("a refusal keeps the row and says the backend's reason; nothing is reloaded", async () => {
    const { api, providers } = setup();
    const yourself = new ApiError({
      message: 'You cannot remove yourself',
      statusCode: 400,
      body: { error: 'You cannot remove yourself', message: 'You cannot remove yourself' },
    });
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...onPage2))
        .provide([[matchers.call.fn(api.companies.removeUser), throwError(yourself)], ...providers])
        .dispatch(companyUserRemoveRequested({ companyId: NORDIC_PRINT_ID, userId: 'user-11' }))
        .not.call.fn(api.companies.organisationUsers),
    );
    expect(usersOf(storeState)).toMatchObject({
      removingUserId: null,
      removeError: { text: 'You cannot remove yourself' },
      items: numberedMembersPage(2).items,
    });
  });

  it('a user of a company no longer shown is not removed', async () => {
    const { api, providers } = setup();
    await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...onPage2, companyUsersRequested({ companyId: FJORD_DESIGN_ID })))
        .provide([
          [matchers.call.fn(api.companies.organisationUsers), numberedMembersPage(1, 0)],
          ...providers,
        ])
        .dispatch(companyUserRemoveRequested({ companyId: NORDIC_PRINT_ID, userId: 'user-11' }))
        .not.call.fn(api.companies.removeUser),
    );
  });
});

describe('inviting a user', () => {
  const input = {
    first_name: 'Ny',
    last_name: 'Person',
    email: 'ny.person@example.se',
    level: 'admin',
  } as const;
  const dialogOpen = [...onPage2, companyUserInviteOpened()];

  it('invites once with an idempotency key, closes the dialog, says so and reloads the page', async () => {
    const { api, providers } = setup();
    const list = listing((q) => numberedMembersPage(q.page, 13));
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...dialogOpen))
        .provide([
          [matchers.call.fn(api.companies.inviteUser), { id: 'user-new', details: 'User invited' }],
          [matchers.call.fn(api.companies.organisationUsers), list.provider],
          ...providers,
        ])
        .dispatch(companyUserInviteRequested({ companyId: NORDIC_PRINT_ID, input }))
        .call(api.companies.inviteUser, NORDIC_PRINT_ID, input, { idempotencyKey: 'id-1' })
        .put(companyUserInvited({ companyId: NORDIC_PRINT_ID, userId: 'user-new' }))
        .put(companyUsersRequested({ companyId: NORDIC_PRINT_ID, page: 2, search: '' })),
    );
    expect(usersOf(storeState).invite).toEqual({ open: false, submitting: false, error: null });
    expect(usersOf(storeState).totalItems).toBe(13);
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'success',
        title: { id: 'companyUsers.invite.success', values: { email: 'ny.person@example.se' } },
        message: undefined,
      },
    ]);
  });

  it('someone already in the company: the dialog stays open and says so; nothing is reloaded', async () => {
    const { api, providers } = setup();
    const duplicate = new ApiError({
      message: 'user already in company',
      statusCode: 409,
      body: { error: 'user already in company', details: 'user already in company' },
    });
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...dialogOpen))
        .provide([[matchers.call.fn(api.companies.inviteUser), throwError(duplicate)], ...providers])
        .dispatch(companyUserInviteRequested({ companyId: NORDIC_PRINT_ID, input }))
        .put(
          companyUserInviteFailed({
            companyId: NORDIC_PRINT_ID,
            error: { id: 'companyUsers.invite.alreadyMember' },
          }),
        )
        .not.call.fn(api.companies.organisationUsers),
    );
    expect(usersOf(storeState).invite).toEqual({
      open: true,
      submitting: false,
      error: { id: 'companyUsers.invite.alreadyMember' },
    });
    expect(toasts(storeState as State)).toEqual([]);
  });

  it('an answer without an id is a failure with its details', async () => {
    const { api, providers } = setup();
    await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...dialogOpen))
        .provide([
          [matchers.call.fn(api.companies.inviteUser), { id: '', details: 'user already in company' }],
          ...providers,
        ])
        .dispatch(companyUserInviteRequested({ companyId: NORDIC_PRINT_ID, input }))
        .put(
          companyUserInviteFailed({
            companyId: NORDIC_PRINT_ID,
            error: { id: 'companyUsers.invite.alreadyMember' },
          }),
        ),
    );
  });
});
