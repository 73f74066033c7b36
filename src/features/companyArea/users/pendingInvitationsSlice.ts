import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../../api/apiError';
import type { CompanyInvitation } from '../../../api/types';
import { idleRequest, requestReducers, type RequestState } from '../../../core/requestState';
import { loggedOut, sessionEnded } from '../../../core/session';
import type { LocalText } from '../../../i18n/localText';

// The users tab's pending invitations (docs/rules.md#pending-invitations): the company's unanswered
// invitations, sending one again and withdrawing one (after a confirmation dialog).

export interface InvitationActionState {
  /** The invitation the action is for: one resend and one withdrawal at a time. */
  invitationId: string | null;
  request: RequestState;
  /** What the failure says (shown above the list for a resend, in the dialog for a withdrawal). */
  message: LocalText | null;
}

export interface PendingInvitationsState {
  /** The company the list belongs to; another company starts over. */
  companyId: string | null;
  items: CompanyInvitation[];
  request: RequestState;
  resend: InvitationActionState;
  withdraw: InvitationActionState & {
    /**
     * The invitation whose withdrawal the dialog asks to confirm (kept whole: the dialog stays with
     * its answer when a reloaded list no longer has it); null when it is closed.
     */
    confirming: CompanyInvitation | null;
  };
}

declare module '../../../core/rootState' {
  interface RootState {
    pendingInvitations: PendingInvitationsState;
  }
}

const noAction: InvitationActionState = { invitationId: null, request: idleRequest, message: null };

const initialState: PendingInvitationsState = {
  companyId: null,
  items: [],
  request: idleRequest,
  resend: noAction,
  withdraw: { ...noAction, confirming: null },
};

const forCompany = (companyId: string): PendingInvitationsState => ({ ...initialState, companyId });

/** A late answer about another company (the admin switched meanwhile) changes nothing. */
const isCurrent = (state: PendingInvitationsState, companyId: string) => state.companyId === companyId;

type OfCompany = { companyId: string };
type OfInvitation = OfCompany & { invitationId: string };
type Failure = OfInvitation & { error: ErrorInfo | null; message: LocalText };

/** A resend and a withdrawal start and fail alike: one invitation at a time, the failure's text kept. */
const invitationAction = (part: 'resend' | 'withdraw') => ({
  requested: (state: Draft<PendingInvitationsState>, action: PayloadAction<OfInvitation>) => {
    state[part].invitationId = action.payload.invitationId;
    state[part].message = null;
  },
  failed: (state: Draft<PendingInvitationsState>, action: PayloadAction<Failure>) => {
    state[part].invitationId = null;
    state[part].message = action.payload.message;
  },
});

const pendingInvitationsSlice = createSlice({
  name: 'pendingInvitations',
  initialState,
  reducers: {
    ...requestReducers<
      PendingInvitationsState,
      {
        requested: OfCompany;
        succeeded: OfCompany & { items: CompanyInvitation[] };
        failed: OfCompany & { error: ErrorInfo | null };
      }
    >()(
      ['pendingInvitationsRequested', 'pendingInvitationsLoaded', 'pendingInvitationsFailed'],
      (s) => s,
      'request',
      {
        requested: (state, action) => {
          if (isCurrent(state, action.payload.companyId)) return;
          Object.assign(state, forCompany(action.payload.companyId), { request: state.request });
        },
        succeeded: (state, action) => {
          if (isCurrent(state, action.payload.companyId)) state.items = action.payload.items;
        },
      },
    ),

    ...requestReducers<
      PendingInvitationsState,
      {
        requested: OfInvitation;
        succeeded: OfInvitation & { invitation: CompanyInvitation };
        failed: Failure;
      }
    >()(
      ['invitationResendRequested', 'invitationResent', 'invitationResendFailed'],
      (s) => s.resend,
      'request',
      {
        ...invitationAction('resend'),
        succeeded: (state, action) => {
          const { companyId, invitation } = action.payload;
          state.resend.invitationId = null;
          if (!isCurrent(state, companyId)) return;
          state.items = state.items.map((item) => (item.id === invitation.id ? invitation : item));
        },
      },
    ),
    invitationResendErrorDismissed: (state) => {
      state.resend.message = null;
    },

    /** The dialog asks first; a withdrawal under way keeps it open with its answer. */
    invitationWithdrawOpened: (state, action: PayloadAction<OfInvitation>) => {
      const { companyId, invitationId } = action.payload;
      if (!isCurrent(state, companyId) || state.withdraw.request.status === 'loading') return;
      const invitation = state.items.find((item) => item.id === invitationId);
      if (invitation) state.withdraw = { ...noAction, confirming: invitation };
    },
    invitationWithdrawClosed: (state) => {
      if (state.withdraw.request.status !== 'loading') state.withdraw = { ...noAction, confirming: null };
    },
    ...requestReducers<
      PendingInvitationsState,
      { requested: OfInvitation; succeeded: OfInvitation; failed: Failure }
    >()(
      ['invitationWithdrawRequested', 'invitationWithdrawn', 'invitationWithdrawFailed'],
      (s) => s.withdraw,
      'request',
      {
        ...invitationAction('withdraw'),
        succeeded: (state, action) => {
          const { companyId, invitationId } = action.payload;
          state.withdraw = { ...noAction, request: state.withdraw.request, confirming: null };
          if (!isCurrent(state, companyId)) return;
          state.items = state.items.filter((item) => item.id !== invitationId);
        },
      },
    ),
  },
  // One admin's view of a company's invitations is never shown to the next person on the browser.
  extraReducers: (builder) =>
    builder.addCase(loggedOut, () => initialState).addCase(sessionEnded, () => initialState),
});

export const {
  pendingInvitationsRequested,
  pendingInvitationsLoaded,
  pendingInvitationsFailed,
  invitationResendRequested,
  invitationResent,
  invitationResendFailed,
  invitationResendErrorDismissed,
  invitationWithdrawOpened,
  invitationWithdrawClosed,
  invitationWithdrawRequested,
  invitationWithdrawn,
  invitationWithdrawFailed,
} = pendingInvitationsSlice.actions;
export const pendingInvitationsReducer = pendingInvitationsSlice.reducer;
