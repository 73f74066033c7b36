import {
  baselineLabel,
  baselineName,
  dataFloorName,
  homeFloorName,
  comparePages,
  compareSizes,
  lighthousePages,
  splitPages,
} from '../../bench/baselineComparison';
import type { PageScores } from '../../bench/lighthouseRounds';
import type { Scores } from '../../bench/lighthouseScores';
import { baselineLighthouseRows, baselineSizeRows } from '../../bench/print';

const urls = {
  floor: 'http://127.0.0.1:1001',
  homeFloor: 'http://127.0.0.1:1004',
  shop: 'http://127.0.0.1:1002',
  baseline: 'http://127.0.0.1:1003',
};

const scores = (performance: number | null, lcp = 1000, tbt = 50): Scores => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  metrics: { fcp: 800, lcp, tbt, cls: 0, si: 900 },
});
const measured = (name: string, mobile: Scores | null, error: string | null = null): PageScores => ({
  name,
  url: `http://x${name}`,
  mobile,
  mobileRuns: mobile ? [mobile] : [],
  desktop: null,
  error,
});

describe('lighthousePages', () => {
  it('measures the floor, the floors shown beside it, then each route as today without a baseline', () => {
    expect(lighthousePages(['/terms', '/cart'], { ...urls, baseline: null })).toEqual([
      { name: 'floor', url: 'http://127.0.0.1:1001/' },
      { name: dataFloorName, url: 'http://127.0.0.1:1001/product' },
      { name: homeFloorName, url: 'http://127.0.0.1:1004/' },
      { name: '/terms', url: 'http://127.0.0.1:1002/terms' },
      { name: '/cart', url: 'http://127.0.0.1:1002/cart' },
    ]);
  });

  it("puts each route's baseline page, mobile only, just before the current one", () => {
    expect(lighthousePages(['/terms', '/checkout/confirmation?provider=Adyen'], urls)).toEqual([
      { name: 'floor', url: 'http://127.0.0.1:1001/' },
      { name: dataFloorName, url: 'http://127.0.0.1:1001/product' },
      { name: homeFloorName, url: 'http://127.0.0.1:1004/' },
      { name: '/terms (baseline)', url: 'http://127.0.0.1:1003/terms', mobileOnly: true },
      { name: '/terms', url: 'http://127.0.0.1:1002/terms' },
      {
        name: '/checkout/confirmation?provider=Adyen (baseline)',
        url: 'http://127.0.0.1:1003/checkout/confirmation?provider=Adyen',
        mobileOnly: true,
      },
      {
        name: '/checkout/confirmation?provider=Adyen',
        url: 'http://127.0.0.1:1002/checkout/confirmation?provider=Adyen',
      },
    ]);
  });
});

describe('splitPages', () => {
  const floor = measured('floor', scores(100));
  const dataFloor = measured(dataFloorName, scores(92));
  const homeFloor = measured(homeFloorName, scores(95));
  const terms = measured('/terms', scores(96));
  const cart = measured('/cart', scores(90));

  it('takes the floor and the current pages apart without a baseline', () => {
    expect(splitPages([floor, dataFloor, homeFloor, terms, cart], ['/terms', '/cart'], false)).toEqual({
      floor,
      shownFloors: [dataFloor, homeFloor],
      current: [terms, cart],
      pairs: [],
    });
  });

  it("pairs each route's baseline page with its current one", () => {
    const termsBefore = measured(baselineName('/terms'), scores(80));
    const cartBefore = measured(baselineName('/cart'), scores(85));
    expect(
      splitPages(
        [floor, dataFloor, homeFloor, termsBefore, terms, cartBefore, cart],
        ['/terms', '/cart'],
        true,
      ),
    ).toEqual({
      floor,
      shownFloors: [dataFloor, homeFloor],
      current: [terms, cart],
      pairs: [
        { route: '/terms', baseline: termsBefore, current: terms },
        { route: '/cart', baseline: cartBefore, current: cart },
      ],
    });
  });

  it('refuses results that are not the pages asked for', () => {
    expect(() => splitPages([floor, dataFloor, homeFloor, terms], ['/terms'], true)).toThrow(
      /expected 5 Lighthouse results, got 4/,
    );
    expect(() => splitPages([floor], [], false)).toThrow(/expected 3/);
  });
});

