import accountEn from '../features/account/i18n/en.json';
import accountSv from '../features/account/i18n/sv.json';
import authEn from '../features/auth/i18n/en.json';
import authSv from '../features/auth/i18n/sv.json';
import cartEn from '../features/cart/i18n/en.json';
import cartSv from '../features/cart/i18n/sv.json';
import checkoutEn from '../features/checkout/i18n/en.json';
import checkoutSv from '../features/checkout/i18n/sv.json';
import companyEn from '../features/company/i18n/en.json';
import companySv from '../features/company/i18n/sv.json';
import companyAreaEn from '../features/companyArea/i18n/en.json';
import companyAreaSv from '../features/companyArea/i18n/sv.json';
import companyUsersEn from '../features/companyUsers/i18n/en.json';
import companyUsersSv from '../features/companyUsers/i18n/sv.json';
import catalogEn from '../features/catalog/i18n/en.json';
import catalogSv from '../features/catalog/i18n/sv.json';
import newsletterEn from '../features/newsletter/i18n/en.json';
import newsletterSv from '../features/newsletter/i18n/sv.json';
import ordersEn from '../features/orders/i18n/en.json';
import ordersSv from '../features/orders/i18n/sv.json';
import printFilesEn from '../features/printFiles/i18n/en.json';
import printFilesSv from '../features/printFiles/i18n/sv.json';
import passwordEn from '../features/password/i18n/en.json';
import passwordSv from '../features/password/i18n/sv.json';
import profileEn from '../features/profile/i18n/en.json';
import profileSv from '../features/profile/i18n/sv.json';
import quickOrderEn from '../features/quickOrder/i18n/en.json';
import quickOrderSv from '../features/quickOrder/i18n/sv.json';
import signupEn from '../features/signup/i18n/en.json';
import signupSv from '../features/signup/i18n/sv.json';
import wishlistEn from '../features/wishlist/i18n/en.json';
import wishlistSv from '../features/wishlist/i18n/sv.json';
import en from '../i18n/en.json';
import sv from '../i18n/sv.json';

export type Catalogue = Record<string, string>;

/**
 * The shell's texts plus each feature's own catalogue (src/features/x/i18n). The long legal texts
 * are the exception: they load with the legal pages (see LegalDocument).
 */
export const catalogues: Record<'sv' | 'en', Catalogue> = {
  sv: {
    ...sv,
    ...accountSv,
    ...authSv,
    ...cartSv,
    ...checkoutSv,
    ...companySv,
    ...companyAreaSv,
    ...companyUsersSv,
    ...catalogSv,
    ...ordersSv,
    ...printFilesSv,
    ...passwordSv,
    ...profileSv,
    ...quickOrderSv,
    ...signupSv,
    ...wishlistSv,
    ...newsletterSv,
  },
  en: {
    ...en,
    ...accountEn,
    ...authEn,
    ...cartEn,
    ...checkoutEn,
    ...companyEn,
    ...companyAreaEn,
    ...companyUsersEn,
    ...catalogEn,
    ...ordersEn,
    ...printFilesEn,
    ...passwordEn,
    ...profileEn,
    ...quickOrderEn,
    ...signupEn,
    ...wishlistEn,
    ...newsletterEn,
  },
};

/** Swedish is the default; any language without a catalogue gets English. */
export function catalogueFor(language: string): { language: 'sv' | 'en'; messages: Catalogue } {
  const normalised = language.toLowerCase();
  if (normalised === 'sv') return { language: 'sv', messages: catalogues.sv };
  return { language: 'en', messages: catalogues.en };
}
