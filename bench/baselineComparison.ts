import type { RouteBundle } from './bundleSizes';
import type { LighthousePage, PageScores } from './lighthouseRounds';
import { ratioToFloor } from './verdicts';

/** `--baseline`: the earlier commit's figures beside the current shop's, measured in the same run. */

/** `4f612d2 (4f612d2 README: why each new dev…)`: the ref, its commit and subject, for the report. */
export function baselineLabel({
  ref,
  commit,
  subject,
}: {
  ref: string;
  commit: string;
  subject: string;
}): string {
  const short = subject.length > 60 ? `${subject.slice(0, 59)}…` : subject;
  return `${ref} (${commit.slice(0, 7)} ${short})`;
}

/** How the report names a baseline page: `/terms (baseline)`. */
export const baselineName = (route: string) => `${route} (baseline)`;

/**
 * The pages Lighthouse measures, in the order of every round: the floor, then for each route the
 * baseline's page (when there is a baseline; mobile only, as it is compared, never judged) and
 * the current shop's.
 */
export function lighthousePages(
  routes: readonly string[],
  urls: { floor: string; homeFloor: string; shop: string; baseline: string | null },
): LighthousePage[] {
  const baselineURL = urls.baseline;
  return [
    { name: 'floor', url: new URL('/', urls.floor).href },
    { name: dataFloorName, url: new URL('/product', urls.floor).href },
    { name: homeFloorName, url: new URL('/', urls.homeFloor).href },
    ...routes.flatMap((route) => [
      ...(baselineURL === null
        ? []
        : [{ name: baselineName(route), url: new URL(route, baselineURL).href, mobileOnly: true }]),
      { name: route, url: new URL(route, urls.shop).href },
    ]),
  ];
}

/**
 * The floor's page whose heading needs data (bench/floor/src/ProductPage.tsx): what the design's
 * packages can do for a page like the product page, which has no picture; shown, never judged.
 */
export const dataFloorName = 'floor /product';

/**
 * The floor with what the shop's `/` draws, in MUI (bench/floor/src/HomeParts.tsx): the least
 * main-thread time a `/` drawn with the design's packages costs; shown, never judged.
 */
export const homeFloorName = 'floor with / drawn';

/** The floors shown beside the floor, never judged, in lighthousePages' order. */
const shownFloorCount = 2;

/** measureInterleaved's results for lighthousePages' pages, taken apart again. */
export function splitPages(
  results: readonly PageScores[],
  routes: readonly string[],
  withBaseline: boolean,
): {
  floor: PageScores;
  /** The floors shown beside the floor: the data page's, then the drawn `/`'s. */
  shownFloors: PageScores[];
  current: PageScores[];
  pairs: { route: string; baseline: PageScores; current: PageScores }[];
} {
  const [floor, ...others] = results;
  const shownFloors = others.slice(0, shownFloorCount);
  const rest = others.slice(shownFloorCount);
  const step = withBaseline ? 2 : 1;
  const expected = 1 + shownFloorCount + routes.length * step;
  if (!floor || results.length !== expected)
    throw new Error(`expected ${expected} Lighthouse results, got ${results.length}`);
  const current = routes.map((_, index) => rest[index * step + step - 1]!);
  const pairs = withBaseline
    ? routes.map((route, index) => ({ route, baseline: rest[index * 2]!, current: current[index]! }))
    : [];
  return { floor, shownFloors, current, pairs };
}

/** One side of a compared page: its median mobile run, the score's ratio to the floor's. */
export interface ComparedPage {
  score: number | null;
  ratio: number | null;
  lcp: number | null;
  tbt: number | null;
  /** The median longest task of the load, ms (0: none of 50 ms or more). */
  longestTask: number | null;
  error: string | null;
}

export interface PageComparison {
  route: string;
  baseline: ComparedPage;
  current: ComparedPage;
}

export function comparePages(
  floor: PageScores,
  pairs: readonly { route: string; baseline: PageScores; current: PageScores }[],
): PageComparison[] {
  const floorScore = floor.mobile?.performance;
  const side = (page: PageScores): ComparedPage => {
    const score = page.mobile?.performance ?? null;
    return {
      score,
      ratio: ratioToFloor(score, floorScore),
      lcp: page.mobile?.metrics?.lcp ?? null,
      tbt: page.mobile?.metrics?.tbt ?? null,
      longestTask: page.mobile ? (page.mobile.longestTask?.ms ?? 0) : null,
      error: page.error,
    };
  };
  return pairs.map(({ route, baseline, current }) => ({
    route,
    baseline: side(baseline),
    current: side(current),
  }));
}

/** A size before → after, in gzip bytes; null where that side has none (a route not built). */
export interface SizeComparison {
  what: string;
  before: number | null;
  after: number | null;
}

export interface MeasuredSizes {
  shellBytes: number;
  besideBytes: number;
  rows: readonly Pick<RouteBundle, 'route' | 'built' | 'routeBytes'>[];
  fetchedForHomeBytes: number;
}

/**
 * The shell and what every page loads beside it, apart (which of them a first render waits for
 * depends on the build's code, not its files), the JavaScript fetched for `/`, then each route's
 * own chunks (both sides measured with the current bench/routes.ts, so a route the baseline did
 * not build has no size).
 */
export function compareSizes(baseline: MeasuredSizes, current: MeasuredSizes): SizeComparison[] {
  const routeBytes = (row: MeasuredSizes['rows'][number] | undefined) => (row?.built ? row.routeBytes : null);
  return [
    { what: 'shell', before: baseline.shellBytes, after: current.shellBytes },
    { what: 'beside the shell (the sagas)', before: baseline.besideBytes, after: current.besideBytes },
    { what: 'fetched for /', before: baseline.fetchedForHomeBytes, after: current.fetchedForHomeBytes },
    ...current.rows.map((row) => ({
      what: `route ${row.route}`,
      before: routeBytes(baseline.rows.find((other) => other.route === row.route)),
      after: routeBytes(row),
    })),
  ];
}
