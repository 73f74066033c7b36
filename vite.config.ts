import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { mockEmbedded } from './mock-server/embedding';
import { DEFAULT_BASE_URLS } from './shared/backendPaths';
import { defaultMarket } from './src/features/market/defaultMarket';
import { isMockPath } from './mock-server/nodeAdapter';
import { mockBackendPlugin } from './mock-server/vitePlugin';
import { mockFetch } from './mock-server/mockFetch';
import { contentSecurityPolicyPlugin } from './tooling/contentSecurityPolicy';
import { devServerDeny } from './tooling/devServerFileAccess';
import { devServerGate } from './tooling/devServerGate';
import { precompileMessages } from './tooling/precompileMessages';
import { landingRoutes, preloadPatterns } from './tooling/landingRoutes';
import { prerenderShells } from './tooling/prerenderShells';
import { previewRoutes } from './tooling/previewRoutes';
import { sideEffectsChunk } from './tooling/sideEffectsChunk';
import { bootPackageGroups } from './tooling/bootChunks';
import { messageParserAlias, reactRouterProductionAliases } from './tooling/packageAliases';

/**
 * Where the build reads the catalogue: the embedded mock's handlers in the build's own process, or
 * the configured backends (a relative base URL is on the site's own origin, VITE_SITE_URL).
 */
function catalogueSource(env: Record<string, string | undefined>, embedded: boolean) {
  const origin = embedded ? 'http://build.localhost' : (env.VITE_SITE_URL ?? 'http://localhost:4173');
  const absolute = (url: string) => new URL(url, origin).href;
  return {
    fetch: embedded ? mockFetch : (request: Request) => fetch(request),
    proxyBaseUrl: absolute(
      embedded ? DEFAULT_BASE_URLS.proxy : (env.VITE_PROXY_URL ?? DEFAULT_BASE_URLS.proxy),
    ),
    shopperBaseUrl: absolute(
      embedded ? DEFAULT_BASE_URLS.shopper : (env.VITE_SHOPPER_URL ?? DEFAULT_BASE_URLS.shopper),
    ),
    defaultStoreGroup: env.VITE_DEFAULT_STORE_GROUP ?? 'default',
  };
}

// The mock backend is embedded by default so `npm start` is one process. Set VITE_MOCK=off (and
// the VITE_*_URL variables) to talk to real backends, in the shell or in a .env file alike.
export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const alias = [messageParserAlias, ...(command === 'build' ? reactRouterProductionAliases : [])];
  const embedded = mockEmbedded(env);
  // Not through views: a feature's index names its components beside its sagas.
  const sideEffects = sideEffectsChunk('src/app/sideEffects.ts', {
    skip: (id) => id.endsWith('.tsx'),
    // The saga middleware and the HTTP client; the effect creators are the pages' too (the shell's).
    runtimePackages:
      /node_modules[\\/](?:axios[\\/]|redux-saga[\\/]dist[\\/]|@redux-saga[\\/]core[\\/]dist[\\/]redux-saga-core)/,
  });
  return {
    plugins: [
      devServerGate(embedded ? isMockPath : () => false),
      react(),
      sideEffects.plugin,
      precompileMessages(),
      ...(embedded ? [mockBackendPlugin(env)] : []),
      prerenderShells({
        routes: landingRoutes,
        patterns: preloadPatterns,
        productRequests: {
          shopperBaseUrl: env.VITE_SHOPPER_URL ?? DEFAULT_BASE_URLS.shopper,
          market: { country: defaultMarket.country, language: defaultMarket.language },
        },
        catalogue: catalogueSource(env, embedded),
        marketStorageKey: 'market',
        alias,
      }),
      contentSecurityPolicyPlugin(env, embedded, embedded ? isMockPath : () => false),
      previewRoutes(embedded ? isMockPath : () => false),
    ],
    resolve: { alias },
    server: { fs: { deny: devServerDeny(process.cwd()) } },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The code before the first screen in one chunk beside the entry, and the packages it
            // boots with in a few of their own (tooling/bootChunks.ts). Left alone, the bundler
            // cuts what lazy routes share with the shell into dozens of small chunks: more
            // requests at boot and worse compression.
            groups: [
              ...bootPackageGroups,
              { name: 'shell', tags: ['$initial'], test: (id) => !/[\\/]src[\\/]main\.tsx$/.test(id) },
              // The sagas, their runtime and services beside it, one chunk every page asks for
              // after the shell (src/main.tsx); the first render of a picture does not wait for
              // it. What the sagas share with the pages (selectors, money, texts) is a chunk of
              // its own, so no page imports the sagas' chunk (tooling/sideEffectsChunk.ts).
              { name: 'sagasShared', test: sideEffects.sharedWithPages },
              { name: 'sideEffects', test: sideEffects.has },
            ],
          },
        },
      },
    },
  };
});
