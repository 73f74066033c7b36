import type { Company, ContactPerson, SessionAttributes, SessionUser } from '../../api/types';
import { userFullName } from '../../lib/userNames';

type Organisation = Pick<Company, 'organisation_number' | 'tax_id_vat_number' | 'name'>;

/**
 * The company a cart session orders for (docs/rules.md#data-shapes): the organisation's number, tax
 * id and name, a reference naming the buyer, and merchantReference1 — the organisation number
 * without its first hyphen, as the order backend files it.
 */
export function companySessionAttributes(
  organisation: Organisation,
  reference: string,
  contactId?: string,
): SessionAttributes {
  return {
    company: {
      registrationNumber: organisation.organisation_number,
      taxId: organisation.tax_id_vat_number,
      name: organisation.name,
      reference,
    },
    merchantReference1: organisation.organisation_number.replace('-', ''),
    ...(contactId === undefined ? {} : { contactId }),
  };
}

/**
 * What a login attaches (docs/rules.md#login): only for a user whose first organisation is active
 * and has an organisation number; the reference is the user's name, else the organisation's
 * contact name.
 */
export function loginCompanyAttributes(user: SessionUser): SessionAttributes | null {
  const organisation = user.organisations[0];
  if (!organisation || organisation.status !== 'active' || !organisation.organisation_number) return null;
  return companySessionAttributes(organisation, userFullName(user) || organisation.contact_name);
}

/** The contact person's name as the order's reference. */
export function contactReference(contact: Pick<ContactPerson, 'first_name' | 'last_name'>): string {
  return [contact.first_name, contact.last_name].filter(Boolean).join(' ').trim();
}

/** What the customer information card sends: the chosen company, its contact person as the reference. */
export function checkoutCompanyAttributes(company: Company, contact: ContactPerson): SessionAttributes {
  return companySessionAttributes(company, contactReference(contact), contact.id);
}

/**
 * What the session was given, as one comparable key: the cart (a new session carries nothing) and
 * the attributes themselves, built in one fixed order by the functions above.
 */
export function carriedKey(cartId: string, attributes: SessionAttributes): string {
  return `${cartId}|${JSON.stringify(attributes)}`;
}
