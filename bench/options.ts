export interface BenchOptions {
  lighthouse: boolean;
  /** The shop pages Lighthouse measures (the floor is always measured); null: the default pages. */
  routes: string[] | null;
  /** Mobile runs per page, interleaved round by round. */
  rounds: number;
}

/** `--no-lighthouse`, `--lighthouse-routes=/a,/b`, `--rounds=N` (default 3). */
export function benchOptions(argv: readonly string[]): BenchOptions {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const listed = value('lighthouse-routes');
  const rounds = value('rounds');
  if (rounds !== undefined && !/^[1-9]\d*$/.test(rounds))
    throw new Error(`--rounds takes a whole number of at least 1, not '${rounds}'`);
  return {
    lighthouse: !argv.includes('--no-lighthouse'),
    routes: listed === undefined ? null : listed.split(',').filter(Boolean),
    rounds: rounds === undefined ? 3 : Number(rounds),
  };
}
