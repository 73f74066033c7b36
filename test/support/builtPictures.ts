import { setImmediate as nodeSetImmediate } from 'node:timers';
import { mockFetch } from '../../mock-server/mockFetch';
import type { SitePage } from '../../src/app/sitePages';
import { readCatalogue } from '../../tooling/catalogueSnapshot';

// The build prerenders in Node, whose React server renderer schedules its work with setImmediate.
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

export interface BuiltPictures {
  /** Every page the build would render with its data (from the mock's catalogue). */
  pages: SitePage[];
  /** The markup of each page asked for, as React renders it at build time. */
  markup: Map<string, string>;
}

/**
 * The pictures the build makes of these public pages (with their data, read from the mock's
 * catalogue as the build reads it) and these other routes (without), rendered by modules of their
 * own as the build does in its own process: React's server and browser renderers sharing one copy
 * of each context would read each other's.
 */
export async function buildPictures(publicPaths: string[], otherPaths: string[]): Promise<BuiltPictures> {
  const snapshot = await readCatalogue({
    fetch: mockFetch,
    proxyBaseUrl: 'http://build.localhost/api',
    shopperBaseUrl: 'http://build.localhost/shopper',
    defaultStoreGroup: 'default',
  });
  const markup = new Map<string, string>();
  let pages: SitePage[] = [];
  await jest.isolateModulesAsync(async () => {
    const { prerenderShell } = await import('../../src/app/prerenderShell');
    const { sitePages } = await import('../../src/app/sitePages');
    pages = sitePages(snapshot);
    for (const page of pages.filter(({ route }) => publicPaths.includes(route)))
      markup.set(page.route, await prerenderShell(page.route, page.page));
    for (const path of otherPaths.filter((path) => !markup.has(path)))
      markup.set(path, await prerenderShell(path));
  });
  return { pages, markup };
}
