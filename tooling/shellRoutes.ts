import { accountLink, paths } from '../src/core/paths';

/**
 * The app's addresses that have no document of their own (account pages, the confirmation, links
 * from mails): the host serves them the app shell (app-shell.html), with status 200. A `*` at the
 * end stands for anything below. Any address that is neither this, a document of the build nor a
 * file is unknown: 404.html, with status 404.
 */
export const shellRoutes: string[] = [
  `${accountLink}/*`,
  paths.account,
  paths.checkoutConfirmation,
  paths.newPassword,
  paths.verifyEmail,
  paths.invitation,
];

export const appShellFile = 'app-shell.html';
export const notFoundFile = '404.html';

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether the app shell answers this path (with or without a trailing slash, as the router matches). */
export function isShellRoute(path: string): boolean {
  const wanted = withoutSlash(path);
  return shellRoutes.some((route) =>
    route.endsWith('/*')
      ? wanted === route.slice(0, -2) || wanted.startsWith(route.slice(0, -1))
      : wanted === withoutSlash(route),
  );
}

/**
 * Netlify's and Cloudflare Pages' `_redirects`: the shell's addresses answered by the app shell
 * with status 200 (a rewrite, not a redirect). Every other unknown address gets their 404.html.
 */
export function redirectsFile(): string {
  return (
    shellRoutes
      .flatMap((route) =>
        route.endsWith('/*')
          ? [`${route.slice(0, -2)} /${appShellFile} 200`, `${route} /${appShellFile} 200`]
          : [`${withoutSlash(route)} /${appShellFile} 200`, `${withoutSlash(route)}/ /${appShellFile} 200`],
      )
      .join('\n') + '\n'
  );
}
