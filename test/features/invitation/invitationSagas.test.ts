import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { fork, put } from 'typed-redux-saga';
import { ApiError } from '../../../src/api/apiError';
import type { InvitationAccepted } from '../../../src/api/types';
import { NETWORK_RETRIES } from '../../../src/core/callApi';
import { sessionReducer } from '../../../src/core/session';
import { authReducer, userFailed, userRequested, userSucceeded } from '../../../src/features/auth';
import { invitationRootSaga } from '../../../src/features/invitation/invitationSagas';
import {
  invitationAccepted,
  invitationAcceptRequested,
  invitationDeclined,
  invitationDeclineRequested,
  invitationLoaded,
  invitationReducer,
  invitationRequested,
} from '../../../src/features/invitation/invitationSlice';
import { t } from '../../../src/i18n/localText';
import { anna } from '../../support/demoAccounts';
import { lostFirstAnswer } from '../../support/lostAnswer';
import { sagaHarness } from '../../support/sagaHarness';
import { demoInvitation as invitation, NORDIC_PRINT_ID as NORDIC } from '../../support/demoAccounts';
import { held, runToEnd, watchState } from '../../support/sagaMustFinish';

const once = (idempotencyKey: string) => ({ idempotencyKey });

const { reducer, state, setup } = sagaHarness(
  combineReducers({ invitation: invitationReducer, auth: authReducer, session: sessionReducer }),
);
type State = ReturnType<typeof reducer>;
const invitationOf = (s: unknown) => (s as State).invitation;

/** A refusal as the proxy sends it: { ok: false, status, error } (the mock adds the text as details). */
const refusal = (status: number, error: string) =>
  new ApiError({ message: error, statusCode: status, body: { error, details: error } });
const networkDown = () => new ApiError({ message: 'Network Error', isNetworkError: true });

/** The page's state once the invitation is on screen. */
const shown = (overrides: Parameters<typeof invitation>[0] = {}) =>
  state(invitationRequested({ token: 'tok' }), invitationLoaded(invitation(overrides)));

describe('loading the invitation', () => {
  it("reads what the link's token invites to", async () => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(api.invitations.getInvitation), invitation()], ...providers])
        .dispatch(invitationRequested({ token: 'tok' }))
        .call(api.invitations.getInvitation, 'tok')
        .put(invitationLoaded(invitation())),
    );
    expect(invitationOf(storeState)).toMatchObject({
      load: { status: 'succeeded' },
      invitation: invitation(),
    });
  });

  it.each([
    [404, 'invitation not found', 'notFound'],
    [410, 'invitation expired', 'expired'],
    [409, 'invitation already answered', 'answered'],
  ])('a %i %j shows the %s problem', async (status, error, problem) => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(api.invitations.getInvitation), throwError(refusal(status, error))],
          ...providers,
        ])
        .dispatch(invitationRequested({ token: 'tok' })),
    );
    expect(invitationOf(storeState)).toMatchObject({ load: { status: 'failed' }, problem });
  });

  it('no answer: retried 3 times, then a failure worth another try (no link problem)', async () => {
    const { api, providers } = setup();
    let calls = 0;
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(api.invitations.getInvitation),
            dynamic(() => {
              calls += 1;
              throw networkDown();
            }),
          ],
          ...providers,
        ])
        .dispatch(invitationRequested({ token: 'tok' })),
    );
    expect(calls).toBe(1 + NETWORK_RETRIES);
    expect(invitationOf(storeState)).toMatchObject({
      load: { status: 'failed', error: { statusCode: 500 } },
      problem: null,
    });
  });

  it('a newer request (StrictMode, another link) wins over an older one still loading', async () => {
    const { api, providers } = setup();
    // The older read answers last, when the test says.
    const older = held();
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(api.invitations.getInvitation),
            dynamic(({ args: [token] }: { args: [string] }) =>
              token === 'old' ? older.later(invitation({ company_name: 'Old AB' })) : invitation(),
            ),
          ],
          ...providers,
        ])
        .dispatch(invitationRequested({ token: 'old' })),
      invitationRequested({ token: 'tok' }),
      older.release,
    );
    expect(invitationOf(storeState).invitation?.company_name).toBe('Nordic Print AB');
  });
});

/**
 * The signed-in invited account presses accept on the invitation on screen, and the backend
 * accepts: the run to chain a test's expectations on (over `withReducer`, e.g. a `watchState`
 * reducer), and the fake API they name.
 */
