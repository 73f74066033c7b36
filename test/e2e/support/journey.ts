import { formatMismatches, type Mismatch } from '../../../mock-server/contract/checkedHandlers';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { checkA11y, settle, trackRequests } from './a11y';
import { trackA11yCoverage, type A11yCoverage } from './a11yCoverage';
import { eventually, withTimeout, type EventuallyOptions } from './eventually';
import { watchPageErrors, type PageErrorWatch } from './pageErrors';

/** Longest a single step (or any one browser action) may take. */
export const stepTimeoutMs = 30_000;
const actionTimeoutMs = 10_000;

export interface VisitOptions {
  /** Waited for (visible) before the accessibility check, e.g. the page's heading. */
  ready?: Locator;
}

export interface JourneyContext {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  /** Full page load of `path`, then an axe check of the result. */
  visit(path: string, options?: VisitOptions): Promise<Response | null>;
  /** Reloads the page, then checks it with axe. */
  reload(options?: VisitOptions): Promise<Response | null>;
  /** Checks the current page with axe; call it after every client-side route change and with every dialog, menu or tab open. */
  checkA11y(label?: string): Promise<void>;
  /** A named part of the journey, limited to 30 s; its title prefixes any error. */
  step(title: string, work: () => Promise<void>): Promise<void>;
  /** Retries an assertion until it passes (default 10 s). */
  eventually<T>(attempt: () => T | Promise<T>, options?: EventuallyOptions): Promise<T>;
  /** Tolerates console errors matching `pattern` (for journeys that provoke them). */
  allowConsoleError(pattern: RegExp): void;
}

export interface Journey {
  name: string;
  /**
   * Where it runs: the built app (default), or `npm start`'s dev server, where React's StrictMode
   * runs every effect twice and routes compile on first use, as a developer trying the shop sees it.
   */
  server?: 'preview' | 'dev';
  run: (ctx: JourneyContext) => Promise<void>;
}

export interface OpenJourney {
  ctx: JourneyContext;
  /** Throws if the page reported errors, or a visited page or open state escaped the axe check. */
  finish(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh browser context and page for one journey, with the mock backend reset. With
 * `contentSecurityPolicy`, every document the journey visits must come with the build's policy.
 */
export async function openJourney(
  browser: Browser,
  baseURL: string,
  { contentSecurityPolicy = false } = {},
): Promise<OpenJourney> {
  const context = await browser.newContext({ acceptDownloads: true, baseURL });
  try {
    const reset = await context.request.post('/__mock/reset');
    if (!reset.ok()) throw new Error(`POST /__mock/reset answered ${reset.status()} ${reset.statusText()}`);
    // What an earlier journey left unreported (it failed before its finish) is not this one's.
    await contractMismatches(context);
    const page = await context.newPage();
    page.setDefaultTimeout(actionTimeoutMs);
    page.setDefaultNavigationTimeout(stepTimeoutMs);
    trackRequests(page);
    const errors = watchPageErrors(page);
    const coverage = await trackA11yCoverage(page);
    return {
      ctx: createContext(page, context, baseURL, errors, coverage, contentSecurityPolicy),
      finish: async () => {
        errors.assertNone();
        await coverage.assertComplete();
        const mismatches = await contractMismatches(context);
        if (mismatches.length > 0) throw new Error(`Contract mismatches:\n${formatMismatches(mismatches)}`);
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * What the mock's contract check found since the last look (the runner turns it on); a server
 * without the check fails the journey, as it would report nothing.
 */
async function contractMismatches(context: BrowserContext): Promise<Mismatch[]> {
  const answer = await context.request.get('/__mock/contract-mismatches');
  const body = (await answer.json()) as { checking: boolean; mismatches: Mismatch[] };
  if (!body.checking) throw new Error('the mock checks no exchange against contracts/ (MOCK_CONTRACT_CHECK)');
  return body.mismatches;
}

/**
 * The shop's document came with the build's policy (tooling/contentSecurityPolicy.ts), enforced; the
 * mock's own pages (its outbox) are another server's.
 */
function assertPolicy(response: Response, label: string): void {
  if (/^\/(__mock|mock-)/.test(new URL(response.url()).pathname)) return;
  const policy = response.headers()['content-security-policy'] ?? '';
  if (!/script-src 'strict-dynamic' 'sha256-/.test(policy)) {
    throw new Error(`${label} came without the content security policy (got "${policy}")`);
  }
}

function createContext(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  errors: PageErrorWatch,
  coverage: A11yCoverage,
  contentSecurityPolicy: boolean,
): JourneyContext {
  const check = async (label?: string) => {
    errors.assertNone();
    await checkA11y(page, label ?? new URL(page.url()).pathname);
    await coverage.markChecked(page.url());
  };
  const afterLoad = async (response: Response | null, label: string, options: VisitOptions) => {
    if (response && response.status() >= 500) throw new Error(`${label} answered HTTP ${response.status()}`);
    if (response && contentSecurityPolicy) assertPolicy(response, label);
    await settle(page);
    await options.ready?.waitFor({ state: 'visible' });
    await check(label);
    return response;
  };
  return {
    page,
    context,
    baseURL,
    visit: async (path, options = {}) => afterLoad(await page.goto(path), path, options),
    reload: async (options = {}) =>
      afterLoad(await page.reload(), `${new URL(page.url()).pathname} (reloaded)`, options),
    checkA11y: check,
    step: async (title, work) => {
      try {
        await withTimeout(work(), stepTimeoutMs, `timed out after ${stepTimeoutMs / 1000} s`);
      } catch (error) {
        if (!(error instanceof Error)) throw new Error(`step "${title}": ${String(error)}`);
        const kind = error.name === 'Error' ? '' : `${error.name}: `;
        const wrapped = new Error(`step "${title}": ${kind}${error.message}`);
        const stack = error.stack ?? '';
        const afterMessage = stack.includes(error.message)
          ? stack.slice(stack.indexOf(error.message) + error.message.length)
          : stack;
        const frames = afterMessage.split('\n').filter((line) => /^\s+at /.test(line));
        wrapped.stack = [`Error: ${wrapped.message}`, ...frames].join('\n');
        throw wrapped;
      }
    },
    eventually,
    allowConsoleError: (pattern) => errors.allow(pattern),
  };
}
