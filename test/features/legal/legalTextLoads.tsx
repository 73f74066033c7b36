import { createRoot } from 'react-dom/client';
import { termsIn, type Language } from './termsIn';

/**
 * The legal catalogues the code has asked for, in order: each catalogue records itself when it is
 * first required, which is when its chunk would be fetched in the browser. Call it before anything
 * renders a legal page; each test file has a registry, and so a first visit, of its own.
 */
export function recordLegalTextLoads(): Language[] {
  const loads: Language[] = [];
  for (const language of ['sv', 'en'] as const) {
    const path = `../../../src/features/legal/i18n/${language}.json`;
    jest.mock(path, () => {
      loads.push(language);
      return jest.requireActual(path);
    });
  }
  return loads;
}

const unmounts: (() => void)[] = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

/**
 * The terms page in one language, and a switch of the shop's language as the market picker makes
 * it. Rendered as in the browser, outside act: React retries a render that waited for the texts
 * inside a synchronous act never, so the page would never leave its skeleton there.
 */
export function renderTerms(language: Language) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(termsIn(language));
  unmounts.push(() => {
    root.unmount();
    container.remove();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
  return { switchTo: (next: Language) => root.render(termsIn(next)) };
}

const isSkeleton = (node: Node) =>
  node instanceof Element &&
  (node.matches('[aria-busy="true"]') || node.querySelector('[aria-busy="true"]') !== null);

/** Whether the page skeleton is put on screen from now on, however briefly. */
export function watchForSkeleton() {
  let shown = false;
  const observer = new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some(isSkeleton))) shown = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  unmounts.push(() => observer.disconnect());
  return () => shown;
}

/** The page skeleton, if it is on screen. */
export const skeleton = () => document.querySelector('[aria-busy="true"]');
