import { benchOptions } from '../../bench/options';

describe('benchOptions', () => {
  it('measures Lighthouse on the default pages in three rounds', () => {
    expect(benchOptions([])).toEqual({ lighthouse: true, routes: null, rounds: 3 });
  });

  it('reads the narrowed pages, the rounds and --no-lighthouse', () => {
    expect(benchOptions(['--lighthouse-routes=/terms,/cart', '--rounds=1'])).toEqual({
      lighthouse: true,
      routes: ['/terms', '/cart'],
      rounds: 1,
    });
    expect(benchOptions(['--no-lighthouse']).lighthouse).toBe(false);
  });

  it('refuses rounds that are not a whole number of at least 1', () => {
    for (const rounds of ['0', '-1', '2.5', 'x', ''])
      expect(() => benchOptions([`--rounds=${rounds}`])).toThrow(/--rounds/);
  });
});
