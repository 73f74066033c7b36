import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import { idleRequest, type RequestState } from '../../core/requestState';
import type { LocalText } from '../../i18n/localText';

/** The five card states of the forgot-password screen (spec point 2). */
export type ForgotPasswordView = 'form' | 'checkEmail' | 'notVerified' | 'verificationSent' | 'notFound';

/** How a link from an e-mail (reset or verification) turned out. */
export type LinkOutcome = 'none' | 'done' | 'linkExpired' | 'linkNotFound';

export interface PasswordState {
  forgot: {
    view: ForgotPasswordView;
    /** The address the links go to; the resend buttons reuse it. */
    email: string;
    request: RequestState;
    /** The temporary error alert (5 s, spec point 9). */
    alert: LocalText | null;
    /** Seconds until the resend button unlocks; 0 = unlocked. */
    resendSecondsLeft: number;
  };
  newPassword: { request: RequestState; outcome: LinkOutcome };
  verifyEmail: { request: RequestState; outcome: LinkOutcome; resend: RequestState };
}

declare module '../../core/rootState' {
  interface RootState {
    password: PasswordState;
  }
}

const initialState: PasswordState = {
  forgot: { view: 'form', email: '', request: idleRequest, alert: null, resendSecondsLeft: 0 },
  newPassword: { request: idleRequest, outcome: 'none' },
  verifyEmail: { request: idleRequest, outcome: 'none', resend: idleRequest },
};

const loading: RequestState = { status: 'loading', error: null };
const succeeded: RequestState = { status: 'succeeded', error: null };

const passwordSlice = createSlice({
  name: 'password',
  initialState,
  reducers: {
    resetLinkRequested: (state, action: PayloadAction<{ email: string }>) => {
      state.forgot.email = action.payload.email;
      state.forgot.request = loading;
      state.forgot.alert = null;
    },
    /** The resend button on the check-your-email card: the same link to the same address. */
    resetLinkResendRequested: (state) => {
      state.forgot.request = loading;
    },
    resetLinkSucceeded: (state) => {
      state.forgot.request = succeeded;
      state.forgot.view = 'checkEmail';
    },
    resetLinkEmailNotVerified: (state, action: PayloadAction<{ error: ErrorInfo; alert: LocalText }>) => {
      state.forgot.request = { status: 'failed', error: action.payload.error };
      state.forgot.view = 'notVerified';
      state.forgot.alert = action.payload.alert;
    },
    resetLinkEmailNotFound: (state, action: PayloadAction<ErrorInfo>) => {
      state.forgot.request = { status: 'failed', error: action.payload };
      state.forgot.view = 'notFound';
    },
    forgotRequestFailed: (state, action: PayloadAction<{ error: ErrorInfo; alert: LocalText }>) => {
      state.forgot.request = { status: 'failed', error: action.payload.error };
      state.forgot.alert = action.payload.alert;
    },
    verificationLinkRequested: (state) => {
      state.forgot.request = loading;
      state.forgot.alert = null;
    },
    verificationLinkSucceeded: (state) => {
      state.forgot.request = succeeded;
      state.forgot.view = 'verificationSent';
    },
    forgotAlertCleared: (state) => {
      state.forgot.alert = null;
    },
    resendCountdownStarted: (state, action: PayloadAction<{ seconds: number }>) => {
      state.forgot.resendSecondsLeft = action.payload.seconds;
    },
    resendCountdownTicked: (state, action: PayloadAction<{ secondsLeft: number }>) => {
      state.forgot.resendSecondsLeft = action.payload.secondsLeft;
    },
    /** Back to the empty form (another address, or the page was left). */
    forgotPasswordReset: (state) => {
      state.forgot = initialState.forgot;
    },

    newPasswordRequested: (state, _action: PayloadAction<{ token: string; password: string }>) => {
      state.newPassword = { request: loading, outcome: 'none' };
    },
    newPasswordSucceeded: (state) => {
      state.newPassword = { request: succeeded, outcome: 'done' };
    },
    newPasswordFailed: (state, action: PayloadAction<{ error: ErrorInfo; outcome: LinkOutcome }>) => {
      state.newPassword = {
        request: { status: 'failed', error: action.payload.error },
        outcome: action.payload.outcome,
      };
    },
    newPasswordReset: (state) => {
      state.newPassword = initialState.newPassword;
    },

    verifyEmailRequested: (state, _action: PayloadAction<{ token: string }>) => {
      state.verifyEmail = { ...initialState.verifyEmail, request: loading };
    },
    verifyEmailSucceeded: (state) => {
      state.verifyEmail.request = succeeded;
      state.verifyEmail.outcome = 'done';
    },
    verifyEmailFailed: (state, action: PayloadAction<{ error: ErrorInfo; outcome: LinkOutcome }>) => {
      state.verifyEmail.request = { status: 'failed', error: action.payload.error };
      state.verifyEmail.outcome = action.payload.outcome;
    },
    newVerifyLinkRequested: (state, _action: PayloadAction<{ email: string }>) => {
      state.verifyEmail.resend = loading;
    },
    newVerifyLinkSucceeded: (state) => {
      state.verifyEmail.resend = succeeded;
    },
    newVerifyLinkFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.verifyEmail.resend = { status: 'failed', error: action.payload };
    },
  },
});

export const {
  resetLinkRequested,
  resetLinkResendRequested,
  resetLinkSucceeded,
  resetLinkEmailNotVerified,
  resetLinkEmailNotFound,
  forgotRequestFailed,
  verificationLinkRequested,
  verificationLinkSucceeded,
  forgotAlertCleared,
  resendCountdownStarted,
  resendCountdownTicked,
  forgotPasswordReset,
  newPasswordRequested,
  newPasswordSucceeded,
  newPasswordFailed,
  newPasswordReset,
  verifyEmailRequested,
  verifyEmailSucceeded,
  verifyEmailFailed,
  newVerifyLinkRequested,
  newVerifyLinkSucceeded,
  newVerifyLinkFailed,
} = passwordSlice.actions;
export const passwordReducer = passwordSlice.reducer;
