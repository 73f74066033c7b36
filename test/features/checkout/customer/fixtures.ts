import type { ContactPerson, SessionUser } from '../../../../src/api/types';
import { userSucceeded } from '../../../../src/features/auth/authSlice';
import { cartSucceeded } from '../../../../src/features/cart/cartSlice';
import { cart } from '../../cart/fixtures';
import {
  anna,
  demoContact,
  erik,
  fjordDesign,
  maria,
  nordicPrint,
  olle,
  otherCompanies as allOtherCompanies,
  sara,
} from '../../../support/demoAccounts';

/** The checkout's slices, which hold the customer information card's (auth, company) too. */
export { checkoutSagaReducer as companySagaReducer } from '../fixtures';
export { anna, erik, fjordDesign, maria, nordicPrint, olle, sara };

/** Two more, for a super admin's page. */
export const otherCompanies = allOtherCompanies.slice(0, 2);

export const asContact = (user: SessionUser, role = 'customer'): ContactPerson => demoContact(user, role);

/** What the contacts route answers for Nordic Print AB to its agent Sara. */
export const nordicContactsForSara: ContactPerson[] = [
  asContact(maria),
  asContact(erik),
  asContact(sara, 'agent'),
];

export const businessCart = cart({ id: 'cart-b2b' });

/** A signed-in user with a loaded cart. */
export const signedIn = (user: SessionUser) => [userSucceeded(user), cartSucceeded(businessCart)];
