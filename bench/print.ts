import { budgets } from './budgets';
import { kb, type RouteBundle } from './bundleSizes';
import type { CartClickResult } from './cartClickFrames';
import type { FetchedScripts } from './fetchedScripts';
import type { PageScores } from './lighthouseRounds';
import { table } from './table';
import type { PageVerdict } from './verdicts';

/** The report's printed parts; run.ts decides what is measured and what breaks a budget. */

const fmt = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(Math.round(value));
const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`;
export const fmtKb = (bytes: number | null) => (bytes === null ? '–' : kb(bytes).toFixed(1));

export function printBundles(rows: RouteBundle[], firstLoadFiles: string[]): void {
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

export function printFloorBundle(firstLoadBytes: number, firstLoadFiles: string[]): void {
  console.log(`\nFloor app first load: ${fmtKb(firstLoadBytes)} kB gzip (${firstLoadFiles.join(', ')})`);
}

export function printFetched(shop: FetchedScripts, floor: FetchedScripts, ok: boolean): void {
  console.log(`\nJavaScript fetched for / in a browser until the network is idle (kB gzip -9)\n`);
  console.log(
    table([
      ['app', 'scripts', 'kB', 'budget', 'result'],
      [
        'shop',
        String(shop.files.length),
        fmtKb(shop.bytes),
        `≤ ${budgets.fetchedForHomeKb}`,
        ok ? 'OK' : 'OVER',
      ],
      ['floor', String(floor.files.length), fmtKb(floor.bytes), '', ''],
    ]),
  );
  for (const [app, fetched] of [
    ['shop', shop],
    ['floor', floor],
  ] as const) {
    console.log(`  ${app}: ${fetched.files.map(({ file, bytes }) => `${file} ${fmtKb(bytes)}`).join(', ')}`);
    if (fetched.unmapped.length > 0)
      console.log(`  ${app}, not files of the build (not counted): ${fetched.unmapped.join(', ')}`);
  }
}

export function printCartClicks(results: CartClickResult[]): boolean {
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

export function printLighthouse(
  floor: PageScores,
  pages: (PageScores & { verdict: PageVerdict })[],
  rounds: number,
  benchmarkIndex: number | null,
): void {
  const { mobile, desktop } = budgets;
  console.log(
    `\nLighthouse (mobile: median of ${rounds}, interleaved with the floor; budgets: ratio to the floor ≥ ${mobile.ratioToFloor}, ` +
      `LCP ≤ ${mobile.lcpMs} ms, accessibility ≥ ${mobile.accessibility}, best practices ≥ ${mobile.bestPractices}, ` +
      `desktop performance ≥ ${desktop.performance}); benchmarkIndex (median of every run) ${fmt(benchmarkIndex)}\n`,
  );
  const row = (page: PageScores, ratio: string, result: string) => [
    page.name,
    fmt(page.mobile?.performance),
    ratio,
    ms(page.mobile?.metrics?.lcp),
    ms(page.mobile?.metrics?.tbt),
    fmt(page.mobile?.accessibility),
    fmt(page.mobile?.bestPractices),
    fmt(page.desktop?.performance),
    result,
  ];
  console.log(
    table([
      ['page', 'mobile', 'ratio', 'LCP', 'TBT', 'accessibility', 'best practices', 'desktop', 'result'],
      row(floor, floor.error ? '–' : '1.00', floor.error ? 'ERROR' : 'floor'),
      ...pages.map((page) =>
        row(
          page,
          page.verdict.ratio?.toFixed(2) ?? '–',
          page.error ? 'ERROR' : page.verdict.broken.length === 0 ? 'OK' : 'OVER',
        ),
      ),
    ]),
  );
  for (const page of [floor, ...pages]) {
    const failed = [
      ...new Set([...(page.mobile?.failedAudits ?? []), ...(page.desktop?.failedAudits ?? [])]),
    ].sort();
    if (failed.length > 0)
      console.log(`  ${page.name}: failed accessibility/best-practices audits: ${failed.join(', ')}`);
  }
  for (const page of pages)
    if (page.verdict.broken.length > 0) console.log(`  ${page.name}: ${page.verdict.broken.join('; ')}`);
}
