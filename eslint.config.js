import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

/** Every file in src gets the typed saga effects; a layer adds what it may not import. */
const sagaEffects = { name: 'redux-saga/effects', message: 'Use typed-redux-saga, whose effects are typed.' };
/**
 * MUI parts the app has replaced with lighter ones of its own; importing one again would regrow
 * the bundle without anyone noticing.
 */
const replacedMui = [
  ['TextField', 'src/components/form/TextField (an outlined input with its label and help text)'],
  ['Tabs', 'src/components/Tabs'],
  ['Tab', 'src/components/Tabs'],
  ['Autocomplete', "the useAutocomplete hook, as the company area's country picker does"],
  ['Chip', 'src/components/Tag'],
];
const muiReplacements = [
  ...replacedMui.map(([part, instead]) => ({ name: `@mui/material/${part}`, message: `Use ${instead}.` })),
  {
    name: '@mui/material',
    importNames: replacedMui.map(([part]) => part),
    message: replacedMui.map(([part, instead]) => `${part}: use ${instead}.`).join(' '),
  },
];
const layer = (files, patterns = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths: [sagaEffects, ...muiReplacements], patterns }] },
});
/** Relative imports of the named src folders (a higher layer). */
const above = (folders, who) => ({
  regex: `^(\\.\\.?/)+(${folders.join('|')})(/|$)`,
  message: `${who} may not import ${folders.join(', ')}: a layer imports only layers below it.`,
});

/**
 * One owner per token cookie: the cart feature reads and writes the cart token, the checkout's
 * checkoutToken.ts the checkout token and the purchase JWT; everyone else asks the owner.
 */
const tokenOwners = {
  cartToken: 'src/features/cart',
  checkoutToken: 'checkoutToken.ts',
  paymentJwt: 'checkoutToken.ts',
};
const tokenCookies = (names) =>
  names.flatMap((name) =>
    [`MemberExpression[property.name='${name}']`, `Literal[value='${name}']`].map((selector) => ({
      selector,
      message: `The ${name} cookie is ${tokenOwners[name]}'s: use what it exports (hasCartSession, checkoutToken, …).`,
    })),
  );
const noTokenCookies = (files, ignores, names, more = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-syntax': ['error', ...tokenCookies(names), ...more] },
});

/**
 * The app uses a feature through its index.ts, with one exception: the router loads each page by
 * `import('../features/<feature>/pages/<Page>')`, so every route is its own chunk (a page exported
 * from index.ts would load with whatever imports the index). A feature that is only pages (account,
 * home) has no index.ts. A later feature's index is loaded by `import('../features/<feature>')`
 * (src/app/lazySagas.ts, lazySlices.ts), so nothing it reaches is in the shell.
 */
const appUsesFeatureIndex = {
  regex: '^\\.\\./features/[^/]+/(?!index$)',
  message: "The app imports a feature through its index.ts (the router's import() of a page aside).",
};
const onlyPagesByImport = {
  selector: `ImportExpression[source.value=/^\\.\\.\\/features\\/(?!\\w+(\\/pages\\/\\w+)?$)/]`,
  message:
    "The app's import() names a feature's page ('../features/<feature>/pages/<Page>') or its index ('../features/<feature>').",
};

/**
 * The mock never imports the app (src/): its wire types are the generated types of the contracts
 * (contracts/types), its constants its own, so the two sides can disagree and the contract check
 * finds it (docs/decisions.md#contracts). A relative path that climbs into src, in any form: an
 * import, an `import type`, a re-export, a dynamic `import()`, a type's `import('…')` or a `require`.
 */
const intoSrc = '^(\\.\\./)+src(/|$)';
/** The same pattern as an esquery regex literal, for the imports no-restricted-imports does not see. */
const intoSrcLiteral = `/${intoSrc.replaceAll('/', '\\/')}/`;
const mockNotApp = 'The mock may not import the app (src/): use contracts/types/<backend> or a mock module.';
const mockOwnsItsTypes = {
  files: ['mock-server/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: intoSrc, message: mockNotApp }] }],
    'no-restricted-syntax': [
      'error',
      { selector: `ImportExpression[source.value=${intoSrcLiteral}]`, message: mockNotApp },
      { selector: `TSImportType[source.value=${intoSrcLiteral}]`, message: mockNotApp },
      {
        selector: `CallExpression[callee.name='require'][arguments.0.value=${intoSrcLiteral}]`,
        message: mockNotApp,
      },
    ],
  },
};