function signedInAccepts(withReducer: typeof reducer = reducer) {
  const { api, providers } = setup();
  const saga = expectSaga(invitationRootSaga)
    .withReducer(withReducer, shown())
    .provide([
      [
        matchers.call.fn(api.invitations.acceptInvitation),
        { company_id: NORDIC, details: 'Invitation accepted' },
      ],
      ...providers,
    ])
    .dispatch(invitationAcceptRequested({ token: 'tok' }));
  return { api, saga };
}

/** The user, loaded again after joining: Anna, now a member of Nordic. */
const userLoadedAgain = () =>
  userSucceeded({ ...anna, organisations: [{ ...anna.organisations[0]!, id: NORDIC }] });

describe('accepting', () => {
  it('the signed-in invited account joins with a key, and the user is loaded again before the success', async () => {
    const { api, saga } = signedInAccepts();
    const { storeState } = await runToEnd(
      saga
        .call(api.invitations.acceptInvitation, { token: 'tok' }, once('id-1'))
        .put(userRequested())
        .put(invitationAccepted({ companyId: NORDIC, accountCreated: false })),
      userLoadedAgain(),
    );
    expect(invitationOf(storeState)).toMatchObject({ outcome: 'accepted', companyId: NORDIC });
  });

  it('shows the success also when reloading the user fails (the membership is made)', async () => {
    const { saga } = signedInAccepts();
    const { storeState } = await runToEnd(
      saga.put(invitationAccepted({ companyId: NORDIC, accountCreated: false })),
      userFailed({
        message: 'x',
        code: null,
        statusCode: 500,
        requestId: null,
        errors: [],
        details: null,
        productVariantIDs: [],
      }),
    );
    expect(invitationOf(storeState).outcome).toBe('accepted');
  });

  it('does not report success before the user is loaded again', async () => {
    const store = watchState(reducer);
    let beforeUserLoaded: State['invitation'] | undefined;
    const { saga } = signedInAccepts(store.reducer);
    const { storeState } = await runToEnd(
      saga.put(userRequested()),
      // Accepted by the backend, the user asked for again and not loaded yet:
      () => (beforeUserLoaded = invitationOf(store.current())),
      userLoadedAgain(),
    );
    expect(beforeUserLoaded).toMatchObject({ answer: { status: 'loading' }, outcome: null });
    expect(invitationOf(storeState)).toMatchObject({ answer: { status: 'succeeded' }, outcome: 'accepted' });
  });

  it('a new address sends its password, gets its account, and reloads nobody', async () => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer, shown({ email: 'ny.person@example.se', account_exists: false }))
        .provide([
          [
            matchers.call.fn(api.invitations.acceptInvitation),
            { company_id: NORDIC, details: 'Account created' },
          ],
          ...providers,
        ])
        .dispatch(invitationAcceptRequested({ token: 'tok', password: 'Nytt-losen-22' }))
        .call(api.invitations.acceptInvitation, { token: 'tok', password: 'Nytt-losen-22' }, once('id-1'))
        .put(invitationAccepted({ companyId: NORDIC, accountCreated: true }))
        .not.put(userRequested()),
    );
    expect(invitationOf(storeState)).toMatchObject({ outcome: 'accountCreated', companyId: NORDIC });
  });

  it('a lost answer: the retry carries the same key and gets the first answer, not "already answered"', async () => {
    const { api, providers } = setup();
    let answered = false;
    const backend = lostFirstAnswer(() => {
      if (answered) throw refusal(409, 'invitation already answered');
      answered = true;
      return { company_id: NORDIC, details: 'Account created' };
    });
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer, shown({ account_exists: false }))
        .provide([[matchers.call.fn(api.invitations.acceptInvitation), backend.provider], ...providers])
        .dispatch(invitationAcceptRequested({ token: 'tok', password: 'Nytt-losen-22' })),
    );
    expect(backend.applications()).toBe(1);
    expect(backend.keys()).toEqual(['id-1', 'id-1']);
    expect(invitationOf(storeState).outcome).toBe('accountCreated');
  });

  it('a double press, or a decline meanwhile, answers once (takeLeading)', async () => {
    const { api, providers } = setup();
    let calls = 0;
    // The first press is still under way when the others come; it answers after.
    const answers = held();
    function* presses() {
      yield* fork(invitationRootSaga);
      yield* put(invitationAcceptRequested({ token: 'tok', password: 'Nytt-losen-22' }));
      yield* put(invitationAcceptRequested({ token: 'tok', password: 'Nytt-losen-22' }));
      yield* put(invitationDeclineRequested({ token: 'tok' }));
    }
    const { storeState } = await runToEnd(
      expectSaga(presses)
        .withReducer(reducer, shown({ account_exists: false }))
        .provide([
          [
            matchers.call.fn(api.invitations.acceptInvitation),
            dynamic(() => {
              calls += 1;
              return answers.later<InvitationAccepted>({ company_id: NORDIC, details: 'Account created' });
            }),
          ],
          ...providers,
        ]),
      answers.release,
    );
    expect(calls).toBe(1);
    expect(invitationOf(storeState).outcome).toBe('accountCreated');
  });

  it.each([
    [401, 'login required', 'invitation.error.loginRequired'],
    [403, 'invitation is for another account', 'invitation.error.otherAccount'],
    [400, 'password must be at least 10 characters and contain a digit', 'invitation.error.passwordRejected'],
    [500, 'Injected fault 500', 'invitation.error.retry'],
  ])('a %i %j keeps the form and says %s', async (status, error, id) => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer, shown())
        .provide([
          [matchers.call.fn(api.invitations.acceptInvitation), throwError(refusal(status, error))],
          ...providers,
        ])
        .dispatch(invitationAcceptRequested({ token: 'tok' }))
        .not.put(userRequested()),
    );
    expect(invitationOf(storeState)).toMatchObject({
      answer: { status: 'failed', error: { statusCode: status } },
      answerMessage: t(id),
      problem: null,
      outcome: null,
      invitation: invitation(),
    });
  });

  it('no answer at all: retried with the same key, then a message worth another try', async () => {
    const { api, providers } = setup();
    const keys: string[] = [];
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer, shown())
        .provide([
          [
            matchers.call.fn(api.invitations.acceptInvitation),
            dynamic(({ args }: { args: [unknown, { idempotencyKey: string }] }) => {
              keys.push(args[1].idempotencyKey);
              throw networkDown();
            }),
          ],
          ...providers,
        ])
        .dispatch(invitationAcceptRequested({ token: 'tok' })),
    );
    expect(new Set(keys)).toEqual(new Set(['id-1']));
    expect(invitationOf(storeState).answerMessage).toEqual(t('invitation.error.retry'));
  });

  it.each([
    [410, 'invitation expired', 'expired'],
    [409, 'invitation already answered', 'answered'],
    [404, 'invitation not found', 'notFound'],
  ])('a %i %j on accepting shows the %s problem', async (status, error, problem) => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer, shown())
        .provide([
          [matchers.call.fn(api.invitations.acceptInvitation), throwError(refusal(status, error))],
          ...providers,
        ])
        .dispatch(invitationAcceptRequested({ token: 'tok' })),
    );
    expect(invitationOf(storeState)).toMatchObject({ problem, answerMessage: null, outcome: null });
  });
});

