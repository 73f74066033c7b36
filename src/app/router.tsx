import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { paths, routePatterns } from '../core/paths';

/** Route-level code splitting: each page is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: (
      <Layout>
        <PageSkeleton />
      </Layout>
    ),
    children: [
      { index: true, lazy: page(() => import('../features/home/pages/HomePage')) },
      { path: paths.terms, lazy: page(() => import('../features/legal/pages/TermsPage')) },
      { path: paths.integrity, lazy: page(() => import('../features/legal/pages/IntegrityPage')) },
      { path: paths.privacyPolicy, lazy: page(() => import('../features/legal/pages/PrivacyPolicyPage')) },
      { path: paths.cart, lazy: page(() => import('../features/cart/pages/CartPage')) },
      { path: paths.checkout, lazy: page(() => import('../features/checkout/pages/CheckoutPage')) },
      {
        path: paths.checkoutConfirmation,
        lazy: page(() => import('../features/checkout/pages/ConfirmationPage')),
      },
      // The account's old address: the overview, whose guard sends a visitor to the login first.
      { path: paths.account, element: <Navigate to={paths.accountOverview} replace /> },
      { path: paths.favorites, lazy: page(() => import('../features/wishlist/pages/FavoritesPage')) },
      { path: paths.login, lazy: page(() => import('../features/auth/pages/LoginPage')) },
      { path: `${paths.login}/`, lazy: page(() => import('../features/auth/pages/LoginPage')) },
      { path: paths.signup, lazy: page(() => import('../features/signup/pages/OrganisationSignupPage')) },
      { path: paths.createAccount, lazy: page(() => import('../features/signup/pages/CustomerSignupPage')) },
      {
        path: paths.resetPassword,
        lazy: page(() => import('../features/password/pages/ForgotPasswordPage')),
      },
      { path: paths.newPassword, lazy: page(() => import('../features/password/pages/NewPasswordPage')) },
      { path: paths.verifyEmail, lazy: page(() => import('../features/password/pages/VerifyEmailPage')) },
      {
        path: paths.accountOverview,
        lazy: page(() => import('../features/account/pages/AccountOverviewPage')),
      },
      { path: paths.orders, lazy: page(() => import('../features/orders/pages/OrderListPage')) },
      {
        path: routePatterns.orderDetail,
        lazy: page(() => import('../features/orders/pages/OrderDetailPage')),
      },
      { path: paths.profile, lazy: page(() => import('../features/profile/pages/ProfilePage')) },
      { path: paths.quickOrder, lazy: page(() => import('../features/quickOrder/pages/QuickOrderPage')) },
      { path: paths.company, lazy: page(() => import('../features/companyArea/pages/CompanyPage')) },
      { path: routePatterns.product, lazy: page(() => import('../features/catalog/pages/ProductPage')) },
      { path: '*', lazy: page(() => import('./NotFoundPage')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
