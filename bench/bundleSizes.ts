import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { budgets } from './budgets';
import { gzipSizes } from './gzipSize';
import type { BenchRoute } from './routes';
import { staticClosure, type Manifest } from '../tooling/buildManifest';
import { pickerSettingsId, routeDocumentFile } from '../tooling/shellTemplates';

export interface RouteBundle extends BenchRoute {
  built: boolean;
  /**
   * gzip bytes of the JavaScript React's first render of the route waits for beyond the route's own:
   * the shell (the entry chunk and its static imports), and the chunks every page's picker asks
   * for beside it (the sagas') where the first render waits for them (`waitsForSagas`).
   */
  firstLoadBytes: number;
  /**
   * Whether the route's first render waits for the sagas' chunk: where the route has no picture
   * to hydrate (src/app/mountApp.tsx), or where its own chunks import it (its sagas do). A page it
   * hydrates waits, of the chunks beside the shell, only for those its own chunks import.
   */
  waitsForSagas: boolean;
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
  /** The shell and the chunks beside it: what every page loads, and a page without a picture before its first render. */
  firstLoadFiles: string[];
  firstLoadBytes: number;
  shellFiles: string[];
  shellBytes: number;
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
  const shell = staticClosure(manifest, entries);
  const shellFiles = jsFiles(shell);
  const shellBytes = shellFiles.reduce((sum, file) => sum + sizeOf(file), 0);
  // What every page's picker asks for beside the shell (the side-effects chunk: the sagas and
  // their services; tooling/shellTemplates.ts). A first render without a picture to hydrate waits
  // for it (src/app/mountApp.tsx), so it is part of that page's first load.
  const settings = new RegExp(
    `<script type="application/json" id="${pickerSettingsId}">([^<]*)</script>`,
  ).exec(html)?.[1];
  const everyPage = settings ? (JSON.parse(settings) as { everyPage?: string[] }).everyPage : undefined;
  // Builds before the settings block (a --baseline ref) listed them in the picker's own code.
  const inScript = /,A=(\[[^\]]*\])/.exec(html)?.[1];
  // The floor app has no picker: nothing beside its shell.
  const besideFiles = (everyPage ?? (inScript ? (JSON.parse(inScript) as string[]) : []))
    .map((src) => src.replace(/^\//, ''))
    .filter((file) => !shellFiles.includes(file));
  const besideBytes = besideFiles.reduce((sum, file) => sum + sizeOf(file), 0);
  const firstLoadFiles = [...shellFiles, ...besideFiles];
  const firstLoadBytes = shellBytes + besideBytes;
  // A route's own JavaScript is what it loads beyond what every page loads: the shell and the
  // chunks beside it (which a route's chunks may import, as they share its modules).
  const besideFileSet = new Set(besideFiles);
  // The sagas' own chunk among them (vite.config.ts), as the shell's picker finds it.
  const sagasFile = Object.entries(manifest).find(
    ([key, chunk]) => key === 'src/app/sideEffects.ts' || chunk.name === 'sideEffects',
  )?.[1].file;
  const everyPageLoads = (key: string) => shell.has(key) || besideFileSet.has(manifest[key]?.file ?? '');

  // A feature index the bundler folded into a page's chunk has no entry of its own: it is counted
  // with that chunk (the home's newsletter block brings the newsletter's).
  const folded = (module: string) => module.endsWith('/index.ts') && !manifest[module];
  const rows = routes.map((route): RouteBundle => {
    const loads = (route.sagas ?? []).filter((module) => !folded(module));
    if (!manifest[route.module] || loads.some((module) => !manifest[module])) {
      return {
        ...route,
        built: false,
        firstLoadBytes,
        waitsForSagas: true,
        routeBytes: null,
        routeFiles: [],
        ok: kb(firstLoadBytes) <= budgets.firstLoadKb,
      };
    }
    const closure = [...staticClosure(manifest, [route.module, ...loads])];
    const own = closure.filter((key) => !everyPageLoads(key));
    const routeFiles = jsFiles(own);
    const routeBytes = routeFiles.reduce((sum, file) => sum + sizeOf(file), 0);
    const closureFiles = new Set(jsFiles(closure));
    const pictured = hasPicture(distDir, route.route);
    const waitsForSagas = !pictured || (sagasFile !== undefined && closureFiles.has(sagasFile));
    // A hydrated page waits for what of the chunks beside the shell its own chunks import.
    const routeFirstLoad =
      shellBytes +
      besideFiles
        .filter((file) => !pictured || closureFiles.has(file))
        .reduce((sum, file) => sum + sizeOf(file), 0);
    const ok = kb(routeFirstLoad) <= budgets.firstLoadKb && kb(routeBytes) <= budgets.routeKb;
    return {
      ...route,
      built: true,
      firstLoadBytes: routeFirstLoad,
      waitsForSagas,
      routeBytes,
      routeFiles,
      ok,
    };
  });
  return { firstLoadFiles, firstLoadBytes, shellFiles, shellBytes, besideFiles, besideBytes, rows };
}

/** Whether the build serves the route's address a picture of its page to hydrate (its picker says so). */
function hasPicture(distDir: string, route: string): boolean {
  const file = path.join(distDir, routeDocumentFile(new URL(route, 'http://route.localhost').pathname));
  if (!existsSync(file)) return false;
  const settings = new RegExp(
    `<script type="application/json" id="${pickerSettingsId}">([^<]*)</script>`,
  ).exec(readFileSync(file, 'utf8'))?.[1];
  return settings ? (JSON.parse(settings) as { picture?: boolean }).picture === true : false;
}
