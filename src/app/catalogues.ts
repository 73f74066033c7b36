import frameSv from './catalogues/sv';
import type { Catalogue, CatalogueLanguage } from './catalogueTypes';

export type { Catalogue, CatalogueLanguage };

/**
 * Swedish, the default market's language, ships with the shell, but only the texts of the frame
 * and the shop's own pages (catalogues/sv.ts); the account, company, sign-up and password pages'
 * Swedish texts load with the first of them (`loadPageTexts`). English loads whole when a shopper
 * picks an English market, so no one downloads both. The long legal texts load with the legal
 * pages (see LegalDocument).
 */
const complete: Partial<Record<CatalogueLanguage, Catalogue>> = {};
const loading: Partial<Record<CatalogueLanguage, Promise<Catalogue>>> = {};
const loaders: Record<CatalogueLanguage, () => Promise<Catalogue>> = {
  sv: async () => ({ ...frameSv, ...(await import('./catalogues/svPages')).default }),
  en: async () => (await import('./catalogues/en')).default,
};

/** Once a page outside the frame has asked for its texts, every language must be shown whole. */
let pagesShown = false;
let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Swedish is the default; any language without a catalogue gets English. */
export const catalogueLanguage = (language: string): CatalogueLanguage =>
  language.toLowerCase() === 'sv' ? 'sv' : 'en';

/** The most of a language that has arrived: the whole catalogue, or Swedish's frame texts until then. */
export const loadedCatalogue = (language: CatalogueLanguage): Catalogue | undefined =>
  complete[language] ?? (language === 'sv' ? frameSv : undefined);

/** Whether a language has every text the pages opened so far need. */
export const catalogueReady = (language: CatalogueLanguage): boolean =>
  complete[language] !== undefined || (language === 'sv' && !pagesShown);

/** Fetches a language's whole catalogue once; later calls get the same one. */
export function loadCatalogue(language: CatalogueLanguage): Promise<Catalogue> {
  const loaded = complete[language];
  if (loaded) return Promise.resolve(loaded);
  loading[language] ??= loaders[language]().then(
    (catalogue) => {
      complete[language] = catalogue;
      changed();
      return catalogue;
    },
    (error: unknown) => {
      // Offline or a deploy mid-visit: a later page may try again.
      delete loading[language];
      throw error;
    },
  );
  return loading[language];
}

/**
 * For a page outside the frame: its language's whole catalogue, before the page renders. From
 * then on a switch of language waits for the other language's whole catalogue too.
 */
export async function loadPageTexts(language: CatalogueLanguage): Promise<void> {
  if (!pagesShown) {
    pagesShown = true;
    changed();
  }
  await loadCatalogue(language);
}

/** `loadPageTexts` for whichever language the store's market speaks when a page loads. */
export const pageTextsIn = (marketLanguage: () => string) => (): Promise<void> =>
  loadPageTexts(catalogueLanguage(marketLanguage()));

/** Calls `listener` whenever a catalogue arrives or the texts a language needs change. */
export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever `subscribeToCatalogues` would call its listeners. */
export const cataloguesVersion = (): number => version;
