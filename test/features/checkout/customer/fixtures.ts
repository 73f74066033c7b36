import { companiesSeed, seedSessionUser } from '../../../../mock-server/fixtures';
import type { Company, ContactPerson, SessionUser } from '../../../../src/api/types';
import { userSucceeded } from '../../../../src/features/auth/authSlice';
import { cartSucceeded } from '../../../../src/features/cart/cartSlice';
import { cart } from '../../cart/fixtures';
import { selfAsContact } from '../../../../src/features/checkout/customer/customerRules';

/** The checkout's slices, which hold the customer information card's (auth, company) too. */
export { checkoutSagaReducer as companySagaReducer } from '../fixtures';

function seedCompany(id: string): Company {
  const found = companiesSeed.find((c) => c.id === id);
  if (!found) throw new Error(`no company '${id}' in the seed`);
  return structuredClone(found);
}

export const nordicPrint = seedCompany('company-nordic-print');
export const fjordDesign = seedCompany('company-fjord-design');
/** Two more, for a super admin's page. */
export const otherCompanies = companiesSeed.slice(2, 4).map((c) => seedCompany(c.id));

export const anna = seedSessionUser('user-anna');
export const maria = seedSessionUser('user-maria');
export const erik = seedSessionUser('user-erik');
export const sara = seedSessionUser('user-sara');
export const olle = seedSessionUser('user-olle');

export function asContact(user: SessionUser, role = 'customer'): ContactPerson {
  return { ...selfAsContact(user), role };
}

/** What the contacts route answers for Nordic Print AB to its agent Sara. */
export const nordicContactsForSara: ContactPerson[] = [
  asContact(maria),
  asContact(erik),
  asContact(sara, 'agent'),
];

export const businessCart = cart({ id: 'cart-b2b' });

/** A signed-in user with a loaded cart. */
export const signedIn = (user: SessionUser) => [userSucceeded(user), cartSucceeded(businessCart)];
