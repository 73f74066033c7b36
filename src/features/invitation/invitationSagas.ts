import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, take, takeLatest, takeLeading } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import type { InvitationAcceptInput } from '../../api/types';
import { callApi, callApiOnce } from '../../core/callApi';
import { loggedOut, sessionEnded } from '../../core/session';
import { service } from '../../core/services';
import { followUserStoreGroup, userFailed, userRequested, userSucceeded } from '../auth';
import { answerFailureMessage, invitationProblemOf } from './answerErrors';
import {
  invitationAccepted,
  invitationAcceptRequested,
  invitationAnswerFailed,
  invitationDeclined,
  invitationDeclineRequested,
  invitationLoaded,
  invitationLoadFailed,
  invitationRequested,
} from './invitationSlice';

/** What the mailed link invites to. A read: retried on a lost answer, a newer link wins. */
export function* loadInvitation(action: PayloadAction<{ token: string }>) {
  const api = yield* service('api');
  try {
    const invitation = yield* callApi(api.invitations.getInvitation, action.payload.token);
    yield* put(invitationLoaded(invitation));
  } catch (thrown) {
    const error = toErrorInfo(thrown);
    yield* put(invitationLoadFailed({ error, problem: invitationProblemOf(error) }));
  }
}

function* answerFailed(thrown: unknown) {
  const error = toErrorInfo(thrown);
  yield* put(
    invitationAnswerFailed({
      error,
      problem: invitationProblemOf(error),
      message: answerFailureMessage(error),
    }),
  );
}

/**
 * The signed-in user again, now with the company (the auth feature's user query), so the company
 * page and the customer picker know it before the success is shown; the cart follows the user to
 * the company's store group (its prices) as at login.
 */
function* reloadSignedInUser() {
  yield* put(userRequested());
  const { loaded } = yield* race({
    loaded: take(userSucceeded),
    failed: take(userFailed.type),
    ended: take(sessionEnded.type),
    out: take(loggedOut.type),
  });
  if (loaded) yield* call(followUserStoreGroup, loaded.payload);
}

/**
 * Accepts with one idempotency key for every attempt, so a retry after a lost answer gets the first
 * answer instead of a second acceptance. A password means a new account (nobody to reload); without
 * one the signed-in account joined, and it is loaded again.
 */
export function* acceptInvitation(action: PayloadAction<{ token: string; password?: string }>) {
  const api = yield* service('api');
  const { token, password } = action.payload;
  const input: InvitationAcceptInput = password === undefined ? { token } : { token, password };
  const accountCreated = password !== undefined;
  let companyId: string;
  try {
    companyId = (yield* callApiOnce(api.invitations.acceptInvitation, input)).company_id;
  } catch (thrown) {
    yield* answerFailed(thrown);
    return;
  }
  if (!accountCreated) yield* reloadSignedInUser();
  yield* put(invitationAccepted({ companyId, accountCreated }));
}

export function* declineInvitation(action: PayloadAction<{ token: string }>) {
  const api = yield* service('api');
  try {
    yield* callApiOnce(api.invitations.declineInvitation, action.payload.token);
  } catch (thrown) {
    yield* answerFailed(thrown);
    return;
  }
  yield* put(invitationDeclined());
}

/** One answer at a time: a double press, or decline during accept, is ignored (takeLeading). */
export function* answerInvitation(
  action: ReturnType<typeof invitationAcceptRequested> | ReturnType<typeof invitationDeclineRequested>,
) {
  if (invitationAcceptRequested.match(action)) yield* acceptInvitation(action);
  else yield* declineInvitation(action);
}

export function* invitationRootSaga() {
  // takeLatest for the read: StrictMode's second effect, or another link, cancels the older load.
  yield* takeLatest(invitationRequested.type, loadInvitation);
  yield* takeLeading([invitationAcceptRequested.type, invitationDeclineRequested.type], answerInvitation);
}
