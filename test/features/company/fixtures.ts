import { combineReducers } from '@reduxjs/toolkit';
import { companiesSeed, seedSessionUser } from '../../../mock-server/fixtures';
import type { Company, ContactPerson, SessionUser } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import { authReducer, userSucceeded } from '../../../src/features/auth/authSlice';
import { cartReducer, cartSucceeded } from '../../../src/features/cart/cartSlice';
import { checkoutReducer } from '../../../src/features/checkout/checkoutSlice';
import { companyReducer } from '../../../src/features/company/companySlice';
import { marketReducer } from '../../../src/features/market/marketSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { settingsReducer } from '../../../src/features/settings/settingsSlice';
import { cart } from '../cart/fixtures';

/** The slices the customer information card's flows read and write. */
export const companySagaReducer = combineReducers({
  settings: settingsReducer,
  market: marketReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
  auth: authReducer,
  company: companyReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
});

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
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number,
    role,
  };
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
