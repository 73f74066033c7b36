import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Result } from 'axe-core';

const nodesShownPerRule = 8;

/**
 * Waits briefly for the network to settle and for finite CSS animations/transitions to end (a closing menu
 * fading out fails color-contrast), so axe sees the rendered page rather than a loading or moving state.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
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

/**
 * Runs axe-core (all of its default rules) on the page as it is now and throws a readable
 * list of the violations, if there are any.
 */
export async function checkA11y(page: Page, label: string): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  if (results.violations.length > 0) {
    throw new Error(
      `axe found ${results.violations.length} accessibility violation(s) on ${label} (${page.url()}):\n` +
        formatViolations(results.violations),
    );
  }
}

export function formatViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, nodesShownPerRule)
        .map((node) => `      target: ${node.target.join(' ')}`);
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
