import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in test/e2e/support/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
