import { createSelector } from '@reduxjs/toolkit';
import type { Invitation, SessionUser } from '../../api/types';
import { selectUser, selectUserRequest } from '../auth';
import type { InvitationOutcome, InvitationProblem, InvitationState } from './invitationSlice';

type WithInvitation = { invitation: InvitationState };

export const selectInvitationState = (state: WithInvitation) => state.invitation;
export const selectInvitation = (state: WithInvitation) => state.invitation.invitation;
export const selectInvitationAnswer = (state: WithInvitation) => state.invitation.answer;

/** What the invitation page shows. */
export type InvitationView =
  | { kind: 'loading' }
  | { kind: 'problem'; problem: InvitationProblem }
  /** Loading failed for another reason (no answer, a 5xx): worth another try. */
  | { kind: 'loadFailed' }
  /** An existing account, nobody signed in: log in first (or decline). */
  | { kind: 'signIn'; invitation: Invitation }
  /** An existing account, but someone else is signed in. */
  | { kind: 'otherAccount'; invitation: Invitation; signedInAs: string }
  /** Signed in as the invited account: join or decline. */
  | { kind: 'join'; invitation: Invitation }
  /** No account yet: choose a password (or decline). */
  | { kind: 'createAccount'; invitation: Invitation }
  | { kind: 'done'; outcome: InvitationOutcome; invitation: Invitation };

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The view from the invitation and who is signed in. A user still loading (the session restored on
 * a page load) counts as loading until known; a reload of a known user keeps the view.
 */
export function invitationView(
  state: InvitationState,
  user: Pick<SessionUser, 'email'> | null,
  userLoading: boolean,
): InvitationView {
  const { invitation, outcome, problem, load } = state;
  if (outcome && invitation) return { kind: 'done', outcome, invitation };
  if (problem) return { kind: 'problem', problem };
  if (load.status === 'failed') return { kind: 'loadFailed' };
  if (!invitation) return { kind: 'loading' };
  if (!invitation.account_exists) return { kind: 'createAccount', invitation };
  if (!user) return userLoading ? { kind: 'loading' } : { kind: 'signIn', invitation };
  if (!sameEmail(user.email, invitation.email)) {
    return { kind: 'otherAccount', invitation, signedInAs: user.email };
  }
  return { kind: 'join', invitation };
}

export const selectInvitationView = createSelector(
  [selectInvitationState, selectUser, selectUserRequest],
  (state, user, userRequest) => invitationView(state, user, userRequest.status === 'loading'),
);
