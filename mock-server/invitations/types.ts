/** An invitation to join a company, sent by one of its admins to an e-mail address. */
export interface DbInvitation {
  id: string;
  companyId: string;
  /** Lower-case, as accounts keep addresses. */
  email: string;
  first_name: string;
  last_name: string;
  level: string;
  invitedBy: string;
  /** Mock-clock milliseconds. */
  expiresAt: number;
  /** When its mail was last sent, mock-clock milliseconds. */
  sentAt: number;
  /** Pending until answered; an admin of the company may withdraw a pending one. */
  state: 'pending' | 'accepted' | 'declined' | 'withdrawn';
  /** When an admin withdrew it, mock-clock milliseconds. */
  withdrawnAt?: number;
}

/** The store group an account had before its first company moved it to the company's. */
export interface StoreGroupBefore {
  slug: string;
  id: string;
}

export interface InvitationsDb {
  /** By the token mailed in the link. */
  byToken: Map<string, DbInvitation>;
  /** By user id: what removal from the user's last company restores. */
  storeGroupsBefore: Map<string, StoreGroupBefore>;
}
