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
  { route: '/cart', module: 'src/features/cart/pages/CartPage.tsx' },
  { route: '/checkout', module: 'src/features/checkout/pages/CheckoutPage.tsx' },
  {
    route: '/checkout/confirmation?provider=Adyen',
    module: 'src/features/checkout/pages/ConfirmationPage.tsx',
  },
  { route: '/favorites', module: 'src/features/wishlist/pages/FavoritesPage.tsx' },
  { route: '/login', module: 'src/features/auth/pages/LoginPage.tsx' },
  { route: '/signup/', module: 'src/features/signup/pages/OrganisationSignupPage.tsx' },
  { route: '/create-account/', module: 'src/features/signup/pages/CustomerSignupPage.tsx' },
  { route: '/reset-password/', module: 'src/features/password/pages/ForgotPasswordPage.tsx' },
  { route: '/no-such-page', module: 'src/app/NotFoundPage.tsx' },
];
