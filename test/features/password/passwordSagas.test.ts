import delayP from '@redux-saga/delay-p';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga, type ExpectApi } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import { sessionReducer } from '../../../src/core/session';
import {
  COUNTDOWN_TICK_MS,
  FORGOT_ALERT_MS,
  RESEND_COUNTDOWN_SECONDS,
  passwordRootSaga,
} from '../../../src/features/password/passwordSagas';
import {
  forgotAlertCleared,
  forgotPasswordReset,
  newPasswordRequested,
  newVerifyLinkRequested,
  passwordReducer,
  resendCountdownStarted,
  resendCountdownTicked,
  resetLinkRequested,
  resetLinkResendRequested,
  verificationLinkRequested,
  verifyEmailRequested,
} from '../../../src/features/password/passwordSlice';
import { lostFirstAnswer } from '../../support/lostAnswer';
import { sagaHarness } from '../../support/sagaHarness';
import { delaysUntil, held, runToEnd, watchState, type Step } from '../../support/sagaMustFinish';
import { anna, maria, nils } from '../../support/demoAccounts';

const once = (idempotencyKey: string) => ({ idempotencyKey });

const { reducer, setup } = sagaHarness(
  combineReducers({ passwordRecovery: passwordReducer, session: sessionReducer }),
);
type State = ReturnType<typeof reducer>;

const failure = (status: number, details: string) =>
  new ApiError({ message: details, statusCode: status, body: { error: details, details } });

const forgot = (state: unknown) => (state as State).passwordRecovery.forgot;

type Api = ReturnType<typeof setup>['api'];

interface ForgotRun {
  /** The address typed in the forgot-password form. */
  email: string;
  /** What `createResetPasswordLink` answers: a value, `dynamic(...)` or `throwError(...)`. */
  answer: unknown;
  /** Answers for the other calls the run makes. */
  extraProviders?: (api: Api) => StaticProvider[];
  /** The run's own expectations (`.call`, `.put`) and further `.dispatch`es, on the fake API. */
  expecting?: (saga: ExpectApi, api: Api) => ExpectApi;
  /** What the test does after the request and before it looks (`runToEnd` steps). */
  steps?: Step[];
}

/**
 * Asks for a reset link for `email` and returns the forgot-password state once `steps` are taken,
 * while every delay (the resend countdown's ticks, the alert's 5 s) is still held; then releases
 * the delays and lets the run finish.
 */
async function forgotStateWhileDelaysHeld({
  email,
  answer,
  extraProviders = () => [],
  expecting = (saga) => saga,
  steps = [],
}: ForgotRun) {
  const { api, providers } = setup();
  const timers = held();
  const store = watchState(reducer);
  let running: State | undefined;
  await runToEnd(
    expecting(
      expectSaga(passwordRootSaga)
        .withReducer(store.reducer)
        .provide([
          [matchers.call.fn(api.proxy.createResetPasswordLink), answer],
          ...extraProviders(api),
          delaysUntil(timers),
          ...providers,
        ])
        .dispatch(resetLinkRequested({ email })),
      api,
    ),
    ...steps,
    () => (running = store.current()),
    timers.release,
  );
  return forgot(running);
}

