import { benchOptions } from '../../bench/options';

describe('benchOptions', () => {
  it('measures Lighthouse on the default pages in five rounds', () => {
    expect(benchOptions([])).toEqual({
      lighthouse: true,
      routes: null,
      rounds: 5,
      baseline: null,
      cpuSlowdown: null,
    });
  });

  it('reads the narrowed pages, the rounds and --no-lighthouse', () => {
    expect(benchOptions(['--lighthouse-routes=/terms,/cart', '--rounds=1'])).toEqual({
      lighthouse: true,
      routes: ['/terms', '/cart'],
      rounds: 1,
      baseline: null,
      cpuSlowdown: null,
    });
    expect(benchOptions(['--no-lighthouse']).lighthouse).toBe(false);
  });

  it('refuses rounds that are not a whole number of at least 1', () => {
    for (const rounds of ['0', '-1', '2.5', 'x', ''])
      expect(() => benchOptions([`--rounds=${rounds}`])).toThrow(/--rounds/);
  });

  it('reads the baseline ref', () => {
    expect(benchOptions(['--baseline=4f612d2']).baseline).toBe('4f612d2');
    expect(benchOptions(['--rounds=1', '--baseline=HEAD~3']).baseline).toBe('HEAD~3');
    expect(benchOptions(['--baseline=origin/main^2']).baseline).toBe('origin/main^2');
  });

  it('refuses a baseline without a ref, or one git would read as an option', () => {
    expect(() => benchOptions(['--baseline'])).toThrow(/--baseline=<ref>/);
    for (const ref of ['', '--help', '-x', 'HEAD 2', ' HEAD'])
      expect(() => benchOptions([`--baseline=${ref}`])).toThrow(/--baseline takes a git ref/);
  });

  it('reads a fixed CPU slowdown instead of the calibrated one', () => {
    expect(benchOptions(['--cpu-slowdown=4']).cpuSlowdown).toBe(4);
    expect(benchOptions(['--cpu-slowdown=6.5']).cpuSlowdown).toBe(6.5);
    for (const slowdown of ['0', '0.5', '-2', 'x', ''])
      expect(() => benchOptions([`--cpu-slowdown=${slowdown}`])).toThrow(/--cpu-slowdown/);
  });
});
