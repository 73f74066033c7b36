import type { Page } from 'playwright-core';

/** A page shown for less than this long (a redirect) needs no axe run of its own. */
const transientMs = 750;

export interface A11yCoverage {
  /** Marks the page and every dialog, menu, listbox and selected tab open on it as checked. */
  markChecked(url: string): Promise<void>;
  /** Throws if the journey stayed on a page, or had a dialog, menu or tab open, that was never checked. */
  assertComplete(): Promise<void>;
}

/**
 * Runs in every document of the journey: lists the open states axe must see, each by its role and
 * accessible name, and reports each to the journey as it opens.
 */
function watchOpenStates() {
  const w = window as unknown as {
    __a11yOpenStates?: () => string[];
    __a11yOpenStateOpened?: (key: string) => void;
  };
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      element.getClientRects().length > 0 &&
      style.visibility !== 'hidden' &&
      element.closest('[aria-hidden="true"], [inert]') === null
    );
  };
  const UNNAMED = '(unnamed)';
  const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const labelOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const byId = labelledBy
      ?.split(/\s+/)
      .map((id) => text(document.getElementById(id)))
      .join(' ')
      .trim();
    return (
      element.getAttribute('aria-label') ??
      (byId || text(element.querySelector('h1, h2, h3')) || `${UNNAMED}: ${text(element).slice(0, 60)}`)
    );
  };
  const openStates = () => {
    const keys = new Set<string>();
    for (const element of document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')) {
      if (visible(element)) keys.add(`dialog "${labelOf(element)}"`);
    }
    for (const element of document.querySelectorAll('[role="menu"], [role="listbox"]')) {
      if (visible(element)) keys.add(`${element.getAttribute('role')} "${labelOf(element)}"`);
    }
    for (const tab of document.querySelectorAll('[role="tab"][aria-selected="true"]')) {
      const list = tab.closest('[role="tablist"]');
      if (visible(tab)) keys.add(`tab "${text(tab)}" of "${list ? labelOf(list) : ''}"`);
    }
    return [...keys];
  };
  w.__a11yOpenStates = openStates;
  let open = new Set<string>();
  // On every change of the document, not on a timer: whatever opens is seen, however briefly, so
  // whether a journey must check it never depends on the machine's speed.
  const compare = () => {
    const now = new Set(openStates());
    for (const key of now) {
      if (open.has(key)) continue;
      // A dialog mounts before the title that names it: only one that stays unnamed is reported so.
      if (key.includes(UNNAMED))
        setTimeout(() => openStates().includes(key) && w.__a11yOpenStateOpened?.(key), 1000);
      else w.__a11yOpenStateOpened?.(key);
    }
    open = now;
  };
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      compare();
    });
  });
  const start = () => {
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-selected', 'aria-hidden', 'hidden', 'open', 'style', 'class', 'inert'],
    });
    compare();
  };
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}

/**
 * Remembers every page (pathname) the main frame showed, including client-side route changes, and
 * every dialog, menu, listbox and selected tab that opened, and which of them were checked with
 * axe, so nothing a journey showed escapes the accessibility check.
 */
export async function trackA11yCoverage(page: Page): Promise<A11yCoverage> {
  const checked = new Set<string>();
  const visited = new Set<string>();
  let current: { path: string; since: number } | null = null;

  // The page reports each open state as it appears, however briefly; every one counts.
  await page.exposeBinding('__a11yOpenStateOpened', (source, key: string) => {
    if (source.frame === page.mainFrame()) visited.add(key);
  });
  // tsx compiles this file with esbuild's keepNames, whose `__name` helper the page does not have.
  await page.addInitScript({
    content: `(() => { const __name = (f) => f; (${watchOpenStates.toString()})(); })();`,
  });

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

  const openNow = async () =>
    page
      .evaluate(() => (window as unknown as { __a11yOpenStates?: () => string[] }).__a11yOpenStates?.() ?? [])
      .catch(() => []);

  return {
    markChecked: async (url) => {
      const path = pathOf(url);
      if (path !== null) checked.add(path);
      for (const key of await openNow()) checked.add(key);
    },
    assertComplete: async () => {
      if (current) visited.add(current.path); // where the journey ended always counts
      const missed = [...visited].filter((entry) => !checked.has(entry));
      if (missed.length > 0) {
        throw new Error(
          `visited without an accessibility check: ${missed.join(', ')} ` +
            '(use ctx.visit/ctx.reload, or call ctx.checkA11y after a client-side route change and ' +
            'while a dialog, menu or tab is open)',
        );
      }
    },
  };
}

function pathOf(url: string): string | null {
  if (!/^https?:/.test(url)) return null;
  return new URL(url).pathname;
}
