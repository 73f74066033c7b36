import accountEn from '../../features/account/i18n/en.json';
import authEn from '../../features/auth/i18n/en.json';
import cartEn from '../../features/cart/i18n/en.json';
import checkoutEn from '../../features/checkout/i18n/en.json';
import companyEn from '../../features/company/i18n/en.json';
import customerCardEn from '../../features/checkout/customer/i18n/en.json';
import companyAreaEn from '../../features/companyArea/i18n/en.json';
import companyUsersEn from '../../features/companyArea/users/i18n/en.json';
import invitationEn from '../../features/invitation/i18n/en.json';
import catalogEn from '../../features/catalog/i18n/en.json';
import newsletterEn from '../../features/newsletter/i18n/en.json';
import ordersEn from '../../features/orders/i18n/en.json';
import printFilesEn from '../../features/companyArea/printFiles/i18n/en.json';
import passwordEn from '../../features/password/i18n/en.json';
import profileEn from '../../features/profile/i18n/en.json';
import quickOrderEn from '../../features/quickOrder/i18n/en.json';
import signupEn from '../../features/signup/i18n/en.json';
import wishlistEn from '../../features/wishlist/i18n/en.json';
import en from '../../i18n/en.json';
import type { Catalogue } from '../catalogueTypes';

/** The shell's texts plus each feature's own catalogue (src/features/x/i18n). */
const catalogue: Catalogue = {
  ...en,
  ...accountEn,
  ...authEn,
  ...cartEn,
  ...checkoutEn,
  ...companyEn,
  ...customerCardEn,
  ...companyAreaEn,
  ...companyUsersEn,
  ...invitationEn,
  ...catalogEn,
  ...ordersEn,
  ...printFilesEn,
  ...passwordEn,
  ...profileEn,
  ...quickOrderEn,
  ...signupEn,
  ...wishlistEn,
  ...newsletterEn,
};

export default catalogue;
