import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { preview } from 'vite';
import { findFreePort } from '../test/e2e/support/freePort';
import { repoRoot } from '../test/e2e/support/repoRoot';

/**
 * The floor app (bench/floor): the shop's boot packages and nothing else, built and served
 * beside the shop so every run measures both on the same machine at the same time.
 */
const floorRoot = path.join(repoRoot, 'bench', 'floor');
const configFile = path.join(floorRoot, 'vite.config.ts');
export const floorDist = path.join(floorRoot, 'dist');
/**
 * The floor with what the shop's `/` draws beyond it, in MUI (bench/floor/src/HomeParts.tsx): the
 * least a `/` drawn with the design's packages could fetch, and could cost the main thread.
 */
export const homePartsFloorDist = path.join(floorRoot, 'dist-home-parts');

export interface FloorServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * `vite build` with the floor's config, in its own process as the shop's build is (buildApp);
 * with `homeParts`, the floor with the `/` page's MUI parts into its own directory.
 */
export function buildFloor({ homeParts = false } = {}): void {
  const started = Date.now();
  const variant = homeParts ? ['--mode', 'home-parts', '--outDir', homePartsFloorDist] : [];
  const result = spawnSync('npx', ['vite', 'build', '--config', configFile, ...variant], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: 'pipe',
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(
      `the floor's vite build failed (exit ${result.status ?? result.signal}):\n${`${result.stdout ?? ''}${result.stderr ?? ''}`.trim()}`,
    );
  console.log(
    `built the floor${homeParts ? " with the home's parts" : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * `vite preview` of the floor's build on 127.0.0.1 and a free port, in this process; with
 * `homeParts`, of the floor with the `/` page's parts.
 */
export async function startFloorServer({ homeParts = false } = {}): Promise<FloorServer> {
  const host = '127.0.0.1';
  const port = await findFreePort(host);
  const server = await preview({
    configFile,
    logLevel: 'error',
    build: homeParts ? { outDir: homePartsFloorDist } : {},
    preview: { host, port, strictPort: true, open: false },
  });
  return { baseURL: `http://${host}:${port}`, stop: () => server.close() };
}
