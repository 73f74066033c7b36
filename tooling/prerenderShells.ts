import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Alias, type Plugin } from 'vite';
import { precompileMessages } from './precompileMessages';
import { staticClosure, type Manifest } from './buildManifest';
import type { LandingRoute } from './landingRoutes';
import { routeDocuments, type RouteShell } from './shellTemplates';

export interface PrerenderOptions {
  /** The routes to prerender, with their page modules. */
  routes: LandingRoute[];
  /** Other addresses whose page modules the fallback document preloads (no picture). */
  patterns?: { pattern: string; module: string; productRequestPath?: string }[];
  /** Where a pattern's product request goes: the shopper backend and the default market. */
  productRequests?: { shopperBaseUrl: string; market: { country: string; language: string } };
  /** The localStorage key of the saved market (src/services/storage.ts). */
  marketStorageKey: string;
  alias: Alias[];
}

/**
 * Build only: after the bundle is written, renders each listed route with the app's own
 * components through Vite's SSR loader (src/app/prerenderShell.tsx) into a document of its own
 * (index.html for `/`; see routeDocuments).
 */
export function prerenderShells({
  routes,
  patterns = [],
  productRequests,
  marketStorageKey,
  alias,
}: PrerenderOptions): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'storefront-prerender-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [precompileMessages()],
        resolve: { alias },
      });
      try {
        const { prerenderShell } = (await server.ssrLoadModule('/src/app/prerenderShell.tsx')) as {
          prerenderShell: (path: string) => Promise<string>;
        };
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        const file = join(outDir, 'index.html');
        const html = readFileSync(file, 'utf8');
        // What index.html loads anyway: the entry, or the shell chunk the entry was folded into.
        const shell = staticClosure(
          manifest,
          Object.entries(manifest)
            .filter(([, chunk]) => chunk.isEntry || html.includes(`/${chunk.file}"`))
            .map(([key]) => key),
        );
        const preloadOf = (module: string, where: string) => {
          if (!manifest[module]) throw new Error(`${module} (${where}) is not a chunk of the build`);
          return [...staticClosure(manifest, [module])]
            .filter((key) => !shell.has(key))
            .map((key) => `${base}${manifest[key]?.file ?? ''}`)
            .filter((href) => href.endsWith('.js'));
        };
        const shells: Record<string, RouteShell> = {};
        for (const { route, module, shownUnless, alsoPreload = [] } of routes)
          shells[route] = {
            markup: await prerenderShell(route),
            preload: [...new Set([module, ...alsoPreload].flatMap((needed) => preloadOf(needed, route)))],
            shownUnless,
          };
        const preloads = patterns.map(({ pattern, module, productRequestPath }) => ({
          pattern,
          preload: preloadOf(module, pattern),
          ...(productRequestPath && productRequests
            ? {
                productRequest: {
                  url: `${productRequests.shopperBaseUrl.replace(/\/+$/, '')}${productRequestPath}`,
                  market: productRequests.market,
                },
              }
            : {}),
        }));
        // The sagas, their runtime and services: every page asks for them beside the shell
        // (src/main.tsx). Their module is the 'sideEffects' group's chunk (vite.config.ts), which
        // the manifest lists under the chunk's own key.
        const sideEffects =
          Object.keys(manifest).find((key) => key === 'src/app/sideEffects.ts') ??
          Object.keys(manifest).find((key) => manifest[key]?.name === 'sideEffects');
        if (!sideEffects) throw new Error('the build has no sideEffects chunk (vite.config.ts)');
        const everyPage = preloadOf(sideEffects, 'every page');
        const documents = routeDocuments(html, shells, marketStorageKey, preloads, everyPage);
        for (const [name, document] of Object.entries(documents)) {
          mkdirSync(dirname(join(outDir, name)), { recursive: true });
          writeFileSync(join(outDir, name), document);
        }
      } finally {
        await server.close();
      }
    },
  };
}
