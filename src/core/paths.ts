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

/** Route patterns for the router. */
export const routePatterns = {
  orderDetail: `${accountLink}/orders/:id`,
  product: '/:productUrlPrefix/:slug',
} as const;
