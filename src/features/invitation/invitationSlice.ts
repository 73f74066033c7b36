import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { Invitation } from '../../api/types';
import {
  failedRequest,
  idleRequest,
  loadingRequest,
  succeededRequest,
  type RequestState,
} from '../../core/requestState';
import type { LocalText } from '../../i18n/localText';

/** Why a link cannot be used: unknown token, past its time, or accepted or declined before. */
export type InvitationProblem = 'notFound' | 'expired' | 'answered' | 'withdrawn';

/** How the invited person answered: joined with the signed-in account, a new account, or no. */
export type InvitationOutcome = 'accepted' | 'accountCreated' | 'declined';

export type InvitationAnswer = 'accept' | 'decline';

export interface InvitationState {
  /** Loading what the link invites to. */
  load: RequestState;
  invitation: Invitation | null;
  /** Set when the link turned out unusable, on loading it or on answering it. */
  problem: InvitationProblem | null;
  /** The accept or decline under way or last tried. */
  answer: RequestState;
  answering: InvitationAnswer | null;
  /** What a failed answer shows; the form keeps its values and can be sent again. */
  answerMessage: LocalText | null;
  outcome: InvitationOutcome | null;
  /** The company joined (from the accept's answer). */
  companyId: string | null;
}

declare module '../../core/rootState' {
  interface RootState {
    invitation: InvitationState;
  }
}

const initialState: InvitationState = {
  load: idleRequest,
  invitation: null,
  problem: null,
  answer: idleRequest,
  answering: null,
  answerMessage: null,
  outcome: null,
  companyId: null,
};

/**
 * Written out rather than with requestReducers: loading resets the whole slice, and two answers
 * (accept, decline) share one request, each ignored while another is under way.
 *
 * The token travels in the request actions only (the recorder redacts it, core/redact.ts), never in
 * the state; so does the password a new account chooses. The confirmation stays in the form.
 */
const invitationSlice = createSlice({
  name: 'invitation',
  initialState,
  reducers: {
    invitationRequested: (_state, _action: PayloadAction<{ token: string }>) => ({
      ...initialState,
      load: loadingRequest,
    }),
    invitationLoaded: (state, action: PayloadAction<Invitation>) => {
      state.load = succeededRequest;
      state.invitation = action.payload;
    },
    invitationLoadFailed: (
      state,
      action: PayloadAction<{ error: ErrorInfo; problem: InvitationProblem | null }>,
    ) => {
      state.load = failedRequest(action.payload.error);
      state.problem = action.payload.problem;
    },
    /** A second press while one answer is under way is ignored here as in the saga (takeLeading). */
    invitationAcceptRequested: (state, _action: PayloadAction<{ token: string; password?: string }>) => {
      if (state.answer.status === 'loading') return;
      state.answer = loadingRequest;
      state.answering = 'accept';
      state.answerMessage = null;
    },
    invitationDeclineRequested: (state, _action: PayloadAction<{ token: string }>) => {
      if (state.answer.status === 'loading') return;
      state.answer = loadingRequest;
      state.answering = 'decline';
      state.answerMessage = null;
    },
    invitationAccepted: (state, action: PayloadAction<{ companyId: string; accountCreated: boolean }>) => {
      state.answer = succeededRequest;
      state.answering = null;
      state.outcome = action.payload.accountCreated ? 'accountCreated' : 'accepted';
      state.companyId = action.payload.companyId;
    },
    invitationDeclined: (state) => {
      state.answer = succeededRequest;
      state.answering = null;
      state.outcome = 'declined';
    },
    invitationAnswerFailed: (
      state,
      action: PayloadAction<{ error: ErrorInfo; problem: InvitationProblem | null; message: LocalText }>,
    ) => {
      state.answer = failedRequest(action.payload.error);
      state.answering = null;
      state.problem = action.payload.problem;
      state.answerMessage = action.payload.problem ? null : action.payload.message;
    },
    /** The page was left: nothing of this invitation stays for the next one. */
    invitationReset: () => initialState,
  },
});

export const {
  invitationRequested,
  invitationLoaded,
  invitationLoadFailed,
  invitationAcceptRequested,
  invitationDeclineRequested,
  invitationAccepted,
  invitationDeclined,
  invitationAnswerFailed,
  invitationReset,
} = invitationSlice.actions;
export const invitationReducer = invitationSlice.reducer;
