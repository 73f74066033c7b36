import type { OrganisationUser, OrganisationUserPage } from '../../../../src/api/types';

export const NORDIC = 'company-nordic-print';
export const FJORD = 'company-fjord-design';

/** A member of Nordic Print AB as the users list answers it. */
export function member(n: number, level: 'default' | 'admin' = 'default'): OrganisationUser {
  return {
    id: `user-${n}`,
    first_name: `First${n}`,
    last_name: `Last${n}`,
    email: `user${n}@example.se`,
    market: 'se',
    email_verified: n % 2 === 0,
    role: 'customer',
    organisations: [{ id: NORDIC, role: 'customer', level }],
  };
}

/** One page of a list of `total` members, 10 a page, numbered from 1. */
export function membersPage(page: number, total = 12, perPage = 10): OrganisationUserPage {
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const items = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => member(first + i));
  return { items, page, total_items: total, total_pages: Math.ceil(total / perPage) };
}
