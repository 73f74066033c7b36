import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import {
  idleRequest,
  loadingRequest as loading,
  succeededRequest as succeeded,
  type RequestState,
} from '../../core/requestState';
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
    /**
     * The address the running lock belongs to and the card its answer showed: typing it again
     * within the 300 s shows that card again instead of sending another link.
     */
    lockedFor: { email: string; view: ForgotPasswordView } | null;
  };
  // Not `newPassword`: the support log redacts every key named so.
  setNewPassword: { request: RequestState; outcome: LinkOutcome };
  verifyEmail: { request: RequestState; outcome: LinkOutcome; resend: RequestState };
}

declare module '../../core/rootState' {
  interface RootState {
    passwordRecovery: PasswordState;
  }
}

const initialState: PasswordState = {
  forgot: {
    view: 'form',
    email: '',
    request: idleRequest,
    alert: null,
    resendSecondsLeft: 0,
    lockedFor: null,
  },
  setNewPassword: { request: idleRequest, outcome: 'none' },
  verifyEmail: { request: idleRequest, outcome: 'none', resend: idleRequest },
};

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
      state.forgot.lockedFor = { email: state.forgot.email, view: state.forgot.view };
    },
    resendCountdownTicked: (state, action: PayloadAction<{ secondsLeft: number }>) => {
      state.forgot.resendSecondsLeft = action.payload.secondsLeft;
      if (action.payload.secondsLeft === 0) state.forgot.lockedFor = null;
    },
    /** The locked address typed again: its card comes back, nothing is sent. */
    resetLinkStillLocked: (state) => {
      state.forgot.request = succeeded;
      state.forgot.view = state.forgot.lockedFor?.view ?? 'checkEmail';
    },
    /** Back to the empty form (another address, or the page was left); a running lock stays. */
    forgotPasswordReset: (state) => {
      const { resendSecondsLeft, lockedFor } = state.forgot;
      state.forgot = { ...initialState.forgot, resendSecondsLeft, lockedFor };
    },

    newPasswordRequested: (state, _action: PayloadAction<{ token: string; password: string }>) => {
      state.setNewPassword = { request: loading, outcome: 'none' };
    },
    newPasswordSucceeded: (state) => {
      state.setNewPassword = { request: succeeded, outcome: 'done' };
    },
    newPasswordFailed: (state, action: PayloadAction<{ error: ErrorInfo; outcome: LinkOutcome }>) => {
      state.setNewPassword = {
        request: { status: 'failed', error: action.payload.error },
        outcome: action.payload.outcome,
      };
    },
    newPasswordReset: (state) => {
      state.setNewPassword = initialState.setNewPassword;
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
  resetLinkStillLocked,
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
