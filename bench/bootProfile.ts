// `npm run bench:profile [-- --routes=/,/login] [-- --cpu-slowdown=N] [-- --top=N]`: where the boot's main-thread
// time goes, at the calibrated slowdown (bench/calibratedSlowdown.ts). Builds the shop unminified
// (the bundler then marks each module's code with its path), loads each page in chromium with
// DevTools' CPU throttling, and prints every task of the load of 50 ms or more with the modules
// whose code ran in it (`--functions`: their functions), from a sampling CPU profile. A tool for finding levers, not a measure of
// record: the bench's Lighthouse rounds are (docs/performance.md#how).
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/chromium';
import { startAppServer } from '../test/e2e/support/appServer';
import { repoRoot } from '../test/e2e/support/repoRoot';
import { calibrateHost } from './hostCalibration';
import { moduleAt, moduleStarts, type ModuleStart } from './moduleMarks';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

const value = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const routes = (value('routes') ?? '/,/login,/terms').split(',').filter(Boolean);
/** `--functions`: each module's functions apart (`axios request`), not the module as a whole. */
const byFunction = process.argv.includes('--functions');
/** `--top=N`: how many of a task's modules (or functions) to name, the costliest first. */
const named = Number(value('top') ?? (byFunction ? 14 : 8));
const outDir = path.join(os.tmpdir(), 'storefront-profile-build');

async function traceAndProfile(cdp: CDPSession, load: () => Promise<void>) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value: chunk }) => events.push(...(chunk as unknown as TraceEvent[])));
  const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.send('Tracing.end');
  await traced;
  return { events, profile };
}

/** The renderer's main thread: the one whose tasks ran the page's scripts. */
function mainThreadTasks(events: TraceEvent[]) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        (!main || (event.tid === main.tid && event.pid === main.pid)),
    )
    .map((event) => ({ start: event.ts, end: event.ts + (event.dur ?? 0) }));
}

async function main() {
  const calibration = value('cpu-slowdown') ? null : await calibrateHost();
  const rate = calibration?.cpuSlowdown ?? Number(value('cpu-slowdown'));
  console.log(
    calibration
      ? `benchmarkIndex ${calibration.benchmarkIndex}: CPU slowdown ${rate}×`
      : `CPU slowdown ${rate}× (given)`,
  );
  const built = spawnSync('npx', ['vite', 'build', '--minify', 'false', '--outDir', outDir], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: 'pipe',
  });
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}${built.stderr}`);
  const server = await startAppServer('preview', { outDir });
  const browser = await launchBrowser();
  const marks = new Map<string, ModuleStart[]>();
  const modulesOf = async (url: string) => {
    const file = new URL(url).pathname;
    if (!file.startsWith('/assets/')) return null;
    if (!marks.has(file)) marks.set(file, moduleStarts(await readFile(path.join(outDir, file), 'utf8')));
    return marks.get(file)!;
  };
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const { events, profile } = await traceAndProfile(cdp, async () => {
        await page.goto(`${server.baseURL}${route}`, { waitUntil: 'networkidle' });
      });
      await context.close();
      const tasks = mainThreadTasks(events).filter((task) => task.end - task.start >= 50_000);
      const byId = new Map(profile.nodes.map((node) => [node.id, node]));
      const perTask = tasks.map(() => new Map<string, number>());
      let time = profile.startTime;
      for (let i = 0; i < profile.samples.length; i += 1) {
        const delta = profile.timeDeltas[i] ?? 0;
        time += delta;
        const index = tasks.findIndex((task) => time >= task.start && time < task.end);
        if (index < 0) continue;
        const frame = byId.get(profile.samples[i]!)!.callFrame;
        const starts = frame.url ? await modulesOf(frame.url) : null;
        const where = starts
          ? moduleAt(starts, frame.lineNumber)
          : frame.url
            ? new URL(frame.url).pathname
            : `(${frame.functionName || 'browser'})`;
        const key = byFunction && frame.functionName ? `${where} ${frame.functionName}` : where;
        perTask[index]!.set(key, (perTask[index]!.get(key) ?? 0) + delta / 1000);
      }
      const first = tasks[0]?.start ?? 0;
      console.log(`\n${route}: ${tasks.length} task(s) of 50 ms or more at ${rate}×`);
      tasks.forEach((task, index) => {
        const top = [...perTask[index]!.entries()].sort((a, b) => b[1] - a[1]).slice(0, named);
        console.log(
          `  +${Math.round((task.start - first) / 1000)} ms: ${Math.round((task.end - task.start) / 1000)} ms — ` +
            top.map(([where, ms]) => `${where} ${Math.round(ms)}`).join(', '),
        );
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
