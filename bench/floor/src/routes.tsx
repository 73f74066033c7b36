import { Outlet, type RouteObject } from 'react-router-dom';
import { Header } from './Header';
import { TermsPage } from './TermsPage';

function Layout() {
  return (
    <>
      <Header />
      <Outlet />
    </>
  );
}

/** One page at two addresses. No loaders: the router is ready on its first render, server or browser. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <TermsPage /> },
      { path: '/terms', element: <TermsPage /> },
    ],
  },
];
