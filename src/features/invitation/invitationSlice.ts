import { createSlice } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { Invitation } from '../../api/types';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
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

type AnswerFailure = { error: ErrorInfo; problem: InvitationProblem | null; message: LocalText };

/** A second press while one answer is under way is ignored here as in the saga (takeLeading). */
const notAnswering = { requested: (state: InvitationState) => state.answer.status !== 'loading' };

/**
 * Loading resets the whole slice; two answers (accept, decline) share one request.
 *
 * The token travels in the request actions only (the recorder redacts it, core/redact.ts), never in
 * the state; so does the password a new account chooses. The confirmation stays in the form.
 */
const invitationSlice = createSlice({
  name: 'invitation',
  initialState,
  reducers: {
    ...requestReducers<
      InvitationState,
      {
        requested: { token: string };
        succeeded: Invitation;
        failed: { error: ErrorInfo; problem: InvitationProblem | null };
      }
    >()(['invitationRequested', 'invitationLoaded', 'invitationLoadFailed'], (s) => s, 'load', {
      requested: (state) => {
        Object.assign(state, initialState, { load: state.load });
      },
      succeeded: (state, action) => {
        state.invitation = action.payload;
      },
      failed: (state, action) => {
        state.problem = action.payload.problem;
      },
    }),
    ...requestReducers<
      InvitationState,
      {
        requested: { token: string; password?: string };
        succeeded: { companyId: string; accountCreated: boolean };
        failed: AnswerFailure;
      }
    >()(['invitationAcceptRequested', 'invitationAccepted', 'invitationAnswerFailed'], (s) => s, 'answer', {
      requested: (state) => {
        state.answering = 'accept';
        state.answerMessage = null;
      },
      succeeded: (state, action) => {
        state.answering = null;
        state.outcome = action.payload.accountCreated ? 'accountCreated' : 'accepted';
        state.companyId = action.payload.companyId;
      },
      failed: (state, action) => {
        state.answering = null;
        state.problem = action.payload.problem;
        state.answerMessage = action.payload.problem ? null : action.payload.message;
      },
      when: notAnswering,
    }),
    ...requestReducers<InvitationState, { requested: { token: string } }>()(
      ['invitationDeclineRequested', 'invitationDeclined', null],
      (s) => s,
      'answer',
      {
        requested: (state) => {
          state.answering = 'decline';
          state.answerMessage = null;
        },
        succeeded: (state) => {
          state.answering = null;
          state.outcome = 'declined';
        },
        when: notAnswering,
      },
    ),
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
