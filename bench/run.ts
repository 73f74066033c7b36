// `npm run bench [-- --no-lighthouse] [-- --lighthouse-routes=/,/cart] [-- --rounds=3]
// [-- --baseline=<git ref>]`: the shop measured against the floor app (bench/floor: the shop's
// boot packages and nothing else) in the same run. Bundle sizes per route from the build manifest, frames from a cart '+' click to the
// new quantity on screen, the JavaScript a browser fetches for `/`, then Lighthouse on the floor
// and the shop's pages, interleaved round by round, with each page's ratio to the floor. Exits 1
// when a budget is broken. With --baseline, the same measures of an earlier commit's shop, built
// in a temporary git worktree (bench/baselineBuild.ts) and measured in the same run beside the
// current one (sizes, JavaScript fetched for /, Lighthouse pages), compared but never judged.
// A benchmark, not a test: CI does not run it.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../test/e2e/support/buildApp';
import { startAppServer, type AppServer } from '../test/e2e/support/appServer';
import { repoRoot } from '../test/e2e/support/repoRoot';
import {
  buildBaseline,
  checkoutBaseline,
  removeBaselineWorktree,
  type BaselineCheckout,
} from './baselineBuild';
import { comparePages, compareSizes, lighthousePages, splitPages } from './baselineComparison';
import { budgets } from './budgets';
import { kb, measureBundles } from './bundleSizes';
import { measureCartClicks, type CartClickResult } from './cartClickFrames';
import { measureFetchedScripts } from './fetchedScripts';
import { calibrateHost, type HostCalibration } from './hostCalibration';
import { buildFloor, floorDist, homePartsFloorDist, startFloorServer, type FloorServer } from './floorApp';
import { measureInterleaved, type PageScores } from './lighthouseRounds';
import { median } from './median';
import { benchOptions } from './options';
import {
  printBaseline,
  printBundles,
  printCartClicks,
  printFetched,
  printFloorBundle,
  printLighthouse,
} from './print';
import { lighthouseRoutes, routes } from './routes';
import { pageVerdict } from './verdicts';

let server: AppServer | undefined;
let floorServer: FloorServer | undefined;
let homeFloorServer: FloorServer | undefined;
let baselineServer: AppServer | undefined;
const stopServers = async () => {
  await Promise.all([server?.stop(), floorServer?.stop(), homeFloorServer?.stop(), baselineServer?.stop()]);
  server = undefined;
  floorServer = undefined;
  homeFloorServer = undefined;
  baselineServer = undefined;
};
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(
    signal,
    () =>
      void stopServers()
        .finally(removeBaselineWorktree)
        .finally(() => process.exit(code)),
  );
}

