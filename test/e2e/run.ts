// The browser-journey harness: `npm run test:e2e [-- name-filter…]`.
// Builds the app (skip with E2E_SKIP_BUILD=1), serves it with `vite preview` (which embeds the mock
// backend), and runs every test/e2e/journeys/*.journey.ts in a fresh browser context; journeys marked
// `server: 'dev'` then run against the dev server (`npm start`), one server at a time.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { buildApp } from './support/buildApp';
import { launchBrowser } from './support/chromium';
import { withTimeout } from './support/eventually';
import { openJourney, type Journey } from './support/journey';
import { loadJourneys } from './support/loadJourneys';
import { startAppServer, type AppServer, type ServerKind } from './support/appServer';
import { repoRoot } from './support/repoRoot';

const journeyTimeoutMs = 3 * 60_000;

// Every exchange with the embedded mock is checked against contracts/; each journey fails on a mismatch.
process.env.MOCK_CONTRACT_CHECK = 'on';
const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(repoRoot, 'test-results');

let server: AppServer | undefined;
let browser: Browser | undefined;
let stopping = false;

async function cleanUp(): Promise<void> {
  await browser?.close().catch(() => undefined);
  browser = undefined;
  await server?.stop();
  server = undefined;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    stopping = true;
    console.error(`\n${signal}: stopping`);
    void cleanUp().finally(() => process.exit(code));
  });
}

function summary(passed: number, failed: number): void {
  console.log(`${passed} passed, ${failed} failed`);
}

function indent(text: string): string {
  return text.replace(/^/gm, '    ');
}

// eslint-disable-next-line no-control-regex
const ansi = /\x1b\[[0-9;]*m/g;

/** The error's message and where it happened: the journey's own frames if there are any, else the first one. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const stack = error.stack ?? '';
  const afterMessage = stack.includes(error.message)
    ? stack.slice(stack.indexOf(error.message) + error.message.length)
    : stack;
  const frames = afterMessage.split('\n').filter((line) => /^\s+at /.test(line));
  const journeyFrames = frames.filter((line) => line.includes(`${path.sep}journeys${path.sep}`));
  const kind = error.name === 'Error' ? '' : `${error.name}: `;
  // Playwright appends the browser's whole stderr when it goes away; that is chromium's dbus noise here.
  const message = `${kind}${error.message}`
    .replace(ansi, '')
    .replace(/\nBrowser logs:[\s\S]*/, '\n(browser logs omitted)');
  return [
    message.trimEnd(),
    ...(journeyFrames.length > 0 ? journeyFrames.slice(0, 3) : frames.slice(0, 1)).map((l) => l.trim()),
  ].join('\n');
}

async function runJourney(journey: Journey, baseURL: string, kind: ServerKind): Promise<boolean> {
  const started = Date.now();
  let open: Awaited<ReturnType<typeof openJourney>> | undefined;
  try {
    if (!browser) throw new Error('the browser is not running');
    // The built app goes live with its content security policy: the preview sends and enforces it.
    open = await openJourney(browser, baseURL, { contentSecurityPolicy: kind === 'preview' });
    await withTimeout(
      journey.run(open.ctx),
      journeyTimeoutMs,
      `journey timed out after ${journeyTimeoutMs / 1000} s`,
    );
    await open.finish();
    console.log(`✓ ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return true;
  } catch (error) {
    if (stopping) return false;
    console.log(`✗ ${journey.name}`);
    console.log(indent(errorText(error)));
    if (open) {
      const file = path.join(resultsDir, `${journey.name.replace(/[^\w.-]+/g, '-')}.png`);
      try {
        await mkdir(resultsDir, { recursive: true });
        await open.ctx.page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
        console.log(`    screenshot: ${path.relative(repoRoot, file)}`);
      } catch (screenshotError) {
        console.log(
          `    (no screenshot: ${screenshotError instanceof Error ? screenshotError.message : String(screenshotError)})`,
        );
      }
    }
    return false;
  } finally {
    await open?.close().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const journeys = await loadJourneys(path.join(here, 'journeys'), filters);
  if (journeys.length === 0) {
    console.error(`no journey matches ${filters.map((f) => `"${f}"`).join(', ') || '(none found)'}`);
    summary(0, 0);
    return 1;
  }

  const kinds: ServerKind[] = ['preview', 'dev'];
  const byServer = kinds
    .map((kind) => ({ kind, journeys: journeys.filter((j) => (j.server ?? 'preview') === kind) }))
    .filter((group) => group.journeys.length > 0);

  let passed = 0;
  let failed = 0;
  try {
    browser = await launchBrowser();
  } catch (error) {
    console.log(`✗ could not start the browser:\n${indent(errorText(error))}`);
    summary(0, journeys.length);
    return 1;
  }
  for (const group of byServer) {
    try {
      const skipBuild = (process.env.E2E_SKIP_BUILD ?? '') !== '' && process.env.E2E_SKIP_BUILD !== '0';
      if (group.kind === 'preview' && !skipBuild) buildApp();
      server = await startAppServer(group.kind);
      if (group.kind === 'dev') await warmUp(browser, server.baseURL);
    } catch (error) {
      console.log(`✗ could not start the ${group.kind} server:\n${indent(errorText(error))}`);
      failed += group.journeys.length;
      await server?.stop();
      server = undefined;
      continue;
    }
    console.log(`running ${group.journeys.length} journey(s) against ${server.baseURL} (${group.kind})`);
    for (const journey of group.journeys) {
      if (await runJourney(journey, server.baseURL, group.kind)) passed += 1;
      else failed += 1;
    }
    // One server at a time: the machine has two cores.
    await server.stop();
    server = undefined;
  }
  summary(passed, failed);
  return failed > 0 ? 1 : 0;
}

/**
 * The dev server compiles each module on its first request: one visit of the shell before the
 * journeys, with a generous wait, so the first journey's steps measure the shop, not the compiler.
 */
async function warmUp(running: Browser, baseURL: string): Promise<void> {
  const context = await running.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/', { timeout: 120_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
  } finally {
    await context.close();
  }
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(errorText(error));
} finally {
  await cleanUp();
}
process.exit(exitCode);