describe('declining', () => {
  it('declines with a key', async () => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer, shown())
        .provide([
          [matchers.call.fn(api.invitations.declineInvitation), { details: 'Invitation declined' }],
          ...providers,
        ])
        .dispatch(invitationDeclineRequested({ token: 'tok' }))
        .call(api.invitations.declineInvitation, 'tok', once('id-1'))
        .put(invitationDeclined()),
    );
    expect(invitationOf(storeState).outcome).toBe('declined');
  });

  it('an invitation answered meanwhile shows the answered problem', async () => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer, shown())
        .provide([
          [
            matchers.call.fn(api.invitations.declineInvitation),
            throwError(refusal(409, 'invitation already answered')),
          ],
          ...providers,
        ])
        .dispatch(invitationDeclineRequested({ token: 'tok' })),
    );
    expect(invitationOf(storeState)).toMatchObject({ problem: 'answered', outcome: null });
  });

  it('a server failure keeps the page with a message worth another try', async () => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(invitationRootSaga)
        .withReducer(reducer, shown())
        .provide([
          [
            matchers.call.fn(api.invitations.declineInvitation),
            throwError(refusal(503, 'Service Unavailable')),
          ],
          ...providers,
        ])
        .dispatch(invitationDeclineRequested({ token: 'tok' })),
    );
    expect(invitationOf(storeState)).toMatchObject({
      answer: { status: 'failed' },
      answerMessage: t('invitation.error.retry'),
      problem: null,
      outcome: null,
    });
  });
});
