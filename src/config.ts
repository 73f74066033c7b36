import { env } from './env';
import { DEFAULT_BASE_URLS } from '../shared/backendPaths';
import { mockProviderUrl } from '../shared/mockProviderOrigin';

/**
 * Environment (VITE_*) and defaults. Every base URL defaults to a same-origin path,
 * which the embedded mock backend serves; point them at real backends to go live.
 */
export const config = {
  shopName: env.VITE_SHOP_NAME ?? 'Printfabriken',
  /**
   * The shop's public origin, for the absolute addresses search engines and link previews need
   * (canonical, language alternates, preview pictures, the sitemap). Set it for a live build; the
   * default is `vite preview`'s own.
   */
  siteUrl: (env.VITE_SITE_URL ?? 'http://localhost:4173').replace(/\/+$/, ''),
  proxyBaseUrl: env.VITE_PROXY_URL ?? DEFAULT_BASE_URLS.proxy,
  authPrefix: env.VITE_AUTH_PREFIX ?? 'auth',
  shopperBaseUrl: env.VITE_SHOPPER_URL ?? DEFAULT_BASE_URLS.shopper,
  ordersBaseUrl: env.VITE_ORDERS_URL ?? DEFAULT_BASE_URLS.orders,
  uploadWorkerUrl: env.VITE_UPLOAD_WORKER_URL ?? DEFAULT_BASE_URLS.uploadWorker,
  newsletterBaseUrl: env.VITE_NEWSLETTER_URL ?? DEFAULT_BASE_URLS.newsletter,
  /** The email-marketing list the newsletter block subscribes to. */
  newsletterListId: env.VITE_NEWSLETTER_LIST_ID ?? 'printfabriken-news',
  privacyPolicyLink: env.VITE_PRIVACY_POLICY_LINK ?? 'privacy-policy',
  defaultMarketId: env.VITE_DEFAULT_MARKET ?? 'se',
  defaultStoreGroup: env.VITE_DEFAULT_STORE_GROUP ?? 'default',
  /**
   * The payment providers' loader scripts (Klarna and QliroOne name theirs in their HTML snippets).
   * The defaults are the mock's look-alikes of the real scripts, on the mock providers' own origins.
   */
  paymentScripts: {
    Adyen: env.VITE_ADYEN_SCRIPT_URL ?? mockProviderUrl('adyenCdn', '/mock-providers/adyen/adyen.js'),
    Avarda:
      env.VITE_AVARDA_SCRIPT_URL ?? mockProviderUrl('avardaCdn', '/mock-providers/avarda/avarda-checkout.js'),
    WalleyCheckout:
      env.VITE_WALLEY_LOADER_URL ??
      mockProviderUrl('walley', '/mock-providers/walley/walley-checkout-loader.js'),
  },
  adyenClientKey: env.VITE_ADYEN_CLIENT_KEY ?? 'test_mock_client_key',
  adyenEnvironment: env.VITE_ADYEN_ENVIRONMENT ?? 'test',
  /** The configured redirect after login; by default the account overview (docs/rules.md#login). */
  loginRedirect: env.VITE_LOGIN_REDIRECT ?? '/my-account/overview/',
} as const;

export type AppConfig = typeof config;

/** Each backend's base URL, as the app's http clients take them. */
export const backendBaseUrls = {
  proxy: config.proxyBaseUrl,
  shopper: config.shopperBaseUrl,
  orders: config.ordersBaseUrl,
  uploads: config.uploadWorkerUrl,
  newsletter: config.newsletterBaseUrl,
};
