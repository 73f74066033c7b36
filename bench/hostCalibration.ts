import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchBrowser } from '../test/e2e/support/chromium';
import { calibratedSlowdown } from './calibratedSlowdown';
import { median } from './median';

export interface HostCalibration {
  /** The median of the samples: Lighthouse's own benchmark, run in a fresh page of our chromium. */
  benchmarkIndex: number;
  samples: number[];
  /** The CPU slowdown every mobile run of this bench uses. */
  cpuSlowdown: number;
}

/**
 * The host's benchmarkIndex, measured as Lighthouse measures it at the start of every run (its
 * own page function, in the same chromium with the same flags), several times: one sample moves
 * by a fifth with what else the machine does.
 */
export async function calibrateHost(samples = 7): Promise<HostCalibration> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    // Lighthouse's function as source text, called in the page as Lighthouse calls it.
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    await page.evaluate(source); // warm-up, as Lighthouse's first run warms V8
    const values: number[] = [];
    for (let i = 0; i < samples; i += 1) values.push(Math.round(Number(await page.evaluate(source))));
    const benchmarkIndex = median(values)!;
    return { benchmarkIndex, samples: values, cpuSlowdown: calibratedSlowdown(benchmarkIndex) };
  } finally {
    await browser.close();
  }
}
