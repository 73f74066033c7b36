import type { SessionUser } from '../../contracts/types/proxy';

/** What a mail in the mock outbox is for. */
export type MailKind = 'verify-email' | 'reset-password' | 'company-invitation';

/** A mail the mock "sent"; GET /__mock/outbox lists them. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Absolute link on the shop's origin (accounts/shopOrigin.ts). */
  link: string;
  kind: MailKind;
  /** ISO time on the mock clock. */
  sentAt: string;
}

/** A single-use verification or reset token. */
export interface LinkToken {
  userId: string;
  /** Mock-clock milliseconds. */
  expiresAt: number;
}

export interface DbMembership {
  id: string;
  role: string;
  level: string;
}

/** A user with its credentials and account state; never sent as is (see accounts/sessionUser.ts). */
export interface DbUser extends Omit<SessionUser, 'organisations'> {
  role: string;
  email_verified: boolean;
  status: string;
  organisations: DbMembership[];
  password: { salt: string; hash: string };
}

/** A shopper access token the proxy issued at login or refresh. */
export interface UserAccessToken {
  userId: string;
  refreshToken: string;
  /** Mock-clock milliseconds. */
  expiresAt: number;
}

export interface RefreshToken {
  userId: string;
  /** Mock-clock milliseconds. */
  expiresAt: number;
}

/** Proof that a sign-up just created this user: organisation sign-up may attach only that user. */
export interface SignupToken {
  userId: string;
  /** Mock-clock milliseconds. */
  expiresAt: number;
  /** Issued to an organisation sign-up: the user's verification mail waits for the company. */
  forOrganisation: boolean;
}

/** One account's recent wrong passwords (login throttle, accounts/loginThrottle.ts). */
export interface LoginAttempts {
  /** Mock-clock milliseconds of each counted attempt, oldest first. */
  failures: number[];
  /** Mock-clock milliseconds until which every login is refused; 0 when not locked. */
  lockedUntil: number;
}

/** Users, their login and link tokens, the outbox, and what DbCompany has no field for. */
export interface AccountsDb {
  users: Map<string, DbUser>;
  accessTokens: Map<string, UserAccessToken>;
  refreshTokens: Map<string, RefreshToken>;
  /** Oldest first, as sent. */
  outbox: OutboxMail[];
  verifyTokens: Map<string, LinkToken>;
  resetTokens: Map<string, LinkToken>;
  /** Token → the user the sign-up created; single use. */
  signupTokens: Map<string, SignupToken>;
  /** User id → its recent failed logins. */
  loginAttempts: Map<string, LoginAttempts>;
  /** Company id → the attribute_ids of its organisation sign-up. */
  companyAttributeIds: Map<string, string[]>;
}
