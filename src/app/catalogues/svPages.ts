import accountSv from '../../features/account/i18n/sv.json';
import companyAreaSv from '../../features/companyArea/i18n/sv.json';
import companyUsersSv from '../../features/companyArea/users/i18n/sv.json';
import invitationSv from '../../features/invitation/i18n/sv.json';
import ordersSv from '../../features/orders/i18n/sv.json';
import printFilesSv from '../../features/companyArea/printFiles/i18n/sv.json';
import passwordSv from '../../features/password/i18n/sv.json';
import profileSv from '../../features/profile/i18n/sv.json';
import quickOrderSv from '../../features/quickOrder/i18n/sv.json';
import signupSv from '../../features/signup/i18n/sv.json';
import type { Catalogue } from '../catalogueTypes';

/**
 * The Swedish texts of the pages outside the shop's own (account, orders, company area, sign-up,
 * password, invitation, quick order): they load with the first of those pages (catalogues.ts).
 */
const catalogue: Catalogue = {
  ...accountSv,
  ...companyAreaSv,
  ...companyUsersSv,
  ...invitationSv,
  ...ordersSv,
  ...printFilesSv,
  ...passwordSv,
  ...profileSv,
  ...quickOrderSv,
  ...signupSv,
};

export default catalogue;
