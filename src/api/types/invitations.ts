// Company invitations as the product's proxy answers them: an admin invites a person from the
// company's users tab, the mock's mail links to /invitation/?token=…, and nobody becomes a member
// until the invited person accepts.

/** The invited level in the company. */
export type InvitationLevel = 'default' | 'admin';

/** GET /api/auth/invitation/?token=… (no sign-in needed). */
export interface Invitation {
  company_name: string;
  email: string;
  first_name: string;
  last_name: string;
  level: InvitationLevel;
  /** True when an account with the invitation's e-mail exists: accepting then needs that sign-in. */
  account_exists: boolean;
  /** ISO 8601. */
  expires_at: string;
}

/**
 * POST /api/auth/accept-invitation/. An existing account accepts signed in as that account (the
 * Bearer token); a new one sends the password it chooses (sign-up's password rules).
 */
export interface InvitationAcceptInput {
  token: string;
  password?: string;
}

/** 200 'Invitation accepted' for an existing account; 201 'Account created' for a new one. */
export interface InvitationAccepted {
  company_id: string;
  details: string;
}

/** POST /api/auth/decline-invitation/ */
export interface InvitationDeclined {
  details: string;
}
