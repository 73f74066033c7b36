/**
 * The public routes a visitor lands on, each with the page module its route loads lazily
 * (src/app/router.tsx). The build prerenders them into the HTML shell and preloads their page
 * scripts; the bench measures them.
 */
export interface LandingRoute {
  /** The address, exactly as a visitor has it. */
  route: string;
  /** Source path of the route's page module, as it appears in dist/.vite/manifest.json. */
  module: string;
  /** When a visitor's page would not look like the picture: then the picker keeps the skeleton. */
  shownUnless?: PictureCondition;
  /** Modules the page's first render needs besides its own, preloaded with it. */
  alsoPreload?: string[];
}

/**
 * Swedish page texts that are not in the shell (src/app/catalogues.ts): the checkout, sign-up and
 * password pages need theirs before their first render, so they load beside the page's code.
 */
const pageTexts = ['src/app/catalogues/svPages.ts'];
const checkoutTexts = ['src/app/catalogues/svCheckout.ts'];

/**
 * Cookies and localStorage entries whose presence changes what a page first shows. The picture is
 * rendered for a visitor with none of them (as the prerender has no storage); one who has any
 * keeps the neutral skeleton and the app renders the page anew.
 */
export interface PictureCondition {
  cookies?: string[];
  storageKeys?: string[];
  /** Cookies whose value, where set, must be this one (a store group's prices: the default's). */
  cookiesOtherThan?: Record<string, string>;
}

export const landingRoutes: LandingRoute[] = [
  { route: '/', module: 'src/features/home/pages/HomePage.tsx' },
  { route: '/terms', module: 'src/features/legal/pages/TermsPage.tsx' },
  { route: '/integrity', module: 'src/features/legal/pages/IntegrityPage.tsx' },
  { route: '/privacy-policy/', module: 'src/features/legal/pages/PrivacyPolicyPage.tsx' },
  { route: '/cart', module: 'src/features/cart/pages/CartPage.tsx' },
  // The picture shows the empty cart, which a visitor with a cart session or incognito lines may
  // not have (src/services/cookies.ts, src/services/storage.ts).
  {
    route: '/checkout',
    module: 'src/features/checkout/pages/CheckoutPage.tsx',
    shownUnless: { cookies: ['cartToken'], storageKeys: ['incognitoCart'] },
    alsoPreload: checkoutTexts,
  },
  { route: '/favorites', module: 'src/features/wishlist/pages/FavoritesPage.tsx' },
  { route: '/login', module: 'src/features/auth/pages/LoginPage.tsx' },
  {
    route: '/signup/',
    module: 'src/features/signup/pages/OrganisationSignupPage.tsx',
    alsoPreload: pageTexts,
  },
  {
    route: '/create-account/',
    module: 'src/features/signup/pages/CustomerSignupPage.tsx',
    alsoPreload: pageTexts,
  },
  {
    route: '/reset-password/',
    module: 'src/features/password/pages/ForgotPasswordPage.tsx',
    alsoPreload: pageTexts,
  },
];

/**
 * Addresses without a prerendered picture whose page module the fallback document still preloads
 * with the app's scripts: the product page, `/:productUrlPrefix/:slug` (the prefix is the
 * market's), minus the two-segment addresses the router matches before it.
 */
export const preloadPatterns: { pattern: string; module: string; productRequestPath?: string }[] = [
  {
    pattern: '^/(?!checkout/|my-account/)[^/]+/[^/]+$',
    module: 'src/features/catalog/pages/ProductPage.tsx',
    // The shopper backend's product by slug (src/api/shopper.ts), asked for by the boot script.
    productRequestPath: '/products/by-slug/{slug}',
  },
];
