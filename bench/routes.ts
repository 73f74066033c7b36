import { landingRoutes, type LandingRoute } from '../tooling/landingRoutes';

/** The routes the bench measures, each with the module its route lazily loads. */
export type BenchRoute = LandingRoute;

const find = (route: string) => landingRoutes.filter((row) => row.route === route);

export const routes: BenchRoute[] = [
  ...find('/'),
  ...find('/terms'),
  ...find('/integrity'),
  ...find('/privacy-policy/'),
  { route: '/produkt/klassisk-t-shirt', module: 'src/features/catalog/pages/ProductPage.tsx' },
  ...find('/cart'),
  ...find('/checkout'),
  {
    route: '/checkout/confirmation?provider=Adyen',
    module: 'src/features/checkout/pages/ConfirmationPage.tsx',
  },
  ...find('/favorites'),
  ...find('/login'),
  ...find('/signup/'),
  ...find('/create-account/'),
  ...find('/reset-password/'),
  { route: '/no-such-page', module: 'src/app/NotFoundPage.tsx' },
];
