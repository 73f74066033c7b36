/** The routes the bench measures, each with the module its route lazily loads. Later issues add rows. */
export interface BenchRoute {
  route: string;
  /** Source path of the route's page module, as it appears in dist/.vite/manifest.json. */
  module: string;
}

export const routes: BenchRoute[] = [
  { route: '/', module: 'src/features/home/pages/HomePage.tsx' },
  { route: '/terms', module: 'src/features/legal/pages/TermsPage.tsx' },
  { route: '/integrity', module: 'src/features/legal/pages/IntegrityPage.tsx' },
  { route: '/privacy-policy/', module: 'src/features/legal/pages/PrivacyPolicyPage.tsx' },
  { route: '/produkt/klassisk-t-shirt', module: 'src/features/catalog/pages/ProductPage.tsx' },
  { route: '/no-such-page', module: 'src/app/NotFoundPage.tsx' },
];
