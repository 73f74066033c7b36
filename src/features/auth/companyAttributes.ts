import type { SessionAttributes, SessionUser } from '../../api/types';
import { userFullName } from './userNames';

/**
 * The company attributes a login sends to the cart session (spec points 3 and 4): only for a
 * user whose first organisation is active and has an organisation number. The reference is the
 * user's name, else the organisation's contact name; merchantReference1 is the organisation
 * number without its first hyphen.
 */
export function companyAttributesFor(user: SessionUser): SessionAttributes | null {
  const organisation = user.organisations[0];
  if (!organisation || organisation.status !== 'active' || !organisation.organisation_number) return null;
  return {
    company: {
      registrationNumber: organisation.organisation_number,
      taxId: organisation.tax_id_vat_number,
      name: organisation.name,
      reference: userFullName(user) || organisation.contact_name,
    },
    merchantReference1: organisation.organisation_number.replace('-', ''),
  };
}
