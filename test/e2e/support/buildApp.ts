import { spawnSync } from 'node:child_process';
import { repoRoot } from './repoRoot';

/** Where the journeys' build goes; E2E_OUT_DIR keeps parallel runs apart. */
export const outDir = () => process.env.E2E_OUT_DIR ?? 'dist';

/**
 * Runs `npx vite build` in the repository root. Output is shown only when the build fails
 * (or always with `verbose`), so the journey and bench reports stay readable.
 */
export function buildApp({ verbose = false }: { verbose?: boolean } = {}): void {
  const started = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir()], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: verbose ? 'inherit' : 'pipe',
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(
      `vite build failed (exit ${result.status ?? result.signal})${output ? `:\n${output}` : ''}`,
    );
  }
  console.log(`built the app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
