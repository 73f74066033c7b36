import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * Catalogues arrive precompiled (tooling/precompileMessages.ts), so react-intl runs on the
 * parser-free build of the ICU message parser, which it does not ship otherwise.
 */
export const messageParserAlias: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

const reactRouterBuilds = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);

/**
 * React Router 7's package exports name only its development build, in production too (its
 * maintainers call that temporary: remix-run/react-router#12532, #14102), so a production bundle
 * carries its development warnings and checks. Its production build sits beside it, unexported;
 * the build takes that one. The dev server and the tests keep the development build's warnings.
 */
export const reactRouterProductionAliases: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterBuilds, 'production', 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterBuilds, 'production', 'dom-export.mjs') },
];
