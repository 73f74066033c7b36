import { use } from 'react';
import { legalLanguage, preloadLegalTexts, type LegalTexts } from './legalTexts';

/**
 * The legal texts in the locale's language. Until they have arrived it suspends: the nearest
 * Suspense shows its fallback, a prerender waits for them, and hydration keeps the server's markup.
 * Always through use(), so the render that retries after a suspend calls it too (React requires
 * that); the one promise per language says when it has settled, so arrived texts come at once.
 */
export function useLegalTexts(locale: string): LegalTexts {
  return use(preloadLegalTexts(legalLanguage(locale)));
}
