import { lighthouseScores, medianScores, type FormFactor, type Scores } from './lighthouseScores';

/** A page Lighthouse measures: the floor's or one of the shop's. */
export interface LighthousePage {
  /** How the report names it: 'floor' or the shop's route. */
  name: string;
  url: string;
  /** Mobile runs only, no desktop run (a baseline page: compared by its mobile score, never judged). */
  mobileOnly?: boolean;
}

export interface PageScores extends LighthousePage {
  /** Median of the mobile runs. */
  mobile: Scores | null;
  mobileRuns: Scores[];
  desktop: Scores | null;
  error: string | null;
}

const fmt = (value: number | null | undefined) =>
  typeof value === 'number' ? String(Math.round(value)) : '–';
const brief = (scores: Scores) =>
  `performance ${fmt(scores.performance)}, accessibility ${fmt(scores.accessibility)}, best practices ${fmt(scores.bestPractices)}` +
  (scores.metrics
    ? ` | FCP ${fmt(scores.metrics.fcp)} ms, LCP ${fmt(scores.metrics.lcp)} ms, TBT ${fmt(scores.metrics.tbt)} ms, SI ${fmt(scores.metrics.si)} ms, CLS ${scores.metrics.cls?.toFixed(3) ?? '–'}`
    : '') +
  ` | longest task ${scores.longestTask ? `${scores.longestTask.ms} ms` : '< 50 ms'}` +
  ` | benchmarkIndex ${fmt(scores.benchmarkIndex)}, CPU ${scores.cpuSlowdown ?? '–'}×`;

/** One Lighthouse run, tried a second time if it errors (a busy machine now and then fails a page load). */
async function scoresWithRetry(url: string, formFactor: FormFactor, cpuSlowdown: number): Promise<Scores> {
  try {
    return await lighthouseScores(url, formFactor, cpuSlowdown);
  } catch (error) {
    console.log(
      `  (${formFactor} run failed, retrying once: ${error instanceof Error ? error.message : String(error)})`,
    );
    return lighthouseScores(url, formFactor, cpuSlowdown);
  }
}

/**
 * Lighthouse on every page, interleaved: round after round one mobile run of each page in order,
 * then one desktop run of each. A slow spell of the machine then lands on all pages alike instead
 * of on whichever page was measuring, so their ratios hold. A page whose run fails twice is left
 * out of the later rounds. Pages marked mobileOnly get no desktop run. Every mobile run slows the
 * CPU by `cpuSlowdown`.
 */
export async function measureInterleaved(
  pages: LighthousePage[],
  rounds: number,
  cpuSlowdown: number,
): Promise<PageScores[]> {
  const results: PageScores[] = pages.map((page) => ({
    ...page,
    mobile: null,
    mobileRuns: [],
    desktop: null,
    error: null,
  }));
  const run = async (result: PageScores, formFactor: FormFactor, label: string) => {
    if (result.error) return null;
    const started = Date.now();
    try {
      const scores = await scoresWithRetry(result.url, formFactor, cpuSlowdown);
      console.log(
        `  ${result.name} ${label}: ${brief(scores)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
      return scores;
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
      console.log(`  ${result.name} ${label}: ${result.error}`);
      return null;
    }
  };
  for (let round = 1; round <= rounds; round += 1)
    for (const result of results) {
      const scores = await run(result, 'mobile', `mobile ${round}/${rounds}`);
      if (scores) result.mobileRuns.push(scores);
    }
  for (const result of results)
    if (!result.mobileOnly) result.desktop = await run(result, 'desktop', 'desktop');
  for (const result of results) if (!result.error) result.mobile = medianScores(result.mobileRuns);
  return results;
}
