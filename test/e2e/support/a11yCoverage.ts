import type { Page } from 'playwright-core';

/** A page shown for less than this long (e.g. a redirect) does not need its own axe run. */
const transientMs = 750;

export interface A11yCoverage {
  markChecked(url: string): void;
  /** Throws if the journey stayed on a page that was never checked with axe. */
  assertComplete(): void;
}

/**
 * Remembers every page (pathname) the main frame showed, including client-side route changes,
 * and which of them were checked with axe, so no visited page escapes the accessibility check.
 */
export function trackA11yCoverage(page: Page): A11yCoverage {
  const checked = new Set<string>();
  const visited = new Set<string>();
  let current: { path: string; since: number } | null = null;

  const leave = (now: number) => {
    if (current && now - current.since >= transientMs) visited.add(current.path);
  };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = pathOf(frame.url());
    if (path === null || path === current?.path) return;
    const now = Date.now();
    leave(now);
    current = { path, since: now };
  });

  return {
    markChecked: (url) => {
      const path = pathOf(url);
      if (path !== null) checked.add(path);
    },
    assertComplete: () => {
      if (current) visited.add(current.path); // where the journey ended always counts
      const missed = [...visited].filter((path) => !checked.has(path));
      if (missed.length > 0) {
        throw new Error(
          `page(s) visited without an accessibility check: ${missed.join(', ')} ` +
            '(use ctx.visit/ctx.reload, or call ctx.checkA11y after a client-side route change)',
        );
      }
    },
  };
}

function pathOf(url: string): string | null {
  if (!/^https?:/.test(url)) return null;
  return new URL(url).pathname;
}
