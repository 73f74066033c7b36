import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../../src/api/apiError';
import { sessionReducer } from '../../../../src/core/session';
import { companyUsersRootSaga } from '../../../../src/features/companyArea/users/companyUsersSagas';
import {
  companyUserInvited,
  companyUsersReducer,
} from '../../../../src/features/companyArea/users/companyUsersSlice';
import {
  invitationResendFailed,
  invitationResendRequested,
  invitationResent,
  invitationWithdrawFailed,
  invitationWithdrawn,
  invitationWithdrawOpened,
  invitationWithdrawRequested,
  pendingInvitationsFailed,
  pendingInvitationsLoaded,
  pendingInvitationsReducer,
  pendingInvitationsRequested,
} from '../../../../src/features/companyArea/users/pendingInvitationsSlice';
import { notificationsReducer } from '../../../../src/features/notifications';
import { sagaHarness, toasts } from '../../../support/sagaHarness';
import { runToEnd } from '../../../support/sagaMustFinish';
import { FJORD_DESIGN_ID, NORDIC_PRINT_ID, numberedInvitation } from '../../../support/demoAccounts';

// The users tab's pending invitations (docs/rules.md#pending-invitations): the list, sending one
// again and withdrawing one, each through the injected api with `call`, each answer `put`.

const { reducer, state, setup } = sagaHarness(
  combineReducers({
    companyUsers: companyUsersReducer,
    pendingInvitations: pendingInvitationsReducer,
    notifications: notificationsReducer,
    session: sessionReducer,
  }),
);
type State = ReturnType<typeof reducer>;
const pendingOf = (storeState: unknown) => (storeState as State).pendingInvitations;

const invitation = numberedInvitation;

const listed = [invitation(1), invitation(2, { expired: true })];
const onScreen = [
  pendingInvitationsRequested({ companyId: NORDIC_PRINT_ID }),
  pendingInvitationsLoaded({ companyId: NORDIC_PRINT_ID, items: listed }),
];

const refusal = (status: number, error: string) =>
  new ApiError({ message: error, statusCode: status, body: { ok: false, status, error, details: error } });

describe('the list of unanswered invitations', () => {
  it('loads the company’s invitations', async () => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state())
        .provide([[matchers.call.fn(api.companies.companyInvitations), { items: listed }], ...providers])
        .dispatch(pendingInvitationsRequested({ companyId: NORDIC_PRINT_ID }))
        .call(api.companies.companyInvitations, NORDIC_PRINT_ID)
        .put(pendingInvitationsLoaded({ companyId: NORDIC_PRINT_ID, items: listed })),
    );
    expect(pendingOf(storeState)).toMatchObject({
      companyId: NORDIC_PRINT_ID,
      items: listed,
      request: { status: 'succeeded', error: null },
    });
  });

  it('a failure is recorded with its error, the items of another company never shown', async () => {
    const { api, providers } = setup();
    const failure = refusal(500, 'Internal mock error');
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...onScreen))
        .provide([[matchers.call.fn(api.companies.companyInvitations), throwError(failure)], ...providers])
        .dispatch(pendingInvitationsRequested({ companyId: FJORD_DESIGN_ID }))
        .put(pendingInvitationsFailed({ companyId: FJORD_DESIGN_ID, error: toErrorInfo(failure) })),
    );
    expect(pendingOf(storeState)).toMatchObject({
      companyId: FJORD_DESIGN_ID,
      items: [],
      request: { status: 'failed' },
    });
  });

  it('is loaded again after an invitation was sent from the dialog', async () => {
    const { api, providers } = setup();
    const after = [...listed, invitation(3)];
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...onScreen))
        .provide([[matchers.call.fn(api.companies.companyInvitations), { items: after }], ...providers])
        .dispatch(companyUserInvited({ companyId: NORDIC_PRINT_ID, userId: 'invitation-3' }))
        .put(pendingInvitationsRequested({ companyId: NORDIC_PRINT_ID }))
        .put(pendingInvitationsLoaded({ companyId: NORDIC_PRINT_ID, items: after })),
    );
    expect(pendingOf(storeState).items).toHaveLength(3);
  });

  it('an invitation to another company than the list’s loads nothing', async () => {
    const { api, providers } = setup();
    await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...onScreen))
        .provide(providers)
        .dispatch(companyUserInvited({ companyId: FJORD_DESIGN_ID, userId: 'invitation-9' }))
        .not.call.fn(api.companies.companyInvitations),
    );
  });
});

