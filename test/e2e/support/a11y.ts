import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import type { Result } from 'axe-core';

const nodesShownPerRule = 8;

interface Requests {
  open: Set<Request>;
  /** When a request last started or ended. */
  last: number;
}

const requestsOf = new WeakMap<Page, Requests>();

/**
 * Follows the requests of the page and its frames, for settle. Playwright's 'networkidle' waits for
 * every frame, and it never fires for a cross-origin frame added after the page loaded (the payment
 * providers' forms), so settle counts the requests itself. The context's events carry the requests of
 * cross-origin frames, which the page's own do not.
 */
export function trackRequests(page: Page): void {
  const requests: Requests = { open: new Set(), last: Date.now() };
  requestsOf.set(page, requests);
  const context = page.context();
  const ofPage = (request: Request) => {
    try {
      return request.frame().page() === page;
    } catch {
      return true; // a service worker's, or a frame already gone: counted to be safe
    }
  };
  const ended = (request: Request) => {
    if (requests.open.delete(request)) requests.last = Date.now();
  };
  context.on('request', (request) => {
    if (!ofPage(request)) return;
    requests.open.add(request);
    requests.last = Date.now();
  });
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
}

/** Resolves once no request of the page was open for `quietMs`, or after `timeoutMs`. */
async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 5_000): Promise<void> {
  const requests = requestsOf.get(page);
  if (!requests) {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (requests.open.size === 0 && Date.now() - requests.last >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Waits briefly for the network to settle and for finite CSS animations/transitions to end (a closing menu
 * fading out fails color-contrast), so axe sees the rendered page rather than a loading or moving state.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await networkQuiet(page);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000, polling: 50 },
    )
    .catch(() => undefined);
}

/** How often a check is repeated before its violations count: a state change can start a transition. */
const attempts = 3;

/**
 * Runs axe-core (all of its default rules) on the page as it is now and throws a readable
 * list of the violations, if there are any. A violation must still be there after the page settled
 * again (up to 3 looks, 300 ms apart): a colour transition that starts right after a settle (a button
 * enabling when its data arrives) is a moment, not the page.
 */
export async function checkA11y(page: Page, label: string): Promise<void> {
  let violations: Result[] = [];
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await settle(page);
    violations = (await new AxeBuilder({ page }).analyze()).violations;
    if (violations.length === 0) return;
    if (attempt < attempts) await page.waitForTimeout(300);
  }
  throw new Error(
    `axe found ${violations.length} accessibility violation(s) on ${label} (${page.url()}):\n` +
      formatViolations(violations),
  );
}

export function formatViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, nodesShownPerRule)
        .map(
          (node) =>
            `      target: ${node.target.join(' ')}${node.failureSummary ? `\n        ${node.failureSummary.split('\n').join('\n        ')}` : ''}`,
        );
      const more = violation.nodes.length - nodesShownPerRule;
      if (more > 0) targets.push(`      … and ${more} more`);
      return [
        `  - ${violation.id} [${violation.impact ?? 'unknown impact'}]: ${violation.help}`,
        `      ${violation.helpUrl}`,
        ...targets,
      ].join('\n');
    })
    .join('\n');
}
