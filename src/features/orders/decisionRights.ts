import type { OrderSummary, SessionUser } from '../../api/types';

const digitsOf = (organisationNumber: string) => organisationNumber.replace(/-/g, '');

/**
 * Whether the signed-in user decides on an order (docs/rules.md#permissions): on a company order
 * only the company's customers do, never its agents (who place orders for it) nor a super admin; a
 * consumer order is its owner's. The order backend enforces the same; this only hides buttons that
 * would be refused.
 */
export function mayDecide(user: SessionUser | null, order: Pick<OrderSummary, 'attributes'>): boolean {
  if (!user) return false;
  const company = order.attributes.company;
  if (!company) return true;
  const membership = user.organisations.find(
    (organisation) => digitsOf(organisation.organisation_number) === digitsOf(company.registrationNumber),
  );
  return membership?.role === 'customer';
}
