import { ratioToFloor } from './verdicts';
import { tbtSpreadText } from './roundSpread';
import { baselineLabel, type ComparedPage, PageComparison, SizeComparison } from './baselineComparison';
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

interface Files {
  files: string[];
  bytes: number;
}

export function printBundles(rows: RouteBundle[], shell: Files, beside: Files): void {
  console.log(
    `\nJavaScript per route (kB gzip -9, 1 kB = 1000 B); first load = what the route's first render waits for beyond its own: ` +
      `the shell, and the chunk beside it where the route has no picture to hydrate or its own chunks import it`,
  );
  console.log(`  shell: ${fmtKb(shell.bytes)} kB (${shell.files.join(', ')})`);
  console.log(`  beside it: ${fmtKb(beside.bytes)} kB (${beside.files.join(', ') || 'none'})\n`);
  console.log(
    table([
      ['route', 'first load', 'waits for the chunk beside', 'route', 'budget', 'result'],
      ...rows.map((row) => [
        row.route,
        fmtKb(row.firstLoadBytes),
        row.waitsForSagas ? 'yes' : 'no',
        row.built ? fmtKb(row.routeBytes) : 'not built',
        `≤ ${budgets.firstLoadKb} / ≤ ${budgets.routeKb}`,
        row.ok ? (row.built ? 'OK' : 'OK (route not built)') : 'OVER',
      ]),
    ]),
  );
  for (const row of rows.filter((r) => !r.built))
    console.log(`  not built: ${row.module} is not a chunk in the manifest`);
}

