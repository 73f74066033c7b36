import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Alias, type Plugin } from 'vite';
import type { PrerenderedPage } from '../src/core/prerenderedPage';
import type { SitePage } from '../src/app/sitePages';
import { staticClosure, type Manifest } from './buildManifest';
import { readCatalogue, type CatalogueSnapshot, type CatalogueSource } from './catalogueSnapshot';
import type { LandingRoute } from './landingRoutes';
import { precompileMessages } from './precompileMessages';
import { routeDocument, routeDocumentFile, type RouteShell } from './shellTemplates';
import { appShellFile, notFoundFile, redirectsFile } from './shellRoutes';
import { robotsWithSitemap, sitemapXml } from './sitemap';

export interface PrerenderOptions {
  /** The routes to prerender besides the site's public pages, with their page modules (noindex pages). */
  routes: LandingRoute[];
  /** Addresses the 404 document may be served at whose page could still exist (a newer product). */
  patterns?: { pattern: string; module: string; productRequestPath?: string }[];
  /** Where a pattern's product request goes: the shopper backend and the default market. */
  productRequests?: { shopperBaseUrl: string; market: { country: string; language: string } };
  /** Where the build reads the catalogue the public pages show. */
  catalogue: CatalogueSource;
  /** The localStorage key of the saved market (src/services/storage.ts). */
  marketStorageKey: string;
  alias: Alias[];
}