describe('comparePages', () => {
  it("gives each side's score, its ratio to the floor's, LCP, TBT and longest task", () => {
    const rows = comparePages(measured('floor', scores(98)), [
      {
        route: '/terms',
        baseline: measured('/terms (baseline)', {
          ...scores(88, 2100.4, 310),
          longestTask: { ms: 212, url: 'index.js' },
        }),
        current: measured('/terms', scores(97, 1180, 40)),
      },
    ]);
    expect(rows).toEqual([
      {
        route: '/terms',
        baseline: { score: 88, ratio: 0.9, lcp: 2100.4, tbt: 310, longestTask: 212, error: null },
        current: { score: 97, ratio: 0.99, lcp: 1180, tbt: 40, longestTask: 0, error: null },
      },
    ]);
    expect(baselineLighthouseRows(rows)).toEqual([
      [
        'route',
        'baseline (ratio)',
        'current (ratio)',
        'LCP baseline → current',
        'TBT baseline → current',
        'longest task baseline → current',
      ],
      ['/terms', '88 (0.90)', '97 (0.99)', '2100 → 1180 ms', '310 → 40 ms', '212 → 0 ms'],
    ]);
  });

  it('shows a page that failed, and no ratio without a floor score', () => {
    const rows = comparePages(measured('floor', null, 'NO_FCP'), [
      {
        route: '/cart',
        baseline: measured('/cart (baseline)', null, 'PAGE_HUNG'),
        current: measured('/cart', scores(95)),
      },
    ]);
    expect(rows[0]).toEqual({
      route: '/cart',
      baseline: { score: null, ratio: null, lcp: null, tbt: null, longestTask: null, error: 'PAGE_HUNG' },
      current: { score: 95, ratio: null, lcp: 1000, tbt: 50, longestTask: 0, error: null },
    });
    expect(baselineLighthouseRows(rows)[1]).toEqual([
      '/cart',
      'ERROR',
      '95 (–)',
      '– → 1000 ms',
      '– → 50 ms',
      '– → 0 ms',
    ]);
  });
});

describe('compareSizes', () => {
  const route = (name: string, routeBytes: number | null) => ({
    route: name,
    built: routeBytes !== null,
    routeBytes,
  });

  it('compares the shell, the chunk beside it, the JavaScript fetched for / and each route, in the current order', () => {
    const sizes = compareSizes(
      {
        shellBytes: 115_000,
        besideBytes: 35_000,
        fetchedForHomeBytes: 190_000,
        rows: [route('/cart', 20_000), route('/', 12_000), route('/terms', null)],
      },
      {
        shellBytes: 108_000,
        besideBytes: 32_000,
        fetchedForHomeBytes: 160_000,
        rows: [route('/', 12_000), route('/terms', 3_500), route('/cart', 21_000)],
      },
    );
    expect(sizes).toEqual([
      { what: 'shell', before: 115_000, after: 108_000 },
      { what: 'beside the shell (the sagas)', before: 35_000, after: 32_000 },
      { what: 'fetched for /', before: 190_000, after: 160_000 },
      { what: 'route /', before: 12_000, after: 12_000 },
      { what: 'route /terms', before: null, after: 3_500 },
      { what: 'route /cart', before: 20_000, after: 21_000 },
    ]);
    expect(baselineSizeRows(sizes)).toEqual([
      ['JavaScript (kB gzip)', 'baseline → current', 'change'],
      ['shell', '115.0 → 108.0', '−7.0 kB (−6.1%)'],
      ['beside the shell (the sagas)', '35.0 → 32.0', '−3.0 kB (−8.6%)'],
      ['fetched for /', '190.0 → 160.0', '−30.0 kB (−15.8%)'],
      ['route /', '12.0 → 12.0', '±0.0 kB'],
      ['route /terms', 'not built → 3.5', ''],
      ['route /cart', '20.0 → 21.0', '+1.0 kB (+5.0%)'],
    ]);
  });

  it('signs a change of a few bytes as printed, with its percentage', () => {
    const sizes = compareSizes(
      { shellBytes: 500, besideBytes: 0, fetchedForHomeBytes: 1000, rows: [] },
      { shellBytes: 470, besideBytes: 0, fetchedForHomeBytes: 1000, rows: [] },
    );
    expect(baselineSizeRows(sizes).slice(1)).toEqual([
      ['shell', '0.5 → 0.5', '±0.0 kB (−6.0%)'],
      ['beside the shell (the sagas)', '0.0 → 0.0', '±0.0 kB'],
      ['fetched for /', '1.0 → 1.0', '±0.0 kB'],
    ]);
  });
});

describe('baselineLabel', () => {
  it('names the ref, its short commit and its subject, cut to 60 characters', () => {
    const commit = '4f612d2431101e7d05caf66ad0ad83897d5e063a';
    expect(baselineLabel({ ref: 'HEAD~3', commit, subject: 'Shorter legal pages' })).toBe(
      'HEAD~3 (4f612d2 Shorter legal pages)',
    );
    expect(baselineLabel({ ref: '4f612d2', commit, subject: 'x'.repeat(61) })).toBe(
      `4f612d2 (4f612d2 ${'x'.repeat(59)}…)`,
    );
  });
});