describe('sending an invitation again', () => {
  it('sends once with an idempotency key, shows the answer, says so and loads the list again', async () => {
    const { api, providers } = setup();
    const renewed = invitation(2, { expired: false, expires_at: '2026-03-20T10:15:00.000Z' });
    const after = [listed[0]!, renewed];
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...onScreen))
        .provide([
          [matchers.call.fn(api.companies.resendInvitation), renewed],
          [matchers.call.fn(api.companies.companyInvitations), { items: after }],
          ...providers,
        ])
        .dispatch(invitationResendRequested({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-2' }))
        .call(api.companies.resendInvitation, NORDIC_PRINT_ID, 'invitation-2', { idempotencyKey: 'id-1' })
        .put(
          invitationResent({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-2', invitation: renewed }),
        )
        .put(pendingInvitationsRequested({ companyId: NORDIC_PRINT_ID })),
    );
    expect(pendingOf(storeState)).toMatchObject({
      items: after,
      resend: { invitationId: null, request: { status: 'succeeded' }, message: null },
    });
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'success',
        title: { id: 'companyUsers.invitations.resend.success', values: { email: 'invited2@example.se' } },
        message: undefined,
      },
    ]);
  });

  it('a withdrawn invitation says so and the list is loaded again; no toast', async () => {
    const { api, providers } = setup();
    const withdrawn = refusal(410, 'invitation withdrawn');
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...onScreen))
        .provide([
          [matchers.call.fn(api.companies.resendInvitation), throwError(withdrawn)],
          [matchers.call.fn(api.companies.companyInvitations), { items: [listed[0]!] }],
          ...providers,
        ])
        .dispatch(invitationResendRequested({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-2' }))
        .put(
          invitationResendFailed({
            companyId: NORDIC_PRINT_ID,
            invitationId: 'invitation-2',
            error: toErrorInfo(withdrawn),
            message: { id: 'companyUsers.invitations.error.withdrawn' },
          }),
        )
        .put(pendingInvitationsRequested({ companyId: NORDIC_PRINT_ID })),
    );
    expect(pendingOf(storeState).resend.message).toEqual({ id: 'companyUsers.invitations.error.withdrawn' });
    expect(pendingOf(storeState).items).toEqual([listed[0]]);
    expect(toasts(storeState as State)).toEqual([]);
  });

  it('another failure says the resend failed and keeps the list as it is', async () => {
    const { api, providers } = setup();
    const tooMany = refusal(409, 'A company can have at most 100 open invitations');
    await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...onScreen))
        .provide([[matchers.call.fn(api.companies.resendInvitation), throwError(tooMany)], ...providers])
        .dispatch(invitationResendRequested({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-2' }))
        .put(
          invitationResendFailed({
            companyId: NORDIC_PRINT_ID,
            invitationId: 'invitation-2',
            error: toErrorInfo(tooMany),
            message: { id: 'companyUsers.invitations.resend.failed' },
          }),
        )
        .not.call.fn(api.companies.companyInvitations),
    );
  });
});

describe('withdrawing an invitation', () => {
  const confirming = [
    ...onScreen,
    invitationWithdrawOpened({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-1' }),
  ];

  it('withdraws once with an idempotency key, closes the dialog, says so and loads the list again', async () => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...confirming))
        .provide([
          [
            matchers.call.fn(api.companies.withdrawInvitation),
            { id: 'invitation-1', details: 'Invitation withdrawn' },
          ],
          [matchers.call.fn(api.companies.companyInvitations), { items: [listed[1]!] }],
          ...providers,
        ])
        .dispatch(invitationWithdrawRequested({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-1' }))
        .call(api.companies.withdrawInvitation, NORDIC_PRINT_ID, 'invitation-1', { idempotencyKey: 'id-1' })
        .put(invitationWithdrawn({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-1' }))
        .put(pendingInvitationsRequested({ companyId: NORDIC_PRINT_ID })),
    );
    expect(pendingOf(storeState)).toMatchObject({
      items: [listed[1]],
      withdraw: { confirming: null, invitationId: null, message: null },
    });
    expect(toasts(storeState as State)).toEqual([
      {
        severity: 'success',
        title: { id: 'companyUsers.invitations.withdraw.success', values: { email: 'invited1@example.se' } },
        message: undefined,
      },
    ]);
  });

  it('an answered invitation: the dialog stays open and says so, and the list is loaded again', async () => {
    const { api, providers } = setup();
    const answered = refusal(409, 'invitation already answered');
    const { storeState } = await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...confirming))
        .provide([
          [matchers.call.fn(api.companies.withdrawInvitation), throwError(answered)],
          [matchers.call.fn(api.companies.companyInvitations), { items: [listed[1]!] }],
          ...providers,
        ])
        .dispatch(invitationWithdrawRequested({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-1' }))
        .put(
          invitationWithdrawFailed({
            companyId: NORDIC_PRINT_ID,
            invitationId: 'invitation-1',
            error: toErrorInfo(answered),
            message: { id: 'companyUsers.invitations.error.answered' },
          }),
        )
        .put(pendingInvitationsRequested({ companyId: NORDIC_PRINT_ID })),
    );
    expect(pendingOf(storeState).withdraw).toMatchObject({
      confirming: listed[0],
      message: { id: 'companyUsers.invitations.error.answered' },
      request: { status: 'failed' },
    });
    expect(toasts(storeState as State)).toEqual([]);
  });

  it('no answer: the dialog says the withdrawal failed, nothing is reloaded', async () => {
    const { api, providers } = setup();
    const lost = new ApiError({ message: 'An unexpected error occurred', statusCode: 500, body: null });
    await runToEnd(
      expectSaga(companyUsersRootSaga)
        .withReducer(reducer, state(...confirming))
        .provide([[matchers.call.fn(api.companies.withdrawInvitation), throwError(lost)], ...providers])
        .dispatch(invitationWithdrawRequested({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-1' }))
        .put(
          invitationWithdrawFailed({
            companyId: NORDIC_PRINT_ID,
            invitationId: 'invitation-1',
            error: toErrorInfo(lost),
            message: { id: 'companyUsers.invitations.withdraw.failed' },
          }),
        )
        .not.call.fn(api.companies.companyInvitations),
    );
  });
});