export function printFloorBundle(floor: Files, homeParts: Files): void {
  console.log(`\nFloor app first load: ${fmtKb(floor.bytes)} kB gzip (${floor.files.join(', ')})`);
  console.log(
    `Floor with the MUI parts the shop's / draws: ${fmtKb(homeParts.bytes)} kB gzip; within the budget for /, ` +
      `${(budgets.fetchedForHomeKb - kb(homeParts.bytes)).toFixed(1)} kB are left for the shop's own code`,
  );
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

export interface LighthouseConditions {
  rounds: number;
  /** The median benchmarkIndex of every run. */
  benchmarkIndex: number | null;
  cpuSlowdown: number;
  /** The host's benchmarkIndex the slowdown was calibrated from; null when it was given. */
  calibratedFrom: number | null;
}

const longest = (page: PageScores) =>
  page.mobile ? (page.mobile.longestTask ? `${page.mobile.longestTask.ms} ms` : '< 50 ms') : '–';

export function printLighthouse(
  floor: PageScores,
  shownFloors: readonly PageScores[],
  pages: (PageScores & { verdict: PageVerdict })[],
  conditions: LighthouseConditions,
): void {
  const { mobile, desktop } = budgets;
  const { rounds, benchmarkIndex, cpuSlowdown, calibratedFrom } = conditions;
  console.log(
    `\nLighthouse (mobile: median of ${rounds}, interleaved with the floor, CPU ${cpuSlowdown}× ` +
      `${calibratedFrom === null ? '(given)' : `(calibrated from benchmarkIndex ${calibratedFrom})`}; ` +
      `budgets: ratio to the floor ≥ ${mobile.ratioToFloor}, TBT ≤ the floor's + ${mobile.tbtOverFloorMs} ms, ` +
      `longest task ≤ ${mobile.longestTaskMs} ms, LCP ≤ ${mobile.lcpMs} ms, accessibility ≥ ${mobile.accessibility}, ` +
      `best practices ≥ ${mobile.bestPractices}, desktop performance ≥ ${desktop.performance}); ` +
      `benchmarkIndex (median of every run) ${fmt(benchmarkIndex)}\n`,
  );
  const floorTbt = floor.mobile?.metrics?.tbt;
  const overFloor = (page: PageScores) => {
    const tbt = page.mobile?.metrics?.tbt;
    if (typeof tbt !== 'number' || typeof floorTbt !== 'number') return '–';
    const delta = Math.round(tbt) - Math.round(floorTbt);
    return `${delta >= 0 ? '+' : '−'}${Math.abs(delta)} ms`;
  };
  const row = (page: PageScores, ratio: string, result: string) => [
    page.name,
    fmt(page.mobile?.performance),
    ratio,
    ms(page.mobile?.metrics?.lcp),
    ms(page.mobile?.metrics?.tbt),
    tbtSpreadText(page.mobileRuns),
    overFloor(page),
    longest(page),
    fmt(page.mobile?.accessibility),
    fmt(page.mobile?.bestPractices),
    fmt(page.desktop?.performance),
    result,
  ];
  console.log(
    table([
      [
        'page',
        'mobile',
        'ratio',
        'LCP',
        'TBT',
        'TBT of the rounds',
        'TBT − floor',
        'longest task',
        'accessibility',
        'best practices',
        'desktop',
        'result',
      ],
      row(floor, floor.error ? '–' : '1.00', floor.error ? 'ERROR' : 'floor'),
      ...shownFloors.map((shown) =>
        row(
          shown,
          ratioToFloor(shown.mobile?.performance, floor.mobile?.performance)?.toFixed(2) ?? '–',
          shown.error ? 'ERROR' : 'a floor, shown',
        ),
      ),
      ...pages.map((page) =>
        row(
          page,
          page.verdict.ratio?.toFixed(2) ?? '–',
          page.error ? 'ERROR' : page.verdict.broken.length === 0 ? 'OK' : 'OVER',
        ),
      ),
    ]),
  );
  for (const page of [floor, ...shownFloors, ...pages])
    if (page.mobile?.longestTask)
      console.log(
        `  ${page.name}: longest task ${page.mobile.longestTask.ms} ms (${page.mobile.longestTask.url || 'unattributed'})`,
      );
  for (const page of [floor, ...shownFloors, ...pages]) {
    const failed = [
      ...new Set([...(page.mobile?.failedAudits ?? []), ...(page.desktop?.failedAudits ?? [])]),
    ].sort();
    if (failed.length > 0)
      console.log(`  ${page.name}: failed accessibility/best-practices audits: ${failed.join(', ')}`);
  }
  for (const page of pages)
    if (page.verdict.broken.length > 0) console.log(`  ${page.name}: ${page.verdict.broken.join('; ')}`);
}

/** `93 (0.95)`: a compared page's median mobile score and its ratio to the floor's. */
const scoreCell = (page: ComparedPage) =>
  page.error ? 'ERROR' : `${fmt(page.score)} (${page.ratio?.toFixed(2) ?? '–'})`;
const arrow = (before: number | null, after: number | null, unit: string) =>
  `${fmt(before)} → ${fmt(after)}${unit}`;

/** The rows of the baseline's Lighthouse comparison, header first. */
export function baselineLighthouseRows(pages: readonly PageComparison[]): string[][] {
  return [
    [
      'route',
      'baseline (ratio)',
      'current (ratio)',
      'LCP baseline → current',
      'TBT baseline → current',
      'longest task baseline → current',
    ],
    ...pages.map(({ route, baseline, current }) => [
      route,
      scoreCell(baseline),
      scoreCell(current),
      arrow(baseline.lcp, current.lcp, ' ms'),
      arrow(baseline.tbt, current.tbt, ' ms'),
      arrow(baseline.longestTask, current.longestTask, ' ms'),
    ]),
  ];
}

const change = (before: number | null, after: number | null) => {
  if (before === null || after === null) return '';
  const delta = kb(after) - kb(before);
  // Signed as printed, to 0.1 kB: a few bytes either way read as ±0.0.
  const shown = Math.round(delta * 10);
  const sign = shown > 0 ? '+' : shown < 0 ? '−' : '±';
  const percent =
    before > 0 ? ` (${delta < 0 ? '−' : '+'}${Math.abs((delta / kb(before)) * 100).toFixed(1)}%)` : '';
  return `${sign}${Math.abs(delta).toFixed(1)} kB${before === after ? '' : percent}`;
};

/** The rows of the baseline's size comparison, header first; kB of gzip -9. */
export function baselineSizeRows(sizes: readonly SizeComparison[]): string[][] {
  const side = (bytes: number | null) => (bytes === null ? 'not built' : fmtKb(bytes));
  return [
    ['JavaScript (kB gzip)', 'baseline → current', 'change'],
    ...sizes.map(({ what, before, after }) => [
      what,
      `${side(before)} → ${side(after)}`,
      change(before, after),
    ]),
  ];
}

/** What the changes since the baseline bought: sizes, then (when measured) Lighthouse. Never judged. */
export function printBaseline(
  baseline: { ref: string; commit: string; subject: string },
  fetchedForHome: FetchedScripts,
  sizes: readonly SizeComparison[],
  pages: readonly PageComparison[] | null,
  floor: PageScores | null,
  rounds: number,
): void {
  console.log(`\nBaseline ${baselineLabel(baseline)} → current, same run (not judged)\n`);
  console.log(table(baselineSizeRows(sizes)));
  if (fetchedForHome.unmapped.length > 0)
    console.log(
      `  baseline, fetched for / but no files of its build (not counted): ${fetchedForHome.unmapped.join(', ')}`,
    );
  if (!pages || !floor) return;
  console.log(
    `\nLighthouse mobile, median of ${rounds}, ratio to the floor's ${fmt(floor.mobile?.performance)}` +
      ` (each round: the floor, then per route the baseline's page and the current one)\n`,
  );
  console.log(table(baselineLighthouseRows(pages)));
  for (const { route, baseline: before, current } of pages) {
    if (before.error) console.log(`  ${route} (baseline): ${before.error}`);
    if (current.error) console.log(`  ${route}: ${current.error}`);
  }
}
