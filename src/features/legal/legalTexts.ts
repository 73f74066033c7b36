import type { LegalMessageId } from './types';

export type LegalLanguage = 'sv' | 'en';

/** One language's legal catalogue (parsed at build time, like the shop's own catalogues). */
export type LegalTexts = Record<LegalMessageId, string>;

// One chunk per language: a visitor downloads the texts of the language the page shows only.
const loaders: Record<LegalLanguage, () => Promise<{ default: LegalTexts }>> = {
  sv: () => import('./i18n/sv.json'),
  en: () => import('./i18n/en.json'),
};

const loaded: Partial<Record<LegalLanguage, LegalTexts>> = {};
const pending: Partial<Record<LegalLanguage, Promise<LegalTexts>>> = {};

/** Swedish for a Swedish locale, English for every other, as the shop's catalogues choose. */
export const legalLanguage = (locale: string): LegalLanguage =>
  locale.toLowerCase().startsWith('sv') ? 'sv' : 'en';

/** The texts if they have arrived; a page renders them at once then, without a loading state. */
export const loadedLegalTexts = (language: LegalLanguage): LegalTexts | undefined => loaded[language];

/**
 * Fetches a language's legal texts once; later calls get the same ones. A legal page waits for
 * them itself (it suspends; react-dom/static's prerender and hydration wait with it); awaited
 * before a render that cannot wait, such as renderToString, it lets the page show them at once.
 */
export function preloadLegalTexts(language: LegalLanguage): Promise<LegalTexts> {
  pending[language] ??= loaders[language]().then(
    (module) => {
      const texts = (loaded[language] = module.default);
      // Marked as React's use() reads a settled promise, so a render after the texts arrived takes
      // them at once instead of suspending for a moment.
      Object.assign(pending[language] as object, { status: 'fulfilled', value: texts });
      return texts;
    },
    (error: unknown) => {
      // Offline or a deploy mid-visit: the next call tries again.
      delete pending[language];
      throw error;
    },
  );
  return pending[language];
}
