import { Outlet, type RouteObject } from 'react-router-dom';
import { Header } from './Header';
import { HomeParts } from './HomeParts';
import { ProductPage } from './ProductPage';
import { TermsPage } from './TermsPage';

function Layout() {
  return (
    <>
      <Header />
      {/* Constant per build: the plain floor drops the parts and their imports. */}
      {import.meta.env.MODE === 'home-parts' && <HomeParts />}
      <Outlet />
    </>
  );
}

/** The terms at two addresses, and a product page whose heading needs data. No loaders: the router is ready on its first render, server or browser. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <TermsPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/product', element: <ProductPage /> },
    ],
  },
];
