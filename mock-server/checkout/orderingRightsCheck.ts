import { companyByOrganisationNumber } from '../companies/companyByNumber';
import { recheckOrderingContact } from '../companies/orderingRights';
import { db } from '../db';
import { HttpError } from '../kit/guard';
import { requesterOf, sessionAttributesOf } from '../shopper/sessionAttributes';

// The company a cart's session orders for was checked once, when it was chosen (PATCH
// /shopper/sessions/attributes). Rights change after that: an admin removes the user, an agent
// loses the role, days pass before the shopper pays. So every step towards a paid and recorded
// order checks them again, against the users as the database has them now; the browser's word
// (its tokens, its copy of the attributes) plays no part. A refusal changes nothing: the cart, its
// company and its checkout stay as they were.

const DETAILS = 'the company this cart orders for is no longer open to whoever chose it; choose again';

/**
 * Throws HttpError 403 ('not allowed to order for this company', '… for another contact person',
 * 'contact is not a customer of this company') when the cart's company attributes are no longer
 * backed by the rights of the user who set them. A consumer's cart (no attributes) passes.
 */
export function requireOrderingRights(cartId: string): void {
  const attributes = sessionAttributesOf(cartId);
  if (!attributes) return;
  const { users } = db().accounts;
  // Attributes always come from attributesFor, which notes who asked; the contact is its fallback
  // (absent contactId means the signed-in user ordering for herself).
  const requesterId = requesterOf(attributes) ?? attributes.contactId;
  const company = companyByOrganisationNumber(attributes.company.registrationNumber);
  try {
    recheckOrderingContact(
      requesterId === undefined ? undefined : users.get(requesterId),
      company?.id,
      attributes.contactId,
      (id) => users.get(id),
    );
  } catch (thrown) {
    throw thrown instanceof HttpError
      ? new HttpError(thrown.status, thrown.error, { details: DETAILS })
      : thrown;
  }
}

/** The same check as a merchant-check error ('company: not allowed to order for this company'), or null. */
export function orderingRightsError(cartId: string): string | null {
  try {
    requireOrderingRights(cartId);
    return null;
  } catch (thrown) {
    if (thrown instanceof HttpError) return `company: ${thrown.error}`;
    throw thrown;
  }
}
