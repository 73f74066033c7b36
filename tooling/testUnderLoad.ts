/**
 * `npm run test:busy`: the whole jest suite while the machine is kept busy, to prove that no test
 * depends on how fast the machine is. A developer's machine with a browser, a dev server and an
 * editor open, or a CI runner shared with other jobs, is that machine.
 *
 *   npm run test:busy -- [--busy=N] [--runs=N] [-- <jest arguments>]
 *
 * --busy: processes that spin on a core for the whole run (default: twice the cores).
 * --runs: runs of the suite in a row, each reported (default 1).
 * Each run's jest report is kept in test-results/busy-<n>.json and its output in busy-<n>.log.
 * Exits 1 when any run had a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Options {
  busy: number;
  runs: number;
  jestArgs: string[];
}

function options(argv: readonly string[]): Options {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const jestArgs = split === -1 ? [] : argv.slice(split + 1);
  const count = (name: string, fallback: number) => {
    const arg = own.find((a) => a.startsWith(`--${name}=`));
    if (arg === undefined) return fallback;
    const value = arg.slice(name.length + 3);
    if (!/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number, not '${value}'`);
    return Number(value);
  };
  const unknown = own.filter((a) => !/^--(busy|runs)=/.test(a));
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(' ')}; jest's go after --`);
  return { busy: count('busy', 2 * availableParallelism()), runs: Math.max(1, count('runs', 1)), jestArgs };
}

/** A process that keeps one core busy until it is killed. */
const spin = (): ChildProcess => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

interface JestReport {
  numTotalTests: number;
  numFailedTests: number;
  numPassedTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; duration?: number | null }[];
  }[];
}

interface RunResult {
  seconds: number;
  exitCode: number | null;
  report: JestReport | null;
  load: number;
}

function runJest(root: string, run: number, jestArgs: string[]): Promise<RunResult> {
  const outDir = path.join(root, 'test-results');
  mkdirSync(outDir, { recursive: true });
  const reportFile = path.join(outDir, `busy-${run}.json`);
  // An earlier run's report must not stand in for one this run did not write.
  rmSync(reportFile, { force: true });
  const log = createWriteStream(path.join(outDir, `busy-${run}.log`));
  const started = performance.now();
  const loads: number[] = [];
  const sampler = setInterval(() => loads.push(loadavg()[0] ?? 0), 5_000);
  const jest = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--ci',
      '--json',
      `--outputFile=${reportFile}`,
      ...jestArgs,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  jest.stdout.pipe(log, { end: false });
  jest.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    jest.on('close', (exitCode) => {
      clearInterval(sampler);
      log.end();
      let report: JestReport | null = null;
      try {
        report = JSON.parse(readFileSync(reportFile, 'utf8')) as JestReport;
      } catch {
        // No report: jest failed before it wrote one; the log says why.
      }
      const load = loads.length === 0 ? (loadavg()[0] ?? 0) : loads.reduce((a, b) => a + b, 0) / loads.length;
      resolve({ seconds: (performance.now() - started) / 1000, exitCode, report, load });
    });
  });
}

function failures(report: JestReport, root: string): string[] {
  return report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length > 0) return failed.map((test) => `${where}: ${test.fullName}`);
    // A file that failed outside any test (set-up, a hook, a compile error) has no failed test.
    return file.status === 'failed'
      ? [`${where}: ${file.message.split('\n').find((line) => line.trim()) ?? 'failed'}`]
      : [];
  });
}

function slowest(report: JestReport, root: string, count: number): string[] {
  return report.testResults
    .flatMap((file) =>
      file.assertionResults.map((test) => ({
        ms: test.duration ?? 0,
        name: `${path.relative(root, file.name)}: ${test.fullName}`,
      })),
    )
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((test) => `${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.name}`);
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { busy, runs, jestArgs } = options(process.argv.slice(2));
  const spinners = Array.from({ length: busy }, spin);
  const stop = () => spinners.forEach((child) => child.kill('SIGKILL'));
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
  console.log(
    `jest under load: ${busy} busy processes beside it on ${availableParallelism()} cores, ${runs} run(s)`,
  );

  let failedRuns = 0;
  for (let run = 1; run <= runs; run += 1) {
    const result = await runJest(root, run, jestArgs);
    const report = result.report;
    const failed = report
      ? failures(report, root)
      : [`jest exited ${result.exitCode} without a report (test-results/busy-${run}.log)`];
    if (failed.length > 0 || result.exitCode !== 0) failedRuns += 1;
    console.log(
      `\nrun ${run}: ${result.seconds.toFixed(0)} s, load average ${result.load.toFixed(1)}; ` +
        (report
          ? `${report.numPassedTests} passed, ${report.numFailedTests} failed of ${report.numTotalTests}`
          : 'no report'),
    );
    for (const line of failed) console.log(`  FAILED ${line}`);
    if (report) {
      console.log('  slowest tests:');
      for (const line of slowest(report, root, 8)) console.log(`  ${line}`);
    }
  }
  stop();
  console.log(`\n${runs - failedRuns} of ${runs} run(s) passed with ${busy} busy processes beside them`);
  process.exit(failedRuns > 0 ? 1 : 0);
}

void main();
