import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'bench-results', 'test-results'] },
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
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'redux-saga/effects', message: 'Use typed-redux-saga, whose effects are typed.' }],
        },
      ],
    },
  },
  // One-way flow: lib/api/services know nothing of React, Redux or features.
  {
    files: ['src/lib/**', 'src/api/**', 'src/services/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['react', 'react-dom', 'react-redux', '@reduxjs/*', 'redux-saga*', 'typed-redux-saga'],
          message: 'lib, api and services stay free of React and Redux.',
        },
        {
          group: ['**/features/**', '**/app/**'],
          message: 'lib, api and services do not import features or app.',
        },
      ]),
    },
  },
  // Features talk to each other only through their index.ts.
  {
    files: ['src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '^\\.\\./[^/.]+/(?!index$)', message: 'Import another feature only through its index.ts.' },
        {
          group: ['**/app/store', '**/app/router'],
          message: 'Features do not import the store or the router.',
        },
      ]),
    },
  },
  {
    files: ['src/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: '^\\.\\./\\.\\./[^/.]+/(?!index$)',
          message: 'Import another feature only through its index.ts.',
        },
        {
          group: ['**/app/store', '**/app/router'],
          message: 'Features do not import the store or the router.',
        },
      ]),
    },
  },
  prettier,
);