interface SsrModules {
  prerenderShell: (path: string, page?: PrerenderedPage) => Promise<string>;
  sitePages: (snapshot: CatalogueSnapshot) => SitePage[];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The English texts' module: an English page hydrates once they are there, so they come with it. */
const englishTexts = 'src/app/catalogues/en.ts';
const notFoundModule = 'src/app/NotFoundPage.tsx';

/**
 * Build only: after the bundle is written, reads the catalogue (the embedded mock's, or the
 * configured backends'), and renders every public page in every language (home, legal pages, each
 * product) and each listed landing route with the app's own components through Vite's SSR loader
 * (src/app/prerenderShell.tsx) into a document of its own, its head and content in the HTML (see
 * routeDocument); then the 404 document, the app shell for the app's other addresses, the sitemap,
 * robots.txt's Sitemap line and the static hosts' `_redirects`.
 */
export function prerenderShells({
  routes,
  patterns = [],
  productRequests,
  catalogue,
  marketStorageKey,
  alias,
}: PrerenderOptions): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let base = '/';
  let mode = 'production';
  return {
    name: 'storefront-prerender-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      mode = config.mode;
    },
    async closeBundle() {
      // A build that failed wrote no manifest: its own error is the one to show.
      if (!existsSync(join(outDir, '.vite', 'manifest.json'))) return;
      const server = await createServer({
        configFile: false,
        root,
        mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [precompileMessages()],
        resolve: { alias },
      });
      try {
        const { prerenderShell } = (await server.ssrLoadModule('/src/app/prerenderShell.tsx')) as Pick<
          SsrModules,
          'prerenderShell'
        >;
        const { sitePages } = (await server.ssrLoadModule('/src/app/sitePages.ts')) as Pick<
          SsrModules,
          'sitePages'
        >;
        const { config } = (await server.ssrLoadModule('/src/config.ts')) as {
          config: { siteUrl: string; defaultMarketId: string; shopName: string };
        };
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        // What index.html loads anyway: the entry, or the shell chunk the entry was folded into.
        const shell = staticClosure(
          manifest,
          Object.entries(manifest)
            .filter(([, chunk]) => chunk.isEntry || html.includes(`/${chunk.file}"`))
            .map(([key]) => key),
        );
        const preloadOf = (modules: string[], where: string) => [
          ...new Set(
            modules.flatMap((module) => {
              if (!manifest[module]) throw new Error(`${module} (${where}) is not a chunk of the build`);
              return [...staticClosure(manifest, [module])]
                .filter((key) => !shell.has(key))
                .map((key) => `${base}${manifest[key]?.file ?? ''}`)
                .filter((href) => href.endsWith('.js'));
            }),
          ),
        ];
        // The sagas, their runtime and services: every page asks for them beside the shell
        // (src/main.tsx). Their module is the 'sideEffects' group's chunk (vite.config.ts), which
        // the manifest lists under the chunk's own key.
        const sideEffects =
          Object.keys(manifest).find((key) => key === 'src/app/sideEffects.ts') ??
          Object.keys(manifest).find((key) => manifest[key]?.name === 'sideEffects');
        if (!sideEffects) throw new Error('the build has no sideEffects chunk (vite.config.ts)');
        const everyPage = preloadOf([sideEffects], 'every page');
        const write = (name: string, content: string) => {
          mkdirSync(dirname(join(outDir, name)), { recursive: true });
          writeFileSync(join(outDir, name), content);
        };
        const document = (shellOf: RouteShell, fallbackPatterns: Parameters<typeof routeDocument>[3] = []) =>
          routeDocument(html, shellOf, marketStorageKey, fallbackPatterns, everyPage);

        const snapshot = await readCatalogue(catalogue);
        const pages = sitePages(snapshot);
        const written = new Set<string>();
        for (const page of pages) {
          const file = routeDocumentFile(page.route);
          if (written.has(file)) throw new Error(`two pages would be ${file}: ${page.route}`);
          written.add(file);
          write(
            file,
            document({
              route: page.route,
              markup: await prerenderShell(page.route, page.page),
              preload: preloadOf(
                [page.module, ...(page.language === 'sv' ? [] : [englishTexts])],
                page.route,
              ),
              marketId: page.page.market.id,
              language: page.language,
              page: page.page,
              shownUnless: page.shownUnless,
            }),
          );
        }
        for (const { route, module, shownUnless, alsoPreload = [] } of routes) {
          const file = routeDocumentFile(route);
          if (written.has(file)) continue;
          written.add(file);
          write(
            file,
            document({
              route,
              markup: await prerenderShell(route),
              preload: preloadOf([module, ...alsoPreload], route),
              marketId: config.defaultMarketId,
              language: 'sv',
              shownUnless,
            }),
          );
        }

        const fallbackPatterns = patterns.map(({ pattern, module, productRequestPath }) => ({
          pattern,
          preload: preloadOf([module], pattern),
          ...(productRequestPath && productRequests
            ? {
                productRequest: {
                  url: `${productRequests.shopperBaseUrl.replace(/\/+$/, '')}${productRequestPath}`,
                  market: productRequests.market,
                },
              }
            : {}),
        }));
        // Any unknown address: the not-found page, which a product address newer than the build
        // replaces by its skeleton, asking for the product at once (it may exist by now).
        write(
          notFoundFile,
          document(
            {
              route: null,
              markup: await prerenderShell('/404'),
              preload: preloadOf([notFoundModule], notFoundFile),
              marketId: config.defaultMarketId,
              language: 'sv',
            },
            fallbackPatterns,
          ),
        );
        // The app's addresses with no page of their own to show before the app has run.
        write(
          appShellFile,
          document({
            route: null,
            markup: `<title>${escapeText(config.shopName)}</title><meta name="robots" content="noindex"/>`,
            preload: [],
            marketId: config.defaultMarketId,
            language: 'sv',
            picture: false,
          }),
        );

        const sitemapUrl = `${config.siteUrl}/sitemap.xml`;
        write(
          'sitemap.xml',
          sitemapXml(
            pages.map((page) => ({
              url: `${config.siteUrl}${page.route}`,
              lastModified: page.lastModified,
              alternates: page.alternates.map(({ hrefLang, path }) => ({
                hrefLang,
                path: `${config.siteUrl}${path}`,
              })),
            })),
          ),
        );
        write('robots.txt', robotsWithSitemap(readFileSync(join(outDir, 'robots.txt'), 'utf8'), sitemapUrl));
        write('_redirects', redirectsFile());
      } finally {
        await server.close();
      }
    },
  };
}
