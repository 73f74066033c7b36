// `npm run bench [-- --no-lighthouse] [-- --lighthouse-routes=/,/cart]`: bundle sizes per route
// from the build manifest, frames from a cart '+' click to the new quantity on screen, then
// Lighthouse scores per route (or the listed ones) against `vite preview`. Exits 1 when a budget
// is broken.
// A benchmark, not a test: CI does not run it.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../test/e2e/support/buildApp';
import { startAppServer, type AppServer } from '../test/e2e/support/appServer';
import { repoRoot } from '../test/e2e/support/repoRoot';
import { budgets } from './budgets';
import { kb, measureBundles, type RouteBundle } from './bundleSizes';
import { measureCartClicks, type CartClickResult } from './cartClickFrames';
import { lighthouseScores, medianScores, type FormFactor, type Scores } from './lighthouseScores';
import { routes } from './routes';
import { table } from './table';

const mobileRuns = 3;

interface RouteScores {
  route: string;
  mobile: Scores | null;
  desktop: Scores | null;
  error: string | null;
  ok: boolean;
}

let server: AppServer | undefined;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(code)));
}

const fmt = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(value);
const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`;
const brief = (scores: Scores | undefined) =>
  scores
    ? `performance ${fmt(scores.performance)}, accessibility ${fmt(scores.accessibility)}, best practices ${fmt(scores.bestPractices)}` +
      (scores.metrics
        ? ` | FCP ${ms(scores.metrics.fcp)}, LCP ${ms(scores.metrics.lcp)}, TBT ${ms(scores.metrics.tbt)}, SI ${ms(scores.metrics.si)}, CLS ${scores.metrics.cls?.toFixed(3) ?? '–'}`
        : '')
    : '–';
const fmtKb = (bytes: number | null) => (bytes === null ? '–' : kb(bytes).toFixed(1));

function printBundles(rows: RouteBundle[], firstLoadFiles: string[]): void {
  console.log(
    `\nJavaScript per route (kB gzip -9, 1 kB = 1000 B); first load = ${firstLoadFiles.join(', ')}\n`,
  );
  console.log(
    table([
      ['route', 'first load', 'route', 'budget', 'result'],
      ...rows.map((row) => [
        row.route,
        fmtKb(row.firstLoadBytes),
        row.built ? fmtKb(row.routeBytes) : 'not built',
        `≤ ${budgets.firstLoadKb} / ≤ ${budgets.routeKb}`,
        row.ok ? (row.built ? 'OK' : 'OK (route not built)') : 'OVER',
      ]),
    ]),
  );
  for (const row of rows.filter((r) => !r.built))
    console.log(`  not built: ${row.module} is not a chunk in the manifest`);
}

function scoresOk(mobile: Scores, desktop: Scores): boolean {
  return (
    (mobile.performance ?? 0) >= budgets.mobile.performance &&
    (mobile.accessibility ?? 0) >= budgets.mobile.accessibility &&
    (mobile.bestPractices ?? 0) >= budgets.mobile.bestPractices &&
    (desktop.performance ?? 0) >= budgets.desktop.performance
  );
}

/** One Lighthouse run, tried a second time if it errors (a busy machine now and then fails a page load). */
async function scoresWithRetry(url: string, formFactor: FormFactor): Promise<Scores> {
  try {
    return await lighthouseScores(url, formFactor);
  } catch (error) {
    console.log(
      `  (${formFactor} run failed, retrying once: ${error instanceof Error ? error.message : String(error)})`,
    );
    return lighthouseScores(url, formFactor);
  }
}

async function measureLighthouse(baseURL: string, routeList: RouteBundle[]): Promise<RouteScores[]> {
  const results: RouteScores[] = [];
  for (const { route } of routeList) {
    const url = new URL(route, baseURL).href;
    try {
      const runs: Scores[] = [];
      for (let run = 1; run <= mobileRuns; run += 1) {
        const started = Date.now();
        runs.push(await scoresWithRetry(url, 'mobile'));
        console.log(
          `  ${route} mobile ${run}/${mobileRuns}: ${brief(runs.at(-1))} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      const started = Date.now();
      const desktop = await scoresWithRetry(url, 'desktop');
      console.log(`  ${route} desktop: ${brief(desktop)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      const mobile = medianScores(runs);
      results.push({ route, mobile, desktop, error: null, ok: scoresOk(mobile, desktop) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.log(`  ${route}: ${message}`);
      results.push({ route, mobile: null, desktop: null, error: message, ok: false });
    }
  }
  return results;
}

function printLighthouse(results: RouteScores[]): void {
  const { mobile, desktop } = budgets;
  console.log(
    `\nLighthouse (mobile: median of ${mobileRuns}; budgets: performance ≥ ${mobile.performance}, ` +
      `accessibility ≥ ${mobile.accessibility}, best practices ≥ ${mobile.bestPractices}, desktop performance ≥ ${desktop.performance})\n`,
  );
  console.log(
    table([
      ['route', 'performance', 'accessibility', 'best practices', 'desktop performance', 'result'],
      ...results.map((r) => [
        r.route,
        fmt(r.mobile?.performance),
        fmt(r.mobile?.accessibility),
        fmt(r.mobile?.bestPractices),
        fmt(r.desktop?.performance),
        r.error ? 'ERROR' : r.ok ? 'OK' : 'OVER',
      ]),
    ]),
  );
  for (const r of results) {
    const failed = [
      ...new Set([...(r.mobile?.failedAudits ?? []), ...(r.desktop?.failedAudits ?? [])]),
    ].sort();
    if (failed.length > 0)
      console.log(`  ${r.route}: failed accessibility/best-practices audits: ${failed.join(', ')}`);
  }
}

function printCartClicks(results: CartClickResult[]): boolean {
  console.log(
    `\nCart quantity change: frames from a '+' click to the new quantity (budget ≤ ${budgets.cartClickFrames})\n`,
  );
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const rows = results.map(({ cpuSlowdown, clicks }) => {
    const frames = sorted(clicks.map((click) => click.frames));
    const times = sorted(clicks.map((click) => click.ms));
    return {
      cpuSlowdown,
      maxFrames: frames.at(-1) ?? Infinity,
      median: times[Math.floor(times.length / 2)] ?? NaN,
      max: times.at(-1) ?? NaN,
      clicks: clicks.length,
    };
  });
  console.log(
    table([
      ['CPU', 'clicks', 'frames (max)', 'ms to that frame (median / max)', 'result'],
      ...rows.map((row) => [
        row.cpuSlowdown === 1 ? 'no slowdown' : `${row.cpuSlowdown}× slowdown`,
        String(row.clicks),
        String(row.maxFrames),
        `${row.median.toFixed(0)} / ${row.max.toFixed(0)}`,
        row.maxFrames <= budgets.cartClickFrames ? 'OK' : 'OVER',
      ]),
    ]),
  );
  return rows.every((row) => row.maxFrames <= budgets.cartClickFrames);
}

async function main(): Promise<number> {
  const withLighthouse = !process.argv.includes('--no-lighthouse');
  buildApp();
  const { rows, firstLoadFiles } = measureBundles(path.join(repoRoot, 'dist'), routes);
  printBundles(rows, firstLoadFiles);

  server = await startAppServer('preview');
  const cartClicks: CartClickResult[] = [];
  try {
    for (const cpuSlowdown of [1, 4])
      cartClicks.push(await measureCartClicks(server.baseURL, { cpuSlowdown }));
  } finally {
    await server.stop();
    server = undefined;
  }
  const cartClicksOk = printCartClicks(cartClicks);

  let lighthouse: RouteScores[] | null = null;
  if (withLighthouse) {
    const listed = process.argv.find((arg) => arg.startsWith('--lighthouse-routes='));
    const only = listed ? new Set(listed.slice('--lighthouse-routes='.length).split(',')) : null;
    const measurable = rows.filter((row) => row.built && !row.signedIn && (!only || only.has(row.route)));
    const signedIn = rows.filter((row) => row.signedIn).map((row) => row.route);
    if (signedIn.length > 0)
      console.log(
        `\nSigned-in routes, sizes only (Lighthouse would measure the login redirect): ${signedIn.join(', ')}`,
      );
    console.log(`\nLighthouse on ${measurable.length} built route(s)…`);
    server = await startAppServer('preview');
    try {
      lighthouse = await measureLighthouse(server.baseURL, measurable);
    } finally {
      await server.stop();
      server = undefined;
    }
    printLighthouse(lighthouse);
  }

  const broken = [
    ...rows.filter((row) => !row.ok).map((row) => `bundle ${row.route}`),
    ...(cartClicksOk ? [] : ['cart quantity change frames']),
    ...(lighthouse ?? [])
      .filter((r) => !r.ok)
      .map((r) => `lighthouse ${r.route}${r.error ? ` (error: ${r.error})` : ''}`),
  ];
  const summary = {
    generatedAt: new Date().toISOString(),
    budgets,
    bundles: { firstLoadFiles, routes: rows },
    cartClicks,
    lighthouse,
    broken,
  };
  const out = path.join(repoRoot, 'bench-results', 'summary.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\n${broken.length === 0 ? 'all budgets kept' : `budgets broken: ${broken.join('; ')}`}`);
  console.log(`summary: ${path.relative(repoRoot, out)}`);
  return broken.length === 0 ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await server?.stop();
}
process.exit(exitCode);
