import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import type { Once } from '../../api/http';
import { callApiOnce } from '../../core/callApi';
import { takeLeadingPerKey } from '../../core/takeLeadingPerKey';
import { service } from '../../core/services';
import { t } from '../../i18n/localText';
import { errorText, isEmailNotFound, isEmailNotVerified, linkOutcomeOf } from './linkOutcome';
import {
  forgotAlertCleared,
  forgotPasswordReset,
  forgotRequestFailed,
  newPasswordFailed,
  newPasswordRequested,
  newPasswordSucceeded,
  newVerifyLinkFailed,
  newVerifyLinkRequested,
  newVerifyLinkSucceeded,
  resendCountdownStarted,
  resendCountdownTicked,
  resetLinkStillLocked,
  resetLinkEmailNotFound,
  resetLinkEmailNotVerified,
  resetLinkRequested,
  resetLinkResendRequested,
  resetLinkSucceeded,
  verificationLinkRequested,
  verificationLinkSucceeded,
  verifyEmailFailed,
  verifyEmailRequested,
  verifyEmailSucceeded,
  type LinkFailure,
} from './passwordSlice';
import { selectForgotPassword } from './selectors';

/** The resend countdown is 300 s, ticking every 1 s (docs/rules.md#forgot-password). */
export const RESEND_COUNTDOWN_SECONDS = 300;
export const COUNTDOWN_TICK_MS = 1000;
/** The forgot-password error alert shows 5 s (docs/rules.md#forgot-password). */
export const FORGOT_ALERT_MS = 5000;

function* sendResetLink(email: string) {
  const api = yield* service('api');
  try {
    yield* callApiOnce(api.proxy.createResetPasswordLink, email);
    yield* put(resetLinkSucceeded());
    yield* put(resendCountdownStarted({ seconds: RESEND_COUNTDOWN_SECONDS }));
  } catch (thrown) {
    const error = toErrorInfo(thrown);
    if (isEmailNotVerified(error)) {
      yield* put(resetLinkEmailNotVerified({ error, alert: t('password.forgot.alert.notVerified') }));
    } else if (isEmailNotFound(error)) {
      yield* put(resetLinkEmailNotFound(error));
      // The resend lock starts on 'email not found' too (docs/rules.md#forgot-password).
      yield* put(resendCountdownStarted({ seconds: RESEND_COUNTDOWN_SECONDS }));
    } else {
      yield* put(forgotRequestFailed({ error, alert: errorText(error) }));
    }
  }
}

export function* requestResetLink(action: PayloadAction<{ email: string }>) {
  const email = action.payload.email.trim();
  const { lockedFor, resendSecondsLeft } = yield* select(selectForgotPassword);
  // "Use another address" and back to the same one must not get round the 300 s lock.
  if (resendSecondsLeft > 0 && lockedFor?.email.trim().toLowerCase() === email.toLowerCase()) {
    yield* put(resetLinkStillLocked());
    return;
  }
  yield* call(sendResetLink, email);
}

/** The resend button: ignored while the countdown runs (the button is disabled then too). */
export function* resendResetLink() {
  const forgot = yield* select(selectForgotPassword);
  if (forgot.resendSecondsLeft > 0 || !forgot.email) return;
  yield* call(sendResetLink, forgot.email);
}

export function* requestVerificationLink() {
  const api = yield* service('api');
  const { email } = yield* select(selectForgotPassword);
  try {
    yield* callApiOnce(api.proxy.createVerifyLink, email);
    yield* put(verificationLinkSucceeded());
  } catch (thrown) {
    const error = toErrorInfo(thrown);
    yield* put(forgotRequestFailed({ error, alert: errorText(error) }));
  }
}

/** Counts the resend lock down once a second; a new start cancels it (takeLatest), a reset does not. */
export function* runResendCountdown(action: { type: string; payload?: unknown }) {
  if (!resendCountdownStarted.match(action)) return;
  for (let left = action.payload.seconds; left > 0;) {
    yield* delay(COUNTDOWN_TICK_MS);
    left -= 1;
    yield* put(resendCountdownTicked({ secondsLeft: left }));
  }
}

/** The temporary error alert goes after 5 s; a newer alert restarts the time. */
export function* clearForgotAlertLater(action: { type: string }) {
  if (forgotPasswordReset.match(action)) return;
  yield* delay(FORGOT_ALERT_MS);
  yield* put(forgotAlertCleared());
}

/**
 * A new password and a verified address both spend a link from an e-mail: a failure is read for
 * what it says of the link (expired, unknown), which the page tells the shopper.
 */
function* followLink<Args extends unknown[]>(
  fn: (...args: [...Args, Once]) => Promise<unknown>,
  args: Args,
  succeeded: () => UnknownAction,
  failed: (failure: LinkFailure) => UnknownAction,
) {
  try {
    yield* callApiOnce(fn, ...args);
    yield* put(succeeded());
  } catch (thrown) {
    const error = toErrorInfo(thrown);
    yield* put(failed({ error, outcome: linkOutcomeOf(error) }));
  }
}

export function* submitNewPassword(action: PayloadAction<{ token: string; password: string }>) {
  const api = yield* service('api');
  yield* followLink(
    api.proxy.resetPassword,
    [action.payload.password, action.payload.token],
    newPasswordSucceeded,
    newPasswordFailed,
  );
}

export function* verifyEmail(action: PayloadAction<{ token: string }>) {
  const api = yield* service('api');
  yield* followLink(api.proxy.verifyEmail, [action.payload.token], verifyEmailSucceeded, verifyEmailFailed);
}

export function* requestNewVerifyLink(action: PayloadAction<{ email: string }>) {
  const api = yield* service('api');
  try {
    yield* callApiOnce(api.proxy.createVerifyLink, action.payload.email.trim());
    yield* put(newVerifyLinkSucceeded());
  } catch (thrown) {
    yield* put(newVerifyLinkFailed(toErrorInfo(thrown)));
  }
}

export function* passwordRootSaga() {
  // takeLeading against double submits. The verification link is spent by its first request, so a
  // second request for the same token (StrictMode runs the page's effect twice) is never sent.
  yield* takeLeading(resetLinkRequested.type, requestResetLink);
  yield* takeLeading(resetLinkResendRequested.type, resendResetLink);
  yield* takeLeading(verificationLinkRequested.type, requestVerificationLink);
  yield* takeLatest(resendCountdownStarted.type, runResendCountdown);
  yield* takeLatest(
    [resetLinkEmailNotVerified.type, forgotRequestFailed.type, forgotPasswordReset.type],
    clearForgotAlertLater,
  );
  yield* takeLeading(newPasswordRequested.type, submitNewPassword);
  yield* takeLeadingPerKey<{ token: string }>(verifyEmailRequested.type, (p) => p.token, verifyEmail);
  yield* takeLeading(newVerifyLinkRequested.type, requestNewVerifyLink);
}