/**
 * The mock's folders import one way (mock-server/README.md#structure): lowest first, a folder imports
 * only the folders before it, type imports and re-exports included; the root's modules (handlers.ts,
 * domains.ts, the entry points …) come after every folder, all but db.ts, which every domain reads.
 * A rule of its own (typescript-eslint's no-restricted-imports), so that mockOwnsItsTypes's
 * no-restricted-imports neither replaces it nor is replaced by it. One block per depth below the
 * folder, so a pattern names exactly the path that climbs to mock-server/.
 */
const mockFolderOrder = [
  'kit',
  'contract',
  'accounts',
  'management',
  'catalog',
  'companies',
  'invitations',
  'shopper',
  'checkout',
  'providers',
  'orders',
  'uploads',
  'newsletter',
  'control',
  'proxy',
  'fixtures',
];
const mockRootModules = readdirSync(new URL('./mock-server', import.meta.url))
  .filter((name) => name.endsWith('.ts') && name !== 'db.ts')
  .map((name) => name.slice(0, -'.ts'.length));
const mockFolderImportsBelow = (folder, index) => {
  const above = [
    ...mockFolderOrder.slice(index + 1).map((name) => `${name}(/|$)`),
    ...mockRootModules.map((name) => `${name}(\\.ts)?$`),
  ];
  const message =
    `The mock's folders import one way (${mockFolderOrder.join(' → ')}, then the root modules but ` +
    `db.ts): mock-server/${folder} may not import a folder after it or a root module.`;
  return [1, 2, 3, 4, 5].map((depth) => ({
    files: [`mock-server/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx,mts,cts,js,mjs,cjs}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(\\./)?(\\.\\./){${depth}}(${above.join('|')})`, caseSensitive: true, message },
          ],
        },
      ],
    },
  }));
};
const mockFoldersOneWay = mockFolderOrder.flatMap(mockFolderImportsBelow);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'bench/floor/dist',
      'bench/floor/dist-home-parts',
      'node_modules',
      'coverage',
      'bench-results',
      'test-results',
      'contracts/types',
    ],
  },
  js.configs.recommended,
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layers, one way only: lib, api, services → core → components → features → app (README, Architecture).
  layer(
    ['src/lib/**', 'src/api/**', 'src/services/**', 'src/config.ts', 'src/env.ts'],
    [
      {
        group: [
          'react',
          'react-dom',
          'react-redux',
          '@reduxjs/*',
          'redux-saga*',
          'typed-redux-saga',
          '@mui/*',
        ],
        message: 'lib, api and services stay free of React and Redux.',
      },
      above(['i18n', 'core', 'components', 'features', 'app'], 'lib, api and services'),
    ],
  ),
  layer(['src/i18n/**'], [above(['core', 'components', 'features', 'app'], 'i18n')]),
  layer(
    ['src/core/**'],
    [
      { group: ['@mui/*', '@emotion/*', 'react-dom', 'react-intl'], message: 'core shows no UI.' },
      above(['components', 'features', 'app'], 'core'),
    ],
  ),
  layer(['src/components/**'], [above(['features', 'app'], 'shared components')]),
  // A feature never imports the app, and another feature only through its index.ts.
  layer(
    ['src/features/*/*.{ts,tsx}'],
    [
      { regex: '^\\.\\./[^/.]+/(?!index$)', message: 'Import another feature only through its index.ts.' },
      above(['app'], 'features'),
    ],
  ),
  layer(
    ['src/features/*/*/*.{ts,tsx}'],
    [
      {
        regex: '^\\.\\./\\.\\./[^/.]+/(?!index$)',
        message: 'Import another feature only through its index.ts.',
      },
      above(['app'], 'features'),
    ],
  ),
  layer(
    ['src/features/*/*/*/*.{ts,tsx}'],
    [
      {
        regex: '^\\.\\./\\.\\./\\.\\./[^/.]+/(?!index$)',
        message: 'Import another feature only through its index.ts.',
      },
      above(['app'], 'features'),
    ],
  ),
  layer(['src/app/**', 'src/main.tsx'], [appUsesFeatureIndex]),
  noTokenCookies(
    ['src/**/*.{ts,tsx}'],
    ['src/features/cart/**', 'src/features/checkout/checkoutToken.ts', 'src/services/cookies.ts'],
    ['cartToken', 'checkoutToken', 'paymentJwt'],
  ),
  noTokenCookies(
    ['src/app/**/*.{ts,tsx}'],
    [],
    ['cartToken', 'checkoutToken', 'paymentJwt'],
    [onlyPagesByImport],
  ),
  noTokenCookies(['src/features/cart/**/*.{ts,tsx}'], [], ['checkoutToken', 'paymentJwt']),
  noTokenCookies(['src/features/checkout/checkoutToken.ts'], [], ['cartToken']),
  mockOwnsItsTypes,
  ...mockFoldersOneWay,
  prettier,
);
