import type { DbUser } from '../accounts/types';
import { db } from '../db';
import { storeGroupByRef } from '../kit/lookups';
import type { DbCompany } from './types';

// Joining a company moves an account to the company's store group (its business prices); leaving
// the last company puts back the group the account had before, so a consumer who was a member for
// a while shops at her own prices again. The group before is kept in the invitations' slice
// (db().invitations.storeGroupsBefore): accepting an invitation is how an account joins.

const BUSINESS_STORE_GROUP = 'business';
const DEFAULT_STORE_GROUP = 'default';

function moveTo(user: DbUser, ref: string): void {
  const group = storeGroupByRef(ref);
  if (!group) return;
  user.store_group = group.slug;
  user.store_group_id = group.id;
}

/** Moves `user` to the company's store group, remembering the group of an account with no company yet. */
export function joinCompanyStoreGroup(user: DbUser, company: DbCompany, hadCompanies: boolean): void {
  const before = db().invitations.storeGroupsBefore;
  if (!hadCompanies && !before.has(user.id) && user.store_group !== '') {
    before.set(user.id, { slug: user.store_group, id: user.store_group_id });
  }
  moveTo(user, company.store_groups[0] ?? BUSINESS_STORE_GROUP);
}

/**
 * After `user` left a company: the store group of the first company she still belongs to, or the
 * one she had before her first company (the shop's default group for an account that never had one).
 */
export function leaveCompanyStoreGroup(user: DbUser): void {
  const remaining = user.organisations.map((membership) => db().companies.get(membership.id));
  const next = remaining.find((company): company is DbCompany => company !== undefined);
  if (next) {
    moveTo(user, next.store_groups[0] ?? BUSINESS_STORE_GROUP);
    return;
  }
  const before = db().invitations.storeGroupsBefore;
  const earlier = before.get(user.id);
  before.delete(user.id);
  if (earlier && storeGroupByRef(earlier.slug)) {
    user.store_group = earlier.slug;
    user.store_group_id = earlier.id;
  } else {
    moveTo(user, DEFAULT_STORE_GROUP);
  }
}
