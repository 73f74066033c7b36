import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './plugins/precompiledMessages';
import { prerender } from './plugins/prerender';
import { bootPackageGroups } from '../../tooling/bootChunks';

// The floor is built as the shop is (vite.config.ts at the repository root): the same target,
// manifest, shell and package chunks and parser-free react-intl, so the two differ only in what
// they run.
// `npx vite build --config bench/floor/vite.config.ts` writes bench/floor/dist.
const root = fileURLToPath(new URL('.', import.meta.url));

// The catalogue arrives precompiled, so the ICU message parser is not shipped.
const alias = [
  {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
  },
];

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
