import { all, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { toErrorInfo } from '../../../api/apiError';
import { callApi, callApiOnce } from '../../../core/callApi';
import { service } from '../../../core/services';
import { t } from '../../../i18n/localText';
import { notify } from '../../notifications';
import { companyUserInvited } from './companyUsersSlice';
import { invitationActionMessage, isStaleInvitation } from './pendingInvitationsErrors';
import {
  invitationResendFailed,
  invitationResendRequested,
  invitationResent,
  invitationWithdrawFailed,
  invitationWithdrawn,
  invitationWithdrawRequested,
  pendingInvitationsFailed,
  pendingInvitationsLoaded,
  pendingInvitationsRequested,
} from './pendingInvitationsSlice';
import { selectPendingInvitations } from './selectors';

// The users tab's pending invitations (docs/rules.md#pending-invitations).

/** Loads the company's unanswered invitations; takeLatest, so a newer request cancels an older load. */
export function* loadPendingInvitations({ payload }: ReturnType<typeof pendingInvitationsRequested>) {
  const { companyId } = payload;
  const api = yield* service('api');
  try {
    const { items } = yield* callApi(api.companies.companyInvitations, companyId);
    yield* put(pendingInvitationsLoaded({ companyId, items }));
  } catch (error) {
    yield* put(pendingInvitationsFailed({ companyId, error: toErrorInfo(error) }));
  }
}

/** The same company's list again, unless the admin moved to another company meanwhile. */
function* reloadPendingInvitations(companyId: string) {
  if ((yield* select(selectPendingInvitations)).companyId !== companyId) return;
  yield* put(pendingInvitationsRequested({ companyId }));
}

/** A new invitation (or one answered again by inviting the address again) shows in the list. */
function* afterInvite({ payload }: ReturnType<typeof companyUserInvited>) {
  yield* reloadPendingInvitations(payload.companyId);
}

/**
 * Sends the invitation again, with one idempotency key for all attempts; a toast says so, and the
 * list is loaded again (the backend says when the mail was last sent).
 */
export function* resendInvitation({ payload }: ReturnType<typeof invitationResendRequested>) {
  const { companyId, invitationId } = payload;
  const api = yield* service('api');
  try {
    const invitation = yield* callApiOnce(api.companies.resendInvitation, companyId, invitationId);
    yield* put(invitationResent({ companyId, invitationId, invitation }));
    yield* notify('success', t('companyUsers.invitations.resend.success', { email: invitation.email }));
  } catch (error) {
    const message = invitationActionMessage(error, 'resend');
    yield* put(invitationResendFailed({ companyId, invitationId, error: toErrorInfo(error), message }));
    if (!isStaleInvitation(error)) return;
  }
  yield* reloadPendingInvitations(companyId);
}

/**
 * Withdraws the invitation the dialog confirmed, with one idempotency key for all attempts; the
 * dialog closes, a toast says so and the list is loaded again. A failure stays in the dialog.
 */
export function* withdrawInvitation({ payload }: ReturnType<typeof invitationWithdrawRequested>) {
  const { companyId, invitationId } = payload;
  const api = yield* service('api');
  const { withdraw, items } = yield* select(selectPendingInvitations);
  const email = (withdraw.confirming ?? items.find((item) => item.id === invitationId))?.email ?? '';
  try {
    yield* callApiOnce(api.companies.withdrawInvitation, companyId, invitationId);
    yield* put(invitationWithdrawn({ companyId, invitationId }));
    yield* notify('success', t('companyUsers.invitations.withdraw.success', { email }));
  } catch (error) {
    const message = invitationActionMessage(error, 'withdraw');
    yield* put(invitationWithdrawFailed({ companyId, invitationId, error: toErrorInfo(error), message }));
    if (!isStaleInvitation(error)) return;
  }
  yield* reloadPendingInvitations(companyId);
}

export function* pendingInvitationsSaga() {
  yield* all([
    takeLatest(pendingInvitationsRequested.type, loadPendingInvitations),
    takeLatest(companyUserInvited.type, afterInvite),
    takeLeading(invitationResendRequested.type, resendInvitation),
    takeLeading(invitationWithdrawRequested.type, withdrawInvitation),
  ]);
}
