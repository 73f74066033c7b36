import type { Dispatch } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { listingRequested, productRequested } from '../features/catalog';
import { paths, publicPath, routePatterns } from '../core/paths';
import type { PageTexts } from './catalogues';
import type { LazySagaName, LoadFeatures } from './lazySagas';

/** Loads, in the current language, page texts that are not the frame's (catalogues.ts). */
export type LoadPageTexts = (part: PageTexts) => Promise<void>;

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The routes, given how to load features and the store's dispatch. Route-level code splitting:
 * each page is its own chunk, and a page that needs slices and sagas the shell does not have
 * loads them, and starts the sagas, before it renders. The home's loader asks for the listing as the navigation
 * starts, so on a first visit it goes out beside the settings instead of after the first render.
 */
export function createRoutes(
  loadFeatures: LoadFeatures,
  dispatch: Dispatch,
  loadPageTexts: LoadPageTexts,
): RouteObject[] {
  const page =
    (load: PageModule, sagas: readonly LazySagaName[] = []) =>
    async () => {
      const [module] = await Promise.all([load(), loadFeatures(sagas)]);
      return { Component: module.default };
    };
  // A page whose texts are not in the shell's catalogue (catalogues.ts): they load beside its code.
  const pageWithTexts =
    (part: PageTexts, load: PageModule, sagas: readonly LazySagaName[] = []) =>
    async () => {
      const [route] = await Promise.all([page(load, sagas)(), loadPageTexts(part)]);
      return route;
    };
  const laterPages: [string, PageModule, LazySagaName[]?][] = [
    [paths.signup, () => import('../features/signup/pages/OrganisationSignupPage'), ['signup']],
    [paths.createAccount, () => import('../features/signup/pages/CustomerSignupPage'), ['signup']],
    [paths.resetPassword, () => import('../features/password/pages/ForgotPasswordPage'), ['password']],
    [paths.newPassword, () => import('../features/password/pages/NewPasswordPage'), ['password']],
    [paths.verifyEmail, () => import('../features/password/pages/VerifyEmailPage'), ['password']],
    [paths.invitation, () => import('../features/invitation/pages/InvitationPage'), ['invitation']],
    [paths.accountOverview, () => import('../features/account/pages/AccountOverviewPage')],
    [paths.orders, () => import('../features/orders/pages/OrderListPage'), ['orders']],
    [routePatterns.orderDetail, () => import('../features/orders/pages/OrderDetailPage'), ['orders']],
    [paths.profile, () => import('../features/profile/pages/ProfilePage'), ['profile']],
    [paths.quickOrder, () => import('../features/quickOrder/pages/QuickOrderPage'), ['quickOrder']],
    [
      paths.company,
      () => import('../features/companyArea/pages/CompanyPage'),
      // The users' and print files' tabs load theirs when opened (CompanyPage).
      ['companyArea'],
    ],
  ];
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: (
        <Layout>
          <PageSkeleton />
        </Layout>
      ),
      children: [
        // The public pages, at their Swedish and their English address (core/paths.ts publicPath).
        ...(['sv', 'en'] as const).flatMap((language) => [
          {
            path: publicPath('home', language),
            loader: () => {
              dispatch(listingRequested());
              return null;
            },
            // The newsletter's slice and saga load with the block's form (LazyNewsletterBlock).
            lazy: page(() => import('../features/home/pages/HomePage')),
          },
          {
            path: publicPath('terms', language),
            lazy: page(() => import('../features/legal/pages/TermsPage')),
          },
          {
            path: publicPath('integrity', language),
            lazy: page(() => import('../features/legal/pages/IntegrityPage')),
          },
          {
            path: publicPath('privacyPolicy', language),
            lazy: page(() => import('../features/legal/pages/PrivacyPolicyPage')),
          },
        ]),
        { path: paths.cart, lazy: page(() => import('../features/cart/pages/CartPage')) },
        {
          path: paths.checkout,
          lazy: pageWithTexts('checkout', () => import('../features/checkout/pages/CheckoutPage'), [
            'checkout',
          ]),
        },
        {
          path: paths.checkoutConfirmation,
          lazy: pageWithTexts('checkout', () => import('../features/checkout/pages/ConfirmationPage'), [
            'checkout',
          ]),
        },
        // The account's old address: the overview, whose guard sends a visitor to the login first.
        { path: paths.account, element: <Navigate to={paths.accountOverview} replace /> },
        { path: paths.favorites, lazy: page(() => import('../features/wishlist/pages/FavoritesPage')) },
        { path: paths.login, lazy: page(() => import('../features/auth/pages/LoginPage')) },
        { path: `${paths.login}/`, lazy: page(() => import('../features/auth/pages/LoginPage')) },
        ...laterPages.map(([path, load, sagas]) => ({ path, lazy: pageWithTexts('pages', load, sagas) })),
        {
          path: routePatterns.product,
          // As the home's listing: the product is asked for as the navigation starts. On a first
          // visit the shell's boot script has asked already (earlyAnswers), so the page's first
          // render can have it.
          loader: ({ params }) => {
            if (params.slug) dispatch(productRequested({ slug: params.slug }));
            return null;
          },
          // A colour or size in the address is the same product.
          shouldRevalidate: ({ currentParams, nextParams }) => currentParams.slug !== nextParams.slug,
          lazy: page(() => import('../features/catalog/pages/ProductPage')),
        },
        { path: '*', lazy: page(() => import('./NotFoundPage')) },
      ],
    },
  ];
}

export const createAppRouter = (
  loadFeatures: LoadFeatures,
  dispatch: Dispatch,
  loadPageTexts: LoadPageTexts,
) => createBrowserRouter(createRoutes(loadFeatures, dispatch, loadPageTexts));

/**
 * Resolves once the router has matched the first address and loaded its page (and the sagas the
 * page needs), so the first render shows the page itself and not the fallback in its place.
 */
export function routerReady(router: Pick<ReturnType<typeof createAppRouter>, 'state' | 'subscribe'>) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
