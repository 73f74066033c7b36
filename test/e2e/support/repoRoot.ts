import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root (this file lives in test/e2e/support/). The journeys run it as an ES module;
 * jest runs it as CommonJS, where `import.meta` is empty and `__dirname` says where it is.
 */
const here = typeof __dirname === 'string' ? __dirname : path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
