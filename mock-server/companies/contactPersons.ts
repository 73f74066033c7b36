import type { ContactPerson } from '../../contracts/types/proxy';
import type { DbUser } from '../accounts/types';
import { isAgentOf, isCustomerOf, membershipIn } from './orderingRights';

// The checkout's contact-person select (docs/rules.md#customer-card): the company's customers, plus the agent
// herself; a super admin, who may order for any company, may also order as herself. Pure: the
// caller hands in the users.

const byName = (a: ContactPerson, b: ContactPerson) =>
  a.last_name.localeCompare(b.last_name, 'sv') || a.first_name.localeCompare(b.first_name, 'sv');

/**
 * Who an order for the company may be placed for, as `requester` sees them: the active users with
 * role customer in it, and the requester when she is its agent or a super admin; sorted by last,
 * then first name.
 */
export function contactPersons(
  companyId: string,
  requester: Pick<DbUser, 'id' | 'is_super_admin'>,
  users: Iterable<Omit<DbUser, 'password'>>,
): ContactPerson[] {
  const contacts: ContactPerson[] = [];
  for (const user of users) {
    const isSelf = user.id === requester.id && (isAgentOf(user, companyId) || requester.is_super_admin);
    if (!isCustomerOf(user, companyId) && !isSelf) continue;
    contacts.push({
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone_number: user.phone_number,
      role: membershipIn(user, companyId)?.role ?? user.role,
    });
  }
  return contacts.sort(byName);
}
