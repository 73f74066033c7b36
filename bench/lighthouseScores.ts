import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchDebuggableChromium } from './debuggableChromium';
import { median as medianOf } from './median';
import { medianMetrics } from './medianMetrics';

export type FormFactor = 'mobile' | 'desktop';

export interface Scores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** Accessibility and best-practices audits that did not pass (ids), to tell why a score dropped. */
  failedAudits?: string[];
  /** The performance metrics behind the score, in ms (CLS unitless), to tell which one costs. */
  metrics?: Metrics;
  /**
   * Lighthouse's index of the host's CPU speed during the run (lhr.environment.benchmarkIndex):
   * scores from a busier or slower machine are only comparable with this beside them.
   */
  benchmarkIndex?: number | null;
  /** The CPU slowdown the run simulated (Lighthouse's settings.throttling.cpuSlowdownMultiplier). */
  cpuSlowdown?: number | null;
  /**
   * The longest main-thread task of the load at that slowdown (Lighthouse's long-tasks audit, which
   * lists tasks of 50 ms or more with their simulated durations): null when none reached 50 ms.
   */
  longestTask?: LongestTask | null;
}

export interface LongestTask {
  ms: number;
  /** The script Lighthouse attributes the task to ('Unattributable' when none). */
  url: string;
}

export interface Metrics {
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  si: number | null;
}

const metricAudits: Record<keyof Metrics, string> = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const categories = ['performance', 'accessibility', 'best-practices'];

/**
 * One Lighthouse run of `url` in a fresh chromium: default (mobile) config or the desktop config.
 * `cpuSlowdown` replaces the mobile profile's constant 4× (bench/calibratedSlowdown.ts); the desktop
 * profile keeps its own (none).
 */
export async function lighthouseScores(
  url: string,
  formFactor: FormFactor,
  cpuSlowdown: number | null = null,
): Promise<Scores> {
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(
      url,
      {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // Lighthouse merges a flag's throttling into the profile's, key by key.
        ...(formFactor === 'mobile' && cpuSlowdown !== null
          ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
          : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const failedAudits = ['accessibility', 'best-practices'].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      return typeof value === 'number' ? Math.round(value * 1000) / 1000 : null;
    };
    const metrics = Object.fromEntries(
      Object.entries(metricAudits).map(([name, id]) => [name, metric(id)]),
    ) as unknown as Metrics;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      failedAudits,
      metrics,
      benchmarkIndex:
        typeof lhr.environment?.benchmarkIndex === 'number' ? lhr.environment.benchmarkIndex : null,
      cpuSlowdown: lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? null,
      longestTask: longestTask(lhr.audits['long-tasks']?.details),
    };
  } finally {
    await chromium.close();
  }
}

/** The first item of the long-tasks audit's table, which Lighthouse sorts longest first. */
function longestTask(details: unknown): LongestTask | null {
  const items = (details as { items?: { duration?: unknown; url?: unknown }[] } | undefined)?.items;
  const first = items?.[0];
  if (!first || typeof first.duration !== 'number') return null;
  return { ms: Math.round(first.duration), url: typeof first.url === 'string' ? first.url : '' };
}

/** The median of each score over several runs (a missing score counts as 0). */
export function medianScores(runs: Scores[]): Scores {
  const median = (values: (number | null)[]) => {
    if (values.length === 0 || values.every((value) => value === null)) return null;
    const sorted = values.map((value) => value ?? 0).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? sorted[middle]!
      : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
  };
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits ?? []))].sort(),
    metrics: medianMetrics(runs.map((run) => run.metrics)),
    benchmarkIndex: medianOf(runs.map((run) => run.benchmarkIndex)),
    cpuSlowdown: medianOf(runs.map((run) => run.cpuSlowdown)),
    // The median of the runs' longest tasks (none counts as 0), with the longest run's script.
    longestTask: medianLongestTask(runs.map((run) => run.longestTask ?? null)),
  };
}

function medianLongestTask(tasks: (LongestTask | null)[]): LongestTask | null {
  if (tasks.length === 0) return null;
  const ms = medianOf(tasks.map((task) => task?.ms ?? 0)) ?? 0;
  if (ms === 0) return null;
  const longest = [...tasks].sort((a, b) => (b?.ms ?? 0) - (a?.ms ?? 0))[0];
  return { ms: Math.round(ms), url: longest?.url ?? '' };
}