describe('forgot password', () => {
  it('a sent link shows the check-your-email card and locks the resend button for 300 s', async () => {
    const shown = await forgotStateWhileDelaysHeld({
      email: ` ${anna.email} `,
      answer: { message: 'Reset password link created' },
      expecting: (saga, api) =>
        saga
          .call(api.proxy.createResetPasswordLink, anna.email, once('id-1'))
          .put(resendCountdownStarted({ seconds: 300 })),
    });
    expect(shown).toMatchObject({ view: 'checkEmail', resendSecondsLeft: 300, alert: null });
  });

  it('counts 300 s down to 0, one put per 1000 ms delay, then unlocks (no real time)', async () => {
    const { providers } = setup();
    let delays = 0;
    const { storeState } = await runToEnd(
      expectSaga(passwordRootSaga)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(delayP),
            dynamic(({ args: [ms] }: { args: [number] }) => {
              expect(ms).toBe(COUNTDOWN_TICK_MS);
              delays += 1;
              return null;
            }),
          ],
          ...providers,
        ])
        .dispatch(resendCountdownStarted({ seconds: RESEND_COUNTDOWN_SECONDS }))
        .put(resendCountdownTicked({ secondsLeft: 299 }))
        .put(resendCountdownTicked({ secondsLeft: 1 }))
        .put(resendCountdownTicked({ secondsLeft: 0 })),
    );
    expect(delays).toBe(300);
    expect(forgot(storeState).resendSecondsLeft).toBe(0);
  });

  it('a reset (another address) keeps the countdown running: the lock is not reset', async () => {
    const { providers } = setup();
    let delays = 0;
    // The third tick lasts until the test releases it; the reset comes during it.
    const third = held();
    const { storeState } = await runToEnd(
      expectSaga(passwordRootSaga)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(delayP),
            dynamic(() => {
              delays += 1;
              return delays === 3 ? third.later(null) : null;
            }),
          ],
          ...providers,
        ])
        .dispatch(resendCountdownStarted({ seconds: 300 }))
        .put(resendCountdownTicked({ secondsLeft: 297 })),
      forgotPasswordReset(),
      third.release,
    );
    expect(forgot(storeState).view).toBe('form');
    expect(forgot(storeState).resendSecondsLeft).toBe(0);
    expect(delays).toBe(300);
  });

  it('the locked address typed again shows its card and sends nothing; another address is sent', async () => {
    const { services, providers } = setup();
    const sent: string[] = [];
    // Every link asked for is recorded; delays last until the test releases them, so the lock
    // stays at 300 s while it looks.
    const timers = held();
    const store = watchState(reducer);
    let running: State | undefined;
    const recording = [
      [
        matchers.call.fn(services.api.proxy.createResetPasswordLink),
        dynamic(({ args: [email] }: { args: [string] }) => {
          sent.push(email);
          return { message: 'Reset password link created' };
        }),
      ],
      delaysUntil(timers),
      ...providers,
    ] as Parameters<ReturnType<typeof expectSaga>['provide']>[0];
    await runToEnd(
      expectSaga(passwordRootSaga)
        .withReducer(store.reducer)
        .provide(recording)
        .dispatch(resetLinkRequested({ email: anna.email })),
      forgotPasswordReset(),
      resetLinkRequested({ email: ' Anna.Andersson@example.se ' }),
      () => (running = store.current()),
      timers.release,
    );
    expect(sent).toEqual([anna.email]);
    expect(forgot(running)).toMatchObject({ view: 'checkEmail', resendSecondsLeft: 300 });

    // From that state, with the lock still on.
    const later = held();
    const storeAfter = watchState(reducer);
    let runningAfter: State | undefined;
    await runToEnd(
      expectSaga(passwordRootSaga)
        .withReducer(storeAfter.reducer, running)
        .provide([delaysUntil(later), ...recording])
        .dispatch(forgotPasswordReset()),
      resetLinkRequested({ email: maria.email }),
      () => (runningAfter = storeAfter.current()),
      later.release,
    );
    expect(sent).toEqual([anna.email, maria.email]);
    expect(forgot(runningAfter)).toMatchObject({
      view: 'checkEmail',
      lockedFor: { email: maria.email, view: 'checkEmail' },
    });
  });

  it('an address locked after email-not-found shows the not-found card again', async () => {
    let calls = 0;
    const shown = await forgotStateWhileDelaysHeld({
      email: 'nobody@example.se',
      answer: dynamic(() => {
        calls += 1;
        throw failure(404, 'email not found');
      }),
      steps: [forgotPasswordReset(), resetLinkRequested({ email: 'nobody@example.se' })],
    });
    expect(calls).toBe(1);
    expect(shown.view).toBe('notFound');
  });

  it('ignores the resend button while the countdown runs, and resends to the same address after it', async () => {
    let calls = 0;
    let callsWhileCounting = 0;
    const shown = await forgotStateWhileDelaysHeld({
      email: anna.email,
      answer: dynamic(() => {
        calls += 1;
        return { message: 'Reset password link created' };
      }),
      // The countdown's ticks are held; the test ends the countdown itself.
      steps: [
        resetLinkResendRequested(),
        () => (callsWhileCounting = calls),
        resendCountdownTicked({ secondsLeft: 0 }),
        resetLinkResendRequested(),
      ],
    });
    expect(callsWhileCounting).toBe(1);
    expect(calls).toBe(2);
    expect(shown).toMatchObject({ view: 'checkEmail', email: anna.email });
  });

  it("'email not verified' shows the resend-verification card and an alert that goes after 5 s", async () => {
    const { services, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(passwordRootSaga)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(services.api.proxy.createResetPasswordLink),
            throwError(failure(403, 'email not verified')),
          ],
          ...providers,
        ])
        .dispatch(resetLinkRequested({ email: nils.email }))
        .call(delayP, FORGOT_ALERT_MS)
        .put(forgotAlertCleared())
        .not.put.actionType(resendCountdownStarted.type),
    );
    expect(forgot(storeState)).toMatchObject({ view: 'notVerified', alert: null });
    expect(FORGOT_ALERT_MS).toBe(5000);
  });

  it('keeps the not-verified alert until the 5 s are over', async () => {
    const shown = await forgotStateWhileDelaysHeld({
      email: nils.email,
      answer: throwError(failure(403, 'email not verified')),
    });
    expect(shown.alert).toEqual({ id: 'password.forgot.alert.notVerified' });
  });

  it('after the verification link is created, shows the verification-sent card', async () => {
    const shown = await forgotStateWhileDelaysHeld({
      email: nils.email,
      answer: throwError(failure(403, 'email not verified')),
      extraProviders: (api) => [
        [matchers.call.fn(api.proxy.createVerifyLink), { message: 'Email verification link created' }],
      ],
      expecting: (saga, api) =>
        saga.dispatch(verificationLinkRequested()).call(api.proxy.createVerifyLink, nils.email, once('id-2')),
    });
    expect(shown.view).toBe('verificationSent');
  });

  it("'email not found' shows the not-found card and starts the resend lock", async () => {
    const shown = await forgotStateWhileDelaysHeld({
      email: 'nobody@example.se',
      answer: throwError(failure(404, 'email not found')),
      expecting: (saga) => saga.put(resendCountdownStarted({ seconds: 300 })),
    });
    expect(shown).toMatchObject({ view: 'notFound', resendSecondsLeft: 300 });
  });

  it('another failure keeps the form and shows the message', async () => {
    const shown = await forgotStateWhileDelaysHeld({
      email: anna.email,
      answer: throwError(new ApiError({ message: 'Injected fault 500', statusCode: 500 })),
    });
    expect(shown).toMatchObject({ view: 'form', alert: { text: 'Injected fault 500' } });
  });

  it('a reset goes back to the empty form', async () => {
    const shown = await forgotStateWhileDelaysHeld({
      email: 'nobody@example.se',
      answer: throwError(failure(404, 'email not found')),
      steps: [forgotPasswordReset()],
    });
    expect(shown).toMatchObject({ view: 'form', email: '', alert: null });
  });
});

