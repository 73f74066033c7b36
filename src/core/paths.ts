import { config } from '../config';

/** Every route (docs/rules.md#routes). A route is registered in router.tsx when its page exists. */
export const accountLink = '/my-account';

export const paths = {
  home: '/',
  signup: '/signup/',
  login: '/login',
  resetPassword: '/reset-password/',
  accountOverview: `${accountLink}/overview/`,
  orders: `${accountLink}/orders/`,
  quickOrder: `${accountLink}/quick-order/`,
  company: `${accountLink}/company/`,
  orderDetail: (id: string) => `${accountLink}/orders/${encodeURIComponent(id)}`,
  cart: '/cart',
  createAccount: '/create-account/',
  newPassword: '/new-password/',
  verifyEmail: '/verify-email/',
  /** The company invitation's mailed link: /invitation/?token=… */
  invitation: '/invitation/',
  profile: `${accountLink}/profile/`,
  checkout: '/checkout',
  checkoutConfirmation: '/checkout/confirmation',
  favorites: '/favorites',
  account: '/account',
  terms: '/terms',
  integrity: '/integrity',
  privacyPolicy: `/${config.privacyPolicyLink}/`,
  product: (productUrlPrefix: string, slug: string) =>
    `/${encodeURIComponent(productUrlPrefix)}/${encodeURIComponent(slug)}`,
} as const;

/** The pages meant to be found, each with an address in every language the shop speaks. */
export type PublicPageName = 'home' | 'terms' | 'integrity' | 'privacyPolicy';
export const publicPageNames: readonly PublicPageName[] = ['home', 'terms', 'integrity', 'privacyPolicy'];

/** The language of the shop's addresses for a market's language: Swedish, else English. */
export type AddressLanguage = 'sv' | 'en';
export const addressLanguage = (language: string): AddressLanguage =>
  language.toLowerCase() === 'sv' ? 'sv' : 'en';

/** Where the English addresses of the public pages live: /en/, /en/terms … */
export const englishPrefix = '/en';

/** A public page's address in a language: the Swedish one is the page's path, the English one under /en. */
export const publicPath = (page: PublicPageName, language: AddressLanguage): string =>
  language === 'sv' ? paths[page] : `${englishPrefix}${paths[page]}`;

/** The public page and language an address names, if it is one. */
export function publicPageAt(path: string): { page: PublicPageName; language: AddressLanguage } | null {
  for (const page of publicPageNames)
    for (const language of ['sv', 'en'] as const)
      if (publicPath(page, language) === path) return { page, language };
  // The English home is also reached without its slash.
  return path === englishPrefix ? { page: 'home', language: 'en' } : null;
}

/** Route patterns for the router. */
export const routePatterns = {
  orderDetail: `${accountLink}/orders/:id`,
  product: '/:productUrlPrefix/:slug',
} as const;
