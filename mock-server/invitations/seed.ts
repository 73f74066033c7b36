import type { InvitationsDb } from './types';

/** No invitations, and no store group waiting to be restored. */
export function seedInvitations(): InvitationsDb {
  return { byToken: new Map(), storeGroupsBefore: new Map() };
}
