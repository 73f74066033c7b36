import { injectSlices, type LazyReducers } from '../../src/app/rootReducer';
import { companyAreaReducer } from '../../src/features/companyArea';
import { companyUsersReducer, pendingInvitationsReducer } from '../../src/features/companyArea/users';
import { printFilesReducer } from '../../src/features/companyArea/printFiles';
import { invitationReducer } from '../../src/features/invitation';
import { newsletterReducer } from '../../src/features/newsletter';
import { ordersReducer } from '../../src/features/orders';
import { passwordReducer } from '../../src/features/password';
import { profileReducer } from '../../src/features/profile';
import { quickOrderReducer } from '../../src/features/quickOrder';
import { signupReducer } from '../../src/features/signup';

/** Every slice that joins the store with its route in the browser (src/app/lazySlices.ts). */
export const everyLazyReducer: LazyReducers = {
  signup: signupReducer,
  passwordRecovery: passwordReducer,
  profile: profileReducer,
  companyArea: companyAreaReducer,
  companyUsers: companyUsersReducer,
  pendingInvitations: pendingInvitationsReducer,
  invitation: invitationReducer,
  orders: ordersReducer,
  printFiles: printFilesReducer,
  quickOrder: quickOrderReducer,
  newsletter: newsletterReducer,
};

/**
 * Puts every later slice into the root reducer of this test file's modules, as if every route had
 * loaded: for tests of a screen or a saga on its own, whose route did not bring its slice.
 */
export function injectEverySlice(): void {
  injectSlices(everyLazyReducer);
}
