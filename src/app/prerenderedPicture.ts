import { prerenderedAttribute, prerenderedPageId, servedHeadAttribute } from '../../shared/prerenderedShell';
import type { PrerenderedPage } from '../core/prerenderedPage';

/**
 * Whether #root holds this address's prerendered picture, marked by the HTML shell's picker,
 * which keeps it only for a visitor whose saved market (if any) is the picture's: then the first
 * render, from the page's own data (prerenderedPageOf), matches it, and React hydrates it instead
 * of building the page again.
 */
export const showsPrerenderedPicture = (container: Element, path: string) =>
  container.getAttribute(prerenderedAttribute) === path;

/** The served document's page data (tooling/shellTemplates.ts), if it has any. */
export function prerenderedPageOf(document: Document): PrerenderedPage | null {
  const text = document.getElementById(prerenderedPageId)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as PrerenderedPage | null;
    return page && typeof page === 'object' && page.market && Array.isArray(page.markets) ? page : null;
  } catch {
    return null;
  }
}

/**
 * The served document's head elements for its page, when the app renders the page anew rather than
 * hydrating it: the app's own head replaces them, so none is left over beside it.
 */
export function dropServedHead(document: Document): void {
  for (const element of document.head.querySelectorAll(`[${servedHeadAttribute}]`)) element.remove();
}

/** React has the page now: it may be focused and typed into. */
export function releasePicture(container: Element): void {
  container.removeAttribute('inert');
  container.removeAttribute(prerenderedAttribute);
}
