import accountSv from '../../features/account/i18n/sv.json';
import authSv from '../../features/auth/i18n/sv.json';
import cartSv from '../../features/cart/i18n/sv.json';
import checkoutSv from '../../features/checkout/i18n/sv.json';
import companySv from '../../features/company/i18n/sv.json';
import customerCardSv from '../../features/checkout/customer/i18n/sv.json';
import companyAreaSv from '../../features/companyArea/i18n/sv.json';
import companyUsersSv from '../../features/companyArea/users/i18n/sv.json';
import invitationSv from '../../features/invitation/i18n/sv.json';
import catalogSv from '../../features/catalog/i18n/sv.json';
import newsletterSv from '../../features/newsletter/i18n/sv.json';
import ordersSv from '../../features/orders/i18n/sv.json';
import printFilesSv from '../../features/companyArea/printFiles/i18n/sv.json';
import passwordSv from '../../features/password/i18n/sv.json';
import profileSv from '../../features/profile/i18n/sv.json';
import quickOrderSv from '../../features/quickOrder/i18n/sv.json';
import signupSv from '../../features/signup/i18n/sv.json';
import wishlistSv from '../../features/wishlist/i18n/sv.json';
import sv from '../../i18n/sv.json';
import type { Catalogue } from '../catalogueTypes';

/** The shell's texts plus each feature's own catalogue (src/features/x/i18n). */
const catalogue: Catalogue = {
  ...sv,
  ...accountSv,
  ...authSv,
  ...cartSv,
  ...checkoutSv,
  ...companySv,
  ...customerCardSv,
  ...companyAreaSv,
  ...companyUsersSv,
  ...invitationSv,
  ...catalogSv,
  ...ordersSv,
  ...printFilesSv,
  ...passwordSv,
  ...profileSv,
  ...quickOrderSv,
  ...signupSv,
  ...wishlistSv,
  ...newsletterSv,
};

export default catalogue;
