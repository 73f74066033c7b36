import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import type { LocalText } from '../../i18n/localText';

/** The five card states of the forgot-password screen (docs/rules.md#forgot-password). */
export type ForgotPasswordView = 'form' | 'checkEmail' | 'notVerified' | 'verificationSent' | 'notFound';

/** How a link from an e-mail (reset or verification) turned out. */
export type LinkOutcome = 'none' | 'done' | 'linkExpired' | 'linkNotFound';

export interface PasswordState {
  forgot: {
    view: ForgotPasswordView;
    /** The address the links go to; the resend buttons reuse it. */
    email: string;
    request: RequestState;
    /** The temporary error alert (5 s, docs/rules.md#forgot-password). */
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

/** A forgot-password request that failed with the alert it shows. */
interface AlertFailure {
  error: ErrorInfo;
  alert: LocalText;
}

/** A link that failed, and what that says about the link. */
export interface LinkFailure {
  error: ErrorInfo;
  outcome: LinkOutcome;
}

/** A link's outcome: none while it is asked about, done on success, else what its failure says. */
const linkOutcome = (part: 'setNewPassword' | 'verifyEmail') => ({
  requested: (state: Draft<PasswordState>) => {
    state[part].outcome = 'none';
  },
  succeeded: (state: Draft<PasswordState>) => {
    state[part].outcome = 'done';
  },
  failed: (state: Draft<PasswordState>, action: PayloadAction<LinkFailure>) => {
    state[part].outcome = action.payload.outcome;
  },
});

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
    // The forgot-password card's one request, which several actions start, end and fail.
    ...requestReducers<PasswordState, { requested: { email: string }; failed: AlertFailure }>()(
      ['resetLinkRequested', 'resetLinkSucceeded', 'forgotRequestFailed'],
      (s) => s.forgot,
      'request',
      {
        requested: (state, action) => {
          state.forgot.email = action.payload.email;
          state.forgot.alert = null;
        },
        succeeded: (state) => {
          state.forgot.view = 'checkEmail';
        },
        failed: (state, action) => {
          state.forgot.alert = action.payload.alert;
        },
      },
    ),
    /** The resend button on the check-your-email card: the same link to the same address. */
    ...requestReducers<PasswordState>()(['resetLinkResendRequested', null, null], (s) => s.forgot, 'request'),
    ...requestReducers<PasswordState, { failed: AlertFailure }>()(
      [null, null, 'resetLinkEmailNotVerified'],
      (s) => s.forgot,
      'request',
      {
        failed: (state, action) => {
          state.forgot.view = 'notVerified';
          state.forgot.alert = action.payload.alert;
        },
      },
    ),
    ...requestReducers<PasswordState>()([null, null, 'resetLinkEmailNotFound'], (s) => s.forgot, 'request', {
      failed: (state) => {
        state.forgot.view = 'notFound';
      },
    }),
    ...requestReducers<PasswordState>()(
      ['verificationLinkRequested', 'verificationLinkSucceeded', null],
      (s) => s.forgot,
      'request',
      {
        requested: (state) => {
          state.forgot.alert = null;
        },
        succeeded: (state) => {
          state.forgot.view = 'verificationSent';
        },
      },
    ),
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
    ...requestReducers<PasswordState>()([null, 'resetLinkStillLocked', null], (s) => s.forgot, 'request', {
      succeeded: (state) => {
        state.forgot.view = state.forgot.lockedFor?.view ?? 'checkEmail';
      },
    }),
    /** Back to the empty form (another address, or the page was left); a running lock stays. */
    forgotPasswordReset: (state) => {
      const { resendSecondsLeft, lockedFor } = state.forgot;
      state.forgot = { ...initialState.forgot, resendSecondsLeft, lockedFor };
    },

    ...requestReducers<
      PasswordState,
      { requested: { token: string; password: string }; failed: LinkFailure }
    >()('newPassword', (s) => s.setNewPassword, 'request', linkOutcome('setNewPassword')),
    newPasswordReset: (state) => {
      state.setNewPassword = initialState.setNewPassword;
    },

    ...requestReducers<PasswordState, { requested: { token: string }; failed: LinkFailure }>()(
      'verifyEmail',
      (s) => s.verifyEmail,
      'request',
      {
        ...linkOutcome('verifyEmail'),
        requested: (state) => {
          // Another link: nothing of the last one's answer stays, nor its resend's.
          state.verifyEmail.outcome = 'none';
          state.verifyEmail.resend = idleRequest;
        },
      },
    ),
    ...requestReducers<PasswordState, { requested: { email: string } }>()(
      'newVerifyLink',
      (s) => s.verifyEmail,
      'resend',
    ),
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
