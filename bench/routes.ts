import { landingRoutes, type LandingRoute } from '../tooling/landingRoutes';

/**
 * The routes the bench measures, each with the module its route lazily loads and the feature
 * sagas the route starts (src/app/router.tsx), which load with it and count as its own.
 */
export interface BenchRoute extends LandingRoute {
  sagas?: string[];
  /** Behind the login: Lighthouse would measure the login redirect, so sizes only. */
  signedIn?: boolean;
}

// A feature's sagas and its index, which the route loads for the feature's slices (src/app/lazySlices.ts).
const sagas = (...features: string[]) =>
  features.flatMap((feature) => [
    `src/features/${feature}/${feature}Sagas.ts`,
    ...(feature === 'checkout' ? [] : [`src/features/${feature}/index.ts`]),
  ]);
const find = (route: string, extra: Partial<BenchRoute> = {}) =>
  landingRoutes.filter((row) => row.route === route).map((row) => ({ ...row, ...extra }));

export const routes: BenchRoute[] = [
  ...find('/'),
  ...find('/terms'),
  ...find('/integrity'),
  ...find('/privacy-policy/'),
  { route: '/produkt/klassisk-t-shirt', module: 'src/features/catalog/pages/ProductPage.tsx' },
  // The English addresses: the same pages in English, in Norge.
  { route: '/product/classic-tee', module: 'src/features/catalog/pages/ProductPage.tsx' },
  { route: '/en/', module: 'src/features/home/pages/HomePage.tsx' },
  ...find('/cart'),
  ...find('/checkout', { sagas: sagas('checkout') }),
  {
    route: '/checkout/confirmation?provider=Adyen',
    module: 'src/features/checkout/pages/ConfirmationPage.tsx',
    sagas: sagas('checkout'),
  },
  ...find('/favorites'),
  ...find('/login'),
  ...find('/signup/', { sagas: sagas('signup') }),
  ...find('/create-account/', { sagas: sagas('signup') }),
  ...find('/reset-password/', { sagas: sagas('password') }),
  {
    route: '/new-password/?token=t',
    module: 'src/features/password/pages/NewPasswordPage.tsx',
    sagas: sagas('password'),
  },
  {
    route: '/verify-email/?token=t',
    module: 'src/features/password/pages/VerifyEmailPage.tsx',
    sagas: sagas('password'),
  },
  {
    route: '/my-account/overview/',
    module: 'src/features/account/pages/AccountOverviewPage.tsx',
    signedIn: true,
  },
  {
    route: '/my-account/orders/',
    module: 'src/features/orders/pages/OrderListPage.tsx',
    sagas: sagas('orders'),
    signedIn: true,
  },
  {
    route: '/my-account/orders/o-1',
    module: 'src/features/orders/pages/OrderDetailPage.tsx',
    sagas: sagas('orders'),
    signedIn: true,
  },
  {
    route: '/my-account/profile/',
    module: 'src/features/profile/pages/ProfilePage.tsx',
    sagas: sagas('profile'),
    signedIn: true,
  },
  {
    route: '/my-account/quick-order/',
    module: 'src/features/quickOrder/pages/QuickOrderPage.tsx',
    sagas: sagas('quickOrder'),
    signedIn: true,
  },
  {
    route: '/my-account/company/',
    module: 'src/features/companyArea/pages/CompanyPage.tsx',
    // The users' and print files' tabs load theirs when first shown.
    sagas: sagas('companyArea'),
    signedIn: true,
  },
  { route: '/no-such-page', module: 'src/app/NotFoundPage.tsx' },
];

/** The shop pages Lighthouse measures by default, after the floor app, in this order. */
export const lighthouseRoutes = ['/terms', '/', '/produkt/klassisk-t-shirt', '/cart', '/checkout', '/login'];