describe('new password', () => {
  it("sends the password with the link's token and shows 'Password updated'", async () => {
    const { services, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(passwordRootSaga)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(services.api.proxy.resetPassword), { message: 'Password updated' }],
          ...providers,
        ])
        .dispatch(newPasswordRequested({ token: 'reset-token', password: 'Nytt-losen-2' }))
        .call(services.api.proxy.resetPassword, 'Nytt-losen-2', 'reset-token', once('id-1')),
    );
    expect((storeState as State).passwordRecovery.setNewPassword).toEqual({
      request: { status: 'succeeded', error: null },
      outcome: 'done',
    });
  });

  it("a lost answer: the retry carries the same key and gets 'Password updated', not 'link not found'", async () => {
    const { services, providers } = setup();
    let tokenSpent = false;
    const backend = lostFirstAnswer(() => {
      // The link's token works once, as on the backend.
      if (tokenSpent) throw failure(404, 'link not found');
      tokenSpent = true;
      return { message: 'Password updated' };
    });
    const { storeState } = await runToEnd(
      expectSaga(passwordRootSaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(services.api.proxy.resetPassword), backend.provider], ...providers])
        .dispatch(newPasswordRequested({ token: 'reset-token', password: 'Nytt-losen-2' })),
    );
    expect(backend.applications()).toBe(1);
    expect(backend.keys()).toEqual(['id-1', 'id-1']);
    expect((storeState as State).passwordRecovery.setNewPassword.outcome).toBe('done');
  });

  it.each([
    [410, 'link expired', 'linkExpired'],
    [404, 'link not found', 'linkNotFound'],
  ])('a %i %j shows the %s alert', async (status, details, outcome) => {
    const { services, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(passwordRootSaga)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(services.api.proxy.resetPassword), throwError(failure(status, details))],
          ...providers,
        ])
        .dispatch(newPasswordRequested({ token: 'reset-token', password: 'Nytt-losen-2' })),
    );
    expect((storeState as State).passwordRecovery.setNewPassword.outcome).toBe(outcome);
    expect((storeState as State).passwordRecovery.setNewPassword.request.status).toBe('failed');
  });
});

describe('verify email', () => {
  it('confirms the account with the token', async () => {
    const { services, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(passwordRootSaga)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(services.api.proxy.verifyEmail), { message: 'Email verified' }],
          ...providers,
        ])
        .dispatch(verifyEmailRequested({ token: 'verify-token' }))
        .call(services.api.proxy.verifyEmail, 'verify-token', once('id-1')),
    );
    expect((storeState as State).passwordRecovery.verifyEmail.outcome).toBe('done');
  });

  it("an expired link shows 'link expired', and a new link can be requested for an address", async () => {
    const { services, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(passwordRootSaga)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(services.api.proxy.verifyEmail), throwError(failure(410, 'link expired'))],
          [
            matchers.call.fn(services.api.proxy.createVerifyLink),
            { message: 'Email verification link created' },
          ],
          ...providers,
        ])
        .dispatch(verifyEmailRequested({ token: 'old-token' }))
        .dispatch(newVerifyLinkRequested({ email: nils.email }))
        .call(services.api.proxy.createVerifyLink, nils.email, once('id-2')),
    );
    const { verifyEmail } = (storeState as State).passwordRecovery;
    expect(verifyEmail.outcome).toBe('linkExpired');
    expect(verifyEmail.resend.status).toBe('succeeded');
  });
});
