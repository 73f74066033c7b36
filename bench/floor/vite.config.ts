import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './plugins/precompiledMessages';
import { prerender } from './plugins/prerender';
import { bootPackageGroups } from '../../tooling/bootChunks';
import { messageParserAlias, reactRouterProductionAliases } from '../../tooling/packageAliases';

// The floor is built as the shop is (vite.config.ts at the repository root): the same target,
// manifest, shell and package chunks and parser-free react-intl, so the two differ only in what
// they run.
// `npx vite build --config bench/floor/vite.config.ts` writes bench/floor/dist.
const root = fileURLToPath(new URL('.', import.meta.url));

// Built as the shop's build is: parser-free react-intl, React Router's production build.
const alias = [messageParserAlias, ...reactRouterProductionAliases];

export default defineConfig({
  root,
  plugins: [
    react(),
    precompiledMessages(),
    prerender({
      routes: ['/', '/terms'],
      dataRoutes: [{ route: '/product', early: '/product.json' }],
      alias,
    }),
  ],
  resolve: { alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...bootPackageGroups,
            { name: 'shell', tags: ['$initial'], test: (id) => !/[\\/]src[\\/]main\.tsx$/.test(id) },
          ],
        },
      },
    },
  },
});
