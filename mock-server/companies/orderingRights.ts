import type { DbMembership, DbUser } from '../accounts/types';
import { HttpError } from '../kit/guard';

// Who may order for which company, and for which contact person (docs/rules.md#permissions,
// docs/rules.md#customer-card). Pure: the caller hands in the users as the database has them. Roles
// and names always come from there, never from what the browser sends.

/** What the rules read of a user. */
export type Party = Pick<DbUser, 'id' | 'is_super_admin' | 'organisations' | 'status'>;

export const AGENT_ROLE = 'agent';
export const CUSTOMER_ROLE = 'customer';

export const NOT_ALLOWED_FOR_COMPANY = 'not allowed to order for this company';
export const NOT_ALLOWED_FOR_CONTACT = 'not allowed to order for another contact person';
export const NOT_A_CUSTOMER = 'contact is not a customer of this company';

export function membershipIn(user: Party, companyId: string): DbMembership | undefined {
  return user.organisations.find((membership) => membership.id === companyId);
}

export function isAgentOf(user: Party, companyId: string): boolean {
  return membershipIn(user, companyId)?.role === AGENT_ROLE;
}

/** A contact person the company's orders may be placed for: an active user with role customer in it. */
export function isCustomerOf(user: Party, companyId: string): boolean {
  return user.status === 'active' && membershipIn(user, companyId)?.role === CUSTOMER_ROLE;
}

/** Super admins order for any company; anyone else for the companies they are a member of. */
export function mayOrderFor(user: Party, companyId: string): boolean {
  return user.is_super_admin || membershipIn(user, companyId) !== undefined;
}

/** Only the company's agents and super admins may place an order for someone else. */
export function mayChooseContact(user: Party, companyId: string): boolean {
  return user.is_super_admin || isAgentOf(user, companyId);
}

/**
 * The contact person of an order `requester` places for the company: herself when no one (or she)
 * is named; else the named user, if the requester may choose and that user is a customer of the
 * company. 403 when she may not order for the company or not for someone else; 400 for a contact
 * who is not a customer of the company (an unknown id too).
 */
export function orderingContact<U extends Party>(
  requester: U,
  companyId: string,
  contactId: string | undefined,
  userById: (id: string) => U | undefined,
): U {
  if (!mayOrderFor(requester, companyId)) throw new HttpError(403, NOT_ALLOWED_FOR_COMPANY);
  if (contactId === undefined || contactId === requester.id) return requester;
  if (!mayChooseContact(requester, companyId)) throw new HttpError(403, NOT_ALLOWED_FOR_CONTACT);
  const contact = userById(contactId);
  if (!contact || !isCustomerOf(contact, companyId)) throw new HttpError(400, NOT_A_CUSTOMER);
  return contact;
}

/**
 * The same rights checked again later (the payment start, create-order), on the users as the
 * database has them then: `requester` is whoever chose the company, `companyId` the company as it
 * is now (undefined once it is gone). Any right lost since is a 403, the contact who left the
 * company too: the choice was valid when it was made, so nothing in the request is wrong now.
 */
export function recheckOrderingContact<U extends Party>(
  requester: U | undefined,
  companyId: string | undefined,
  contactId: string | undefined,
  userById: (id: string) => U | undefined,
): void {
  if (!requester || companyId === undefined) throw new HttpError(403, NOT_ALLOWED_FOR_COMPANY);
  try {
    orderingContact(requester, companyId, contactId, userById);
  } catch (thrown) {
    throw thrown instanceof HttpError ? new HttpError(403, thrown.error) : thrown;
  }
}
