import { readFileSync } from 'node:fs';
import path from 'node:path';
import { budgets } from './budgets';
import { gzipSizes } from './gzipSize';
import type { BenchRoute } from './routes';
import { staticClosure, type Manifest } from '../tooling/buildManifest';

export interface RouteBundle extends BenchRoute {
  built: boolean;
  /** gzip bytes of the JavaScript every page loads first: the entry chunk and its static imports. */
  firstLoadBytes: number;
  /**
   * gzip bytes of the route's own chunks: its lazy module, the sagas it starts, and their static
   * imports not in the first load.
   */
  routeBytes: number | null;
  routeFiles: string[];
  ok: boolean;
}

export const kb = (bytes: number) => bytes / 1000;

export function measureBundles(
  distDir: string,
  routes: BenchRoute[],
): {
  firstLoadFiles: string[];
  firstLoadBytes: number;
  besideFiles: string[];
  besideBytes: number;
  rows: RouteBundle[];
} {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizeOf = gzipSizes(distDir);
  const jsFiles = (keys: Iterable<string>) =>
    [
      ...new Set(
        [...keys].map((key) => manifest[key]?.file).filter((file): file is string => !!file?.endsWith('.js')),
      ),
    ].sort();

  // The entry, or where the bundler folded it into the shell chunk (which drops it from the
  // manifest's entries), the scripts index.html loads.
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const listed = /data-app-scripts='([^']*)'/.exec(html)?.[1];
  const loadedByHtml = new Set([
    ...[...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]),
    // The prerendered shell's picker loads them after the first paint (tooling/shellTemplates.ts).
    ...(listed ? (JSON.parse(listed) as string[]) : []).map((src) => src.replace(/^\//, '')),
  ]);
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry || loadedByHtml.has(manifest[key]?.file ?? ''),
  );
  if (entries.length === 0) throw new Error('the build manifest has no entry chunk');
  const firstLoad = staticClosure(manifest, entries);
  const firstLoadFiles = jsFiles(firstLoad);
  const firstLoadBytes = firstLoadFiles.reduce((sum, file) => sum + sizeOf(file), 0);
  // What every page's picker asks for beside the shell, evaluated after the first screen's code
  // (the side-effects chunk: the sagas and their services; tooling/shellTemplates.ts): not the
  // first load, but shown beside it, and in the JavaScript fetched for `/`.
  const everyPage = /,A=(\[[^\]]*\])/.exec(html)?.[1];
  const besideFiles = (everyPage ? (JSON.parse(everyPage) as string[]) : []).map((src) =>
    src.replace(/^\//, ''),
  );
  const besideBytes = besideFiles.reduce((sum, file) => sum + sizeOf(file), 0);
  // A route's own JavaScript is what it loads beyond what every page loads: the first load and
  // the chunks beside it (which a route's chunks may import, as they share its modules).
  const besideFileSet = new Set(besideFiles);
  const everyPageLoads = (key: string) => firstLoad.has(key) || besideFileSet.has(manifest[key]?.file ?? '');

  const rows = routes.map((route): RouteBundle => {
    if (!manifest[route.module] || route.sagas?.some((module) => !manifest[module])) {
      return {
        ...route,
        built: false,
        firstLoadBytes,
        routeBytes: null,
        routeFiles: [],
        ok: kb(firstLoadBytes) <= budgets.firstLoadKb,
      };
    }
    const own = [...staticClosure(manifest, [route.module, ...(route.sagas ?? [])])].filter(
      (key) => !everyPageLoads(key),
    );
    const routeFiles = jsFiles(own);
    const routeBytes = routeFiles.reduce((sum, file) => sum + sizeOf(file), 0);
    const ok = kb(firstLoadBytes) <= budgets.firstLoadKb && kb(routeBytes) <= budgets.routeKb;
    return { ...route, built: true, firstLoadBytes, routeBytes, routeFiles, ok };
  });
  return { firstLoadFiles, firstLoadBytes, besideFiles, besideBytes, rows };
}
