import type { AxiosInstance } from 'axios';
import { onceConfig, type Once, unwrapEnvelope } from './http';
import type { Invitation, InvitationAccepted, InvitationAcceptInput, InvitationDeclined } from './types';

/**
 * Company invitations behind the product's proxy, beside the auth calls; every answer is
 * { ok, status, data }. Refusals: 404 'invitation not found', 410 'invitation expired',
 * 409 'invitation already answered'.
 */
export function createInvitationsApi(http: AxiosInstance, authPrefix: string) {
  const auth = (path: string) => `/${authPrefix}/${path}/`;
  return {
    /** What the mailed link invites to; no sign-in needed. */
    getInvitation: (token: string) =>
      unwrapEnvelope<Invitation>(http.get(auth('invitation'), { params: { token } })),
    /**
     * Joins the company: an existing account signed in as the invitation's e-mail (401 'login
     * required', 403 'invitation is for another account'), or a new account with its password
     * (400 with the password rule's error). Once only, so it carries a key.
     */
    acceptInvitation: (input: InvitationAcceptInput, once: Once) =>
      unwrapEnvelope<InvitationAccepted>(http.post(auth('accept-invitation'), input, onceConfig(once))),
    declineInvitation: (token: string, once: Once) =>
      unwrapEnvelope<InvitationDeclined>(http.post(auth('decline-invitation'), { token }, onceConfig(once))),
  };
}

export type InvitationsApi = ReturnType<typeof createInvitationsApi>;
