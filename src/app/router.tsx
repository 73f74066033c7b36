import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { paths } from './paths';

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
      { path: '*', lazy: page(() => import('./NotFoundPage')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
