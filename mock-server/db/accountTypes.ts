/** What a mail in the mock outbox is for. */
export type MailKind = 'verify-email' | 'reset-password';

/** A mail the mock "sent"; GET /__mock/outbox lists them. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Absolute link on the origin of the request that caused the mail. */
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

/** The accounts part of the mock database: outbox, link tokens and what DbCompany has no field for. */
export interface AccountsDb {
  /** Oldest first, as sent. */
  outbox: OutboxMail[];
  verifyTokens: Map<string, LinkToken>;
  resetTokens: Map<string, LinkToken>;
  /** Company id → the attribute_ids of its organisation sign-up. */
  companyAttributeIds: Map<string, string[]>;
}
