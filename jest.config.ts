/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { TEST_CEILING_MS } from './test/support/ceilings';

// Packages that ship only ES modules; the transform turns them into CommonJS for jest.
const esmPackages = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'until-async',
  'rettime',
  '@mswjs',
  'msw',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  'tough-cookie',
  '@open-draft',
  '@redux-devtools',
  'nanoid',
];

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  // asyncStorages first: it disables what the worker's earlier files left enabled (the file says why).
  setupFiles: [
    '<rootDir>/test/setup/asyncStorages.ts',
    '<rootDir>/test/setup/polyfills.ts',
    '<rootDir>/test/setup/ownerStacksOff.ts',
    '<rootDir>/test/setup/hasRulesOff.ts',
    // Last: stack traces off until test/setup/afterEnv.ts has imported the mock (the file says why).
    '<rootDir>/test/setup/handlerStacksOff.ts',
  ],
  setupFilesAfterEnv: ['<rootDir>/test/setup/afterEnv.ts'],
  // A ceiling for a test that waits for what never comes, never a pace (the file says how it is set).
  testTimeout: TEST_CEILING_MS,
  moduleNameMapper: {
    '^(\\.{1,2}/)*env$': '<rootDir>/test/setup/env.ts',
    '\\.(css|png|svg|jpg)$': '<rootDir>/test/setup/fileStub.ts',
  },
  // Both cores: jest's default leaves one free, which on a 2-core machine means one worker.
  maxWorkers: 2,
  transform: { '^.+\\.(t|j|mj|cj)sx?$': '<rootDir>/tooling/jestEsbuildTransform.mjs' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default config;
