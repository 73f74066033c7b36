export interface BenchOptions {
  lighthouse: boolean;
  /** The shop pages Lighthouse measures (the floor is always measured); null: the default pages. */
  routes: string[] | null;
  /** Mobile runs per page, interleaved round by round. */
  rounds: number;
  /** A git ref whose shop is built and measured beside the current one (bench/baselineBuild.ts); null: none. */
  baseline: string | null;
  /**
   * The mobile runs' CPU slowdown; null: calibrated from the host's benchmarkIndex
   * (bench/calibratedSlowdown.ts). `--cpu-slowdown=4` is Lighthouse's own constant.
   */
  cpuSlowdown: number | null;
}

/**
 * `--no-lighthouse`, `--lighthouse-routes=/a,/b`, `--rounds=N` (default 5), `--baseline=<git ref>`,
 * `--cpu-slowdown=N` (default: calibrated).
 */
export function benchOptions(argv: readonly string[]): BenchOptions {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const listed = value('lighthouse-routes');
  const rounds = value('rounds');
  if (rounds !== undefined && !/^[1-9]\d*$/.test(rounds))
    throw new Error(`--rounds takes a whole number of at least 1, not '${rounds}'`);
  const baseline = value('baseline');
  if (argv.includes('--baseline'))
    throw new Error(
      '--baseline takes a git ref after an equals sign: --baseline=<ref>, e.g. --baseline=HEAD~3',
    );
  // Git checks the ref itself (bench/baselineBuild.ts); here only what it would misread: nothing,
  // an option (a leading dash) or blanks.
  if (baseline !== undefined && !/^[^-\s]\S*$/.test(baseline))
    throw new Error(`--baseline takes a git ref (a commit, branch or tag, e.g. HEAD~3), not '${baseline}'`);
  const slowdown = value('cpu-slowdown');
  if (slowdown !== undefined && !(/^\d+(\.\d+)?$/.test(slowdown) && Number(slowdown) >= 1))
    throw new Error(`--cpu-slowdown takes a number of at least 1 (e.g. 4), not '${slowdown}'`);
  return {
    lighthouse: !argv.includes('--no-lighthouse'),
    routes: listed === undefined ? null : listed.split(',').filter(Boolean),
    rounds: rounds === undefined ? 5 : Number(rounds),
    baseline: baseline ?? null,
    cpuSlowdown: slowdown === undefined ? null : Number(slowdown),
  };
}
