import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { fatalErrorReducer } from '../core/fatalError';
import type { RootState } from '../core/rootState';
import { sessionReducer } from '../core/session';
import { supportPageLoaded } from '../core/supportLog';
import { authReducer } from '../features/auth';
import { cartReducer } from '../features/cart';
import { checkoutReducer, companyReducer } from '../features/checkout';
import {
  companyAreaReducer,
  companyUsersReducer,
  pendingInvitationsReducer,
  printFilesReducer,
} from '../features/companyArea';
import { sessionCompanyReducer } from '../features/company';
import { invitationReducer } from '../features/invitation';
import { catalogReducer } from '../features/catalog';
import { marketReducer } from '../features/market';
import { newsletterReducer } from '../features/newsletter';
import { notificationsReducer } from '../features/notifications';
import { ordersReducer } from '../features/orders';
import { passwordReducer } from '../features/password';
import { profileReducer } from '../features/profile';
import { quickOrderReducer } from '../features/quickOrder';
import { settingsReducer } from '../features/settings';
import { signupReducer } from '../features/signup';
import { wishlistReducer } from '../features/wishlist';

/**
 * Every slice, and only those `RootState` declares: `satisfies` fails the type check on a missing,
 * extra or differently shaped slice, so the state the hooks see is the state the store holds.
 */
const reducers = {
  fatalError: fatalErrorReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
  settings: settingsReducer,
  market: marketReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
  auth: authReducer,
  catalog: catalogReducer,
  wishlist: wishlistReducer,
  signup: signupReducer,
  // Not `password`: the support log redacts every key named so, and would hide the whole slice.
  passwordRecovery: passwordReducer,
  profile: profileReducer,
  sessionCompany: sessionCompanyReducer,
  company: companyReducer,
  companyArea: companyAreaReducer,
  companyUsers: companyUsersReducer,
  pendingInvitations: pendingInvitationsReducer,
  invitation: invitationReducer,
  orders: ordersReducer,
  printFiles: printFilesReducer,
  quickOrder: quickOrderReducer,
  newsletter: newsletterReducer,
} satisfies { [Slice in keyof RootState]: Reducer<RootState[Slice]> };

const slices = combineReducers(reducers);

/**
 * A page load starts from a fresh state, as the browser does. In the live store the state is fresh
 * already when it comes; in a replayed support log it is what shows each reload.
 */
export const rootReducer: typeof slices = (state, action) =>
  slices(supportPageLoaded.match(action) ? undefined : state, action);
export type { RootState };