async function main(): Promise<number> {
  const options = benchOptions(process.argv.slice(2));
  // The baseline first: a ref git does not know, or one that does not build, stops the run early.
  let baseline: (BaselineCheckout & { bundles: ReturnType<typeof measureBundles> }) | null = null;
  if (options.baseline !== null) {
    const checkout = checkoutBaseline(options.baseline);
    await buildBaseline(checkout);
    baseline = { ...checkout, bundles: measureBundles(checkout.distDir, routes) };
    console.log(`baseline first load: ${kb(baseline.bundles.firstLoadBytes).toFixed(1)} kB gzip`);
  }
  buildApp();
  const shop = measureBundles(path.join(repoRoot, 'dist'), routes);
  const { rows, firstLoadFiles } = shop;
  printBundles(
    rows,
    { files: shop.shellFiles, bytes: shop.shellBytes },
    { files: shop.besideFiles, bytes: shop.besideBytes },
  );
  buildFloor();
  buildFloor({ homeParts: true });
  const floorBuilt = measureBundles(floorDist, []);
  const homeParts = measureBundles(homePartsFloorDist, []);
  const floorBundle = {
    firstLoadFiles: floorBuilt.firstLoadFiles,
    firstLoadBytes: floorBuilt.firstLoadBytes,
    homePartsFirstLoadBytes: homeParts.firstLoadBytes,
  };
  printFloorBundle(
    { files: floorBuilt.firstLoadFiles, bytes: floorBuilt.firstLoadBytes },
    { files: homeParts.firstLoadFiles, bytes: homeParts.firstLoadBytes },
  );

  server = await startAppServer('preview');
  const cartClicks: CartClickResult[] = [];
  for (const cpuSlowdown of [1, 4]) cartClicks.push(await measureCartClicks(server.baseURL, { cpuSlowdown }));
  await stopServers();
  const cartClicksOk = printCartClicks(cartClicks);

  // A fresh shop server (the cart clicks changed the mock backend's carts) and the floor's beside it.
  server = await startAppServer('preview');
  floorServer = await startFloorServer();
  homeFloorServer = await startFloorServer({ homeParts: true });
  // The baseline served as the current shop is: its own vite preview and embedded mock.
  if (baseline) baselineServer = await startAppServer('preview', { root: baseline.root, outDir: 'dist' });
  const shopURL = server.baseURL;
  const floorURL = floorServer.baseURL;
  const baselineURL = baselineServer?.baseURL ?? null;
  const fetched = {
    shop: await measureFetchedScripts(shopURL, path.join(repoRoot, 'dist')),
    floor: await measureFetchedScripts(floorURL, floorDist),
  };
  const baselineFetched =
    baseline && baselineURL ? await measureFetchedScripts(baselineURL, baseline.distDir) : null;
  const fetchedOk = kb(fetched.shop.bytes) <= budgets.fetchedForHomeKb;
  printFetched(fetched.shop, fetched.floor, fetchedOk);

  let lighthouse = null;
  let baselinePages: PageScores[] | null = null;
  let pageComparisons = null;
  if (options.lighthouse) {
    const wanted = options.routes ?? lighthouseRoutes;
    const measurable = wanted.filter((route) =>
      rows.some((row) => row.route === route && row.built && !row.signedIn),
    );
    const skipped = wanted.filter((route) => !measurable.includes(route));
    if (skipped.length > 0)
      console.log(`\nNot measured (unknown, not built or behind the login): ${skipped.join(', ')}`);
    const pages = lighthousePages(measurable, {
      floor: floorURL,
      homeFloor: homeFloorServer.baseURL,
      shop: shopURL,
      baseline: baselineURL,
    });
    const calibration: HostCalibration | null = options.cpuSlowdown === null ? await calibrateHost() : null;
    const cpuSlowdown = calibration?.cpuSlowdown ?? options.cpuSlowdown!;
    console.log(
      calibration
        ? `\nHost benchmarkIndex ${calibration.benchmarkIndex} (median of ${calibration.samples.join(', ')}): ` +
            `mobile CPU slowdown ${cpuSlowdown}× (Lighthouse's calibration, bench/calibratedSlowdown.ts)`
        : `\nMobile CPU slowdown ${cpuSlowdown}× (--cpu-slowdown, not calibrated)`,
    );
    console.log(
      `\nLighthouse on the floor and ${measurable.length} shop page(s)` +
        `${baselineURL ? ', each after its baseline page' : ''}, ${options.rounds} round(s)…`,
    );
    const results = await measureInterleaved(pages, options.rounds, cpuSlowdown);
    const {
      floor,
      shownFloors,
      current: shopPages,
      pairs,
    } = splitPages(results, measurable, baselineURL !== null);
    const judged = shopPages.map((page) => ({
      ...page,
      verdict:
        page.mobile && page.desktop
          ? pageVerdict(page.mobile, page.desktop, floor.mobile)
          : { ratio: null, broken: [`error: ${page.error ?? 'no scores'}`] },
    }));
    const benchmarkIndex = median(
      results.flatMap((page) => [...page.mobileRuns, page.desktop].map((run) => run?.benchmarkIndex)),
    );
    printLighthouse(floor, shownFloors, judged, {
      rounds: options.rounds,
      benchmarkIndex,
      cpuSlowdown,
      calibratedFrom: calibration?.benchmarkIndex ?? null,
    });
    lighthouse = {
      rounds: options.rounds,
      benchmarkIndex,
      calibration,
      cpuSlowdown,
      floor,
      shownFloors,
      pages: judged,
    };
    if (baselineURL) {
      baselinePages = pairs.map((pair) => pair.baseline);
      pageComparisons = comparePages(floor, pairs);
    }
  }
  await stopServers();

  let baselineSummary = null;
  if (baseline && baselineFetched) {
    const sizes = compareSizes(
      { ...baseline.bundles, fetchedForHomeBytes: baselineFetched.bytes },
      {
        shellBytes: shop.shellBytes,
        besideBytes: shop.besideBytes,
        rows,
        fetchedForHomeBytes: fetched.shop.bytes,
      },
    );
    printBaseline(
      baseline,
      baselineFetched,
      sizes,
      pageComparisons,
      lighthouse?.floor ?? null,
      options.rounds,
    );
    baselineSummary = {
      ref: baseline.ref,
      commit: baseline.commit,
      subject: baseline.subject,
      bundles: {
        firstLoadFiles: baseline.bundles.firstLoadFiles,
        firstLoadBytes: baseline.bundles.firstLoadBytes,
        // Without the budgets' verdict: the baseline is compared, never judged.
        routes: baseline.bundles.rows.map(({ ok: _ok, ...row }) => row),
      },
      fetchedForHome: baselineFetched,
      lighthouse: baselinePages,
      comparison: { sizes, lighthouse: pageComparisons },
    };
  }

  const broken = [
    ...rows.filter((row) => !row.ok).map((row) => `bundle ${row.route}`),
    ...(fetchedOk ? [] : [`JavaScript fetched for / (${kb(fetched.shop.bytes).toFixed(1)} kB)`]),
    ...(cartClicksOk ? [] : ['cart quantity change frames']),
    ...(lighthouse?.pages ?? [])
      .filter((page) => page.verdict.broken.length > 0)
      .map((page) => `lighthouse ${page.name} (${page.verdict.broken.join('; ')})`),
  ];
  const summary = {
    generatedAt: new Date().toISOString(),
    budgets,
    bundles: {
      firstLoadFiles,
      shellFiles: shop.shellFiles,
      shellBytes: shop.shellBytes,
      besideFiles: shop.besideFiles,
      besideBytes: shop.besideBytes,
      routes: rows,
    },
    floorBundle,
    fetchedForHome: fetched,
    cartClicks,
    lighthouse,
    ...(baselineSummary ? { baseline: baselineSummary } : {}),
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
  await stopServers();
  removeBaselineWorktree();
}
process.exit(exitCode);
