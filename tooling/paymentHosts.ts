// The hosts each payment provider's page-side parts need, per environment, as each provider
// documents them (mock-server/providers/csp-hosts-research.md holds the evidence, quote by quote).
// The content security policy (contentSecurityPolicy.ts) adds exactly the rows of the providers and
// the environment the configuration chooses.
//
// Scripts a provider's script adds in turn (Adyen's wallets, Avarda's shipping bundle) pass the policy
// by 'strict-dynamic', not by host: script-src hosts here serve only browsers without CSP level 3.
// Their frames, connections, styles and images do need hosts, and are listed where documented.

import { MOCK_PROVIDER_HOSTS, type MockProviderHost } from '../shared/mockProviderOrigin';

export const PAYMENT_PROVIDERS = ['adyen', 'klarna', 'qliro', 'avarda', 'walley'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** `mock` is the embedded mock's look-alikes; `test` and `live` are the providers' own. */
export const PAYMENT_ENVIRONMENTS = ['test', 'live', 'mock'] as const;
export type PaymentEnvironment = (typeof PAYMENT_ENVIRONMENTS)[number];

export type HostDirective =
  'script-src' | 'frame-src' | 'connect-src' | 'style-src' | 'font-src' | 'img-src' | 'form-action';

export type DirectiveHosts = Partial<Record<HostDirective, readonly string[]>>;

interface ProviderRow {
  /** The provider's pages (or its own published code) each host below comes from. */
  sources: readonly string[];
  test: DirectiveHosts;
  live: DirectiveHosts;
}

// The embedded mock's look-alikes, on `*.localhost` hosts split as the real providers split theirs
// (shared/mockProviderOrigin.ts), on the shop's port and scheme.
const look = (host: MockProviderHost) => `${MOCK_PROVIDER_HOSTS[host]}:*`;
const MOCK_ROWS: Record<PaymentProvider, DirectiveHosts> = {
  // The wallet's script is not listed: it runs because Adyen's script adds it ('strict-dynamic'),
  // as the real wallets' would; its call to its own server is. Nor is the redirect method's page
  // (Trustly's, `bank`): the Drop-in sends the shop's page there with GET (window.location.assign), a
  // top-level navigation no directive governs, and the form on that page is the bank's, not the
  // shop's. A redirect method's POST (a form the shop's page submits) would need form-action, as the
  // test and live rows allow; the look-alike's redirect is GET only.
  adyen: {
    'script-src': [look('adyenCdn')],
    'style-src': [look('adyenCdn')],
    'img-src': [look('adyenCdn')],
    'frame-src': [look('adyen'), look('issuer')],
    // The CDN as Adyen's: its translations (and whatever reads the stylesheet, as axe does).
    'connect-src': [look('adyen'), look('adyenCdn'), look('wallet')],
    'form-action': [look('issuer')],
  },
  klarna: {
    'script-src': [look('klarna')],
    'frame-src': [look('klarna')],
    'connect-src': [look('klarna')],
  },
  qliro: {
    'script-src': [look('qliro')],
    'frame-src': [look('qliro')],
    'connect-src': [look('qliro')],
  },
  avarda: {
    'script-src': [look('avardaCdn')],
    'frame-src': [look('avarda')],
    'connect-src': [look('avarda')],
  },
  walley: {
    'script-src': [look('walley')],
    'frame-src': [look('walley')],
    'connect-src': [look('walley')],
  },
};

// Adyen's wallets, which Adyen Web loads from their makers (its Google Pay, Apple Pay, PayPal, Click to
// Pay and Amazon Pay configs); their frames and calls as the makers document them.
const ADYEN_WALLETS = {
  test: [
    'https://pay.google.com',
    'https://applepay.cdn-apple.com',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
    'https://sandbox-assets.secure.checkout.visa.com',
    'https://sandbox.src.mastercard.com',
    'https://static-eu.payments-amazon.com',
  ],
  live: [
    'https://pay.google.com',
    'https://applepay.cdn-apple.com',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
    'https://assets.secure.checkout.visa.com',
    'https://src.mastercard.com',
    'https://static-eu.payments-amazon.com',
  ],
};

/** Adyen's hosts in one of its environments (`test`, `live`, `live-us`, `live-au`, …). */
function adyenHosts(environment: string, wallets: readonly string[]): DirectiveHosts {
  const api = `https://checkoutshopper-${environment}.adyen.com`;
  const cdn = `https://checkoutshopper-${environment}.cdn.adyen.com`;
  const analytics = `https://checkoutanalytics-${environment}.adyen.com`;
  return {
    'script-src': [cdn, ...wallets],
    // The card fields and the device fingerprint frame from the API host; a 3-D Secure challenge
    // frames the card issuer's own page, which may be any host: Adyen asks for frame-src and
    // form-action `*` (its Magento allowlist; its script-security page), `https:` here, as every
    // issuer page is.
    'frame-src': [api, 'https:'],
    'connect-src': [
      api,
      cdn,
      analytics,
      'https://*.paypal.com',
      'https://pay.google.com',
      'https://google.com',
      'https://*.google.com',
    ],
    'style-src': [cdn, 'https://*.paypal.com'],
    'img-src': [cdn, 'https://pay.google.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
    // The challenge's form is posted to the issuer, and redirect methods post to their own pages.
    'form-action': ['https:'],
  };
}

export const PAYMENT_HOSTS: Record<PaymentProvider, ProviderRow> = {
  adyen: {
    sources: [
      'https://docs.adyen.com/development-resources/pci-dss-compliance-guide/script-security#allow-external-sources',
      'https://github.com/Adyen/adyen-web/blob/main/packages/lib/src/core/Environment/constants.ts',
      'https://github.com/Adyen/adyen-magento2/blob/main/etc/csp_whitelist.xml',
      'https://github.com/Adyen/adyen-magento2/issues/1565',
      'https://developer.paypal.com/sdk/js/best-practices',
      'https://developer.apple.com/documentation/applepayontheweb/loading-the-latest-version-of-apple-pay-js',
    ],
    test: adyenHosts('test', ADYEN_WALLETS.test),
    live: adyenHosts('live', ADYEN_WALLETS.live),
  },
  klarna: {
    sources: [
      'https://docs.klarna.com/klarna-network-distribution/payment-presentation/web-sdk-configuration/browser-security-configuration/',
      'https://docs.klarna.com/kco/additional-resources/best-practices',
    ],
    test: {
      'script-src': ['https://js.playground.klarna.com', 'https://x.klarnacdn.net'],
      'frame-src': ['https://*.klarna.com', 'https://x.klarnacdn.net'],
      'connect-src': ['https://*.klarna.com', 'https://*.klarnaevt.com', 'https://x.klarnacdn.net'],
      'style-src': ['https://x.klarnacdn.net'],
      'font-src': ['https://x.klarnacdn.net'],
      // The snippet's load beacon (CLIENT_EVENT_HOST).
      'img-src': ['https://*.klarnaevt.com', 'https://x.klarnacdn.net'],
    },
    live: {
      'script-src': ['https://js.klarna.com', 'https://x.klarnacdn.net'],
      'frame-src': ['https://*.klarna.com', 'https://x.klarnacdn.net'],
      'connect-src': ['https://*.klarna.com', 'https://*.klarnaevt.com', 'https://x.klarnacdn.net'],
      'style-src': ['https://x.klarnacdn.net'],
      'font-src': ['https://x.klarnacdn.net'],
      'img-src': ['https://*.klarnaevt.com', 'https://x.klarnacdn.net'],
    },
  },
  qliro: {
    sources: [
      'https://developers.qliro.com/docs/qliro-checkout/get-started/load-checkout',
      'https://github.com/Qliro/Magento-2/blob/master/etc/csp_whitelist.xml',
      'https://github.com/Qliro/QliroOne-In-App-ReactNative/blob/main/example/src/Client.ts',
    ],
    // The sandbox snippet's checkoutWebAppBaseUrl and checkoutWebApiBaseUrl.
    test: {
      'script-src': ['https://pago.qit.nu'],
      'frame-src': ['https://pago.qit.nu'],
      'connect-src': ['https://pago.qit.nu'],
      'form-action': ['https://pago.qit.nu'],
    },
    live: {
      'script-src': ['https://*.qliro.com'],
      'frame-src': ['https://*.qliro.com'],
      'connect-src': ['https://*.qliro.com'],
      // Qliro's own allowlist: the payment methods its checkout hands the shopper to.
      'form-action': [
        'https://*.qliro.com',
        'https://*.vipps.no',
        'https://*.trustly.com',
        'https://*.ideal.nl',
        'https://*.apple.com',
        'https://*.unzer.com',
        'https://*.heidelpay.com',
      ],
    },
  },
  avarda: {
    sources: [
      'https://docs.avarda.com/checkout-3/checkout-3-0/',
      'https://docs.avarda.com/checkout-3/more-features/extras-flag',
      'https://github.com/avarda-ab/Magento-2-Checkout-3-module/blob/master/etc/csp_whitelist.xml',
      'https://github.com/avarda-ab/Magento-2-Checkout-3-module/blob/master/Gateway/Config/Config.php',
    ],
    // The form renders into the shop's page, so its calls, fonts and styles are the page's.
    test: {
      'script-src': [
        'https://stage.checkout-cdn.avarda.com',
        'https://*.stage.avarda.com',
        'https://pay.google.com',
      ],
      'frame-src': [
        'https://*.checkout-cdn.avarda.com',
        'https://*.stage.avarda.com',
        'https://pay.google.com',
      ],
      'connect-src': [
        'https://stage.checkout-api.avarda.com',
        'https://google.com',
        'https://www.google.com',
        'https://pay.google.com',
      ],
      'style-src': ['https://stage.checkout-cdn.avarda.com'],
      'font-src': ['https://*.checkout-api.avarda.com', 'https://*.checkout-cdn.avarda.com'],
      'img-src': ['https://*.checkout-api.avarda.com', 'https://*.checkout-cdn.avarda.com'],
    },
    live: {
      'script-src': ['https://checkout-cdn.avarda.com', 'https://pay.google.com'],
      'frame-src': [
        'https://checkout-cdn.avarda.com',
        'https://card-payment-frame.production.avarda.com',
        'https://pay.google.com',
      ],
      'connect-src': [
        'https://checkout-api.avarda.com',
        'https://google.com',
        'https://www.google.com',
        'https://pay.google.com',
      ],
      'style-src': ['https://checkout-cdn.avarda.com'],
      'font-src': ['https://checkout-cdn.avarda.com', 'https://*.checkout-api.avarda.com'],
      'img-src': [
        'https://checkout-api.avarda.com',
        'https://checkout-cdn.avarda.com',
        'https://openbanking-logos.production.avarda.com',
      ],
    },
  },
  walley: {
    sources: [
      'https://dev.walleypay.com/docs/checkout/optional/clientapi/',
      'https://github.com/WalleyPay/WalleySDK-iOS/blob/main/Sources/WalleyCheckout/WalleyCheckout.swift',
    ],
    // The loader frames the checkout from its own host.
    test: {
      'script-src': ['https://checkout.uat.walleydev.com', 'https://api.uat.walleydev.com'],
      'frame-src': ['https://*.walleydev.com'],
    },
    live: {
      'script-src': ['https://checkout.walleypay.com', 'https://api.walleypay.com'],
      'frame-src': ['https://*.walleypay.com'],
    },
  },
};

export interface PaymentHostChoice {
  providers: readonly PaymentProvider[];
  environment: PaymentEnvironment;
  /** Adyen's live region (`live`, `live-us`, `live-au`, …), from VITE_ADYEN_ENVIRONMENT. */
  adyenEnvironment?: string;
}

/** Every look-alike's hosts: where the mock is embedded, it answers for all five whatever is chosen. */
export const MOCK_PAYMENT_HOSTS: DirectiveHosts = mergeHosts(
  PAYMENT_PROVIDERS.map((provider) => MOCK_ROWS[provider]),
);

/** Several rows as one: each directive's hosts, each once, in the order first named. */
export function mergeHosts(rows: readonly DirectiveHosts[]): DirectiveHosts {
  const merged: Partial<Record<HostDirective, Set<string>>> = {};
  for (const row of rows) {
    for (const [directive, hosts] of Object.entries(row) as [HostDirective, readonly string[]][]) {
      const set = (merged[directive] ??= new Set());
      for (const host of hosts) set.add(host);
    }
  }
  return Object.fromEntries(
    Object.entries(merged).map(([directive, hosts]) => [directive, [...hosts]]),
  ) as DirectiveHosts;
}

/** The hosts the chosen providers need in the chosen environment. */
export function paymentHosts({
  providers,
  environment,
  adyenEnvironment,
}: PaymentHostChoice): DirectiveHosts {
  return mergeHosts(
    providers.map((provider) =>
      environment === 'mock'
        ? MOCK_ROWS[provider]
        : provider === 'adyen' && environment === 'live' && adyenEnvironment?.startsWith('live-')
          ? adyenHosts(adyenEnvironment, ADYEN_WALLETS.live)
          : PAYMENT_HOSTS[provider][environment],
    ),
  );
}

const LIST = /\s+|,/;

/** VITE_PAYMENT_PROVIDERS (default: all five) and VITE_PAYMENT_ENVIRONMENT; anything unknown stops the build. */
export function paymentHostChoice(
  env: Record<string, string | undefined>,
  mockEmbedded: boolean,
): PaymentHostChoice {
  const named = (env.VITE_PAYMENT_PROVIDERS ?? '')
    .split(LIST)
    .filter(Boolean)
    .map((name) => name.toLowerCase());
  const unknown = named.filter((name) => !(PAYMENT_PROVIDERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `VITE_PAYMENT_PROVIDERS names providers from ${PAYMENT_PROVIDERS.join(', ')}; ` +
        `refused: ${unknown.map((name) => JSON.stringify(name)).join(', ')}`,
    );
  }
  const environment = env.VITE_PAYMENT_ENVIRONMENT ?? (mockEmbedded ? 'mock' : 'test');
  if (!(PAYMENT_ENVIRONMENTS as readonly string[]).includes(environment)) {
    throw new Error(
      `VITE_PAYMENT_ENVIRONMENT is one of ${PAYMENT_ENVIRONMENTS.join(', ')}; refused: ${JSON.stringify(environment)}`,
    );
  }
  return {
    providers: named.length > 0 ? [...new Set(named as PaymentProvider[])] : PAYMENT_PROVIDERS,
    environment: environment as PaymentEnvironment,
    adyenEnvironment: env.VITE_ADYEN_ENVIRONMENT,
  };
}
