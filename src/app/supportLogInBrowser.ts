import type { PageLoad } from '../core/supportLog';
import type { SupportLogStorage, SupportRecorder } from '../core/supportRecorder';

/** This tab's sessionStorage, if the browser lets the page use it (private modes may not). */
function tabStorage(): SupportLogStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function navigationType(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';
}

/** Where the support log of this page comes from and what kind of page load starts it. */
export function supportLogOfThisPage(): { storage?: SupportLogStorage; page: PageLoad } {
  return { storage: tabStorage(), page: { path: window.location.pathname, navigation: navigationType() } };
}

/**
 * Stores the log whenever the page may be going: a reload, a link away (a payment provider's
 * redirect), or a hidden tab that the browser may discard without another event.
 */
export function keepSupportLogWhenPageGoes(recorder: SupportRecorder) {
  window.addEventListener('pagehide', recorder.persist);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') recorder.persist();
  });
}
