import type { DbUser } from '../accounts/types';
import { AGENT_ROLE, CUSTOMER_ROLE, membershipIn } from '../companies/orderingRights';
import { bareOrganisationNumber } from '../companies/organisationNumber';
import type { DbCompany } from '../companies/types';
import type { StoredOrder } from './types';

// Who sees an order and who decides on it (docs/rules.md#order-list, docs/rules.md#permissions). Pure:
// the caller hands in the user and the companies as the database has them; roles come from there,
// never from the request.

/** What the rules read of a user. */
export type OrderViewer = Pick<DbUser, 'id' | 'email' | 'is_super_admin' | 'organisations' | 'status'>;

/** What the rules read of an order. */
export type OrderParties = Pick<StoredOrder, 'email' | 'userId' | 'attributes'>;

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The company of a company order (by its registration number, dashes ignored); undefined for a consumer order. */
export function orderCompanyId(order: OrderParties, companies: Iterable<DbCompany>): string | undefined {
  const registrationNumber = order.attributes.company?.registrationNumber;
  if (registrationNumber === undefined) return undefined;
  const wanted = bareOrganisationNumber(registrationNumber);
  for (const company of companies) {
    if (bareOrganisationNumber(company.organisation_number) === wanted) return company.id;
  }
  return undefined;
}

/** Hers: her e-mail, placed by her (userId) or placed for her (attributes.contactId). */
export function isOwnOrder(user: OrderViewer, order: OrderParties): boolean {
  return (
    sameEmail(order.email, user.email) || order.userId === user.id || order.attributes.contactId === user.id
  );
}

/**
 * A user sees her own orders and her organisations' orders (any role or level); a super admin sees
 * every order. `companyId` is the order's company (orderCompanyId).
 */
export function maySeeOrder(user: OrderViewer, order: OrderParties, companyId: string | undefined): boolean {
  if (user.is_super_admin || isOwnOrder(user, order)) return true;
  return companyId !== undefined && membershipIn(user, companyId) !== undefined;
}

export const AGENTS_DO_NOT_DECIDE = "an agent does not decide on the company's orders";
export const SUPER_ADMINS_DO_NOT_DECIDE = "a super admin does not decide on a company's orders";
export const ONLY_COMPANY_CUSTOMERS_DECIDE = "only the company's customers decide on its orders";
export const ONLY_THE_BUYER_DECIDES = 'only the buyer decides on this order';

/**
 * Why the user may not approve, decline or ask for a change of the order, or undefined when she may.
 * A company order: only users whose role in that company is 'customer' (level default or admin);
 * never an agent (not even the one who placed it), and being a super admin grants nothing. A
 * consumer order: its owner
 * (e-mail or user id). `companyId` is the order's company (orderCompanyId).
 */
export function decisionRefusal(
  user: OrderViewer,
  order: OrderParties,
  companyId: string | undefined,
): string | undefined {
  if (order.attributes.company !== undefined) {
    const membership = companyId === undefined ? undefined : membershipIn(user, companyId);
    if (membership?.role === CUSTOMER_ROLE) return undefined;
    if (membership?.role === AGENT_ROLE) return AGENTS_DO_NOT_DECIDE;
    if (membership !== undefined) return ONLY_COMPANY_CUSTOMERS_DECIDE;
    return user.is_super_admin ? SUPER_ADMINS_DO_NOT_DECIDE : ONLY_COMPANY_CUSTOMERS_DECIDE;
  }
  const owner = sameEmail(order.email, user.email) || order.userId === user.id;
  return owner ? undefined : ONLY_THE_BUYER_DECIDES;
}
