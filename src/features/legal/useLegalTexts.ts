import { use } from 'react';
import { legalLanguage, loadedLegalTexts, preloadLegalTexts, type LegalTexts } from './legalTexts';

/**
 * The legal texts in the locale's language. Until they have arrived it suspends: the nearest
 * Suspense shows its fallback, a prerender waits for them, and hydration keeps the server's markup.
 */
export function useLegalTexts(locale: string): LegalTexts {
  const language = legalLanguage(locale);
  return loadedLegalTexts(language) ?? use(preloadLegalTexts(language));
}
