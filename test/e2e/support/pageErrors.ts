import type { Page } from 'playwright-core';

export interface PageErrorWatch {
  /** Lets console errors whose text (followed by the URL it names) matches `pattern` through (for journeys that provoke them on purpose). */
  allow(pattern: RegExp): void;
  /** Throws if the page had an uncaught error or logged a console error so far. */
  assertNone(): void;
}

/**
 * Records uncaught page errors and console errors (favicon requests excepted), and every content
 * security policy violation in the page or its frames as an error.
 */
export function watchPageErrors(page: Page): PageErrorWatch {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `content security policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('pageerror', (error) => {
    errors.push(`uncaught error: ${error.stack ?? error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const { url } = message.location();
    if (/favicon/i.test(url) || /favicon/i.test(text)) return;
    if (allowed.some((pattern) => pattern.test(`${text} ${url}`))) return;
    errors.push(`console error: ${text}${url ? ` (at ${url})` : ''}`);
  });
  return {
    allow: (pattern) => allowed.push(pattern),
    assertNone: () => {
      if (errors.length > 0) {
        throw new Error(
          `the page reported ${errors.length} error(s):\n${errors.map((e) => `  - ${e}`).join('\n')}`,
        );
      }
    },
  };
}
