import sv from './catalogues/sv';
import type { Catalogue, CatalogueLanguage } from './catalogueTypes';

export type { Catalogue, CatalogueLanguage };

/**
 * Swedish, the default market's language, ships with the shell; English loads when a shopper
 * picks an English market, so no one downloads both. The long legal texts load with the legal
 * pages (see LegalDocument).
 */
const loaded: Partial<Record<CatalogueLanguage, Catalogue>> = { sv };
const loaders: Record<CatalogueLanguage, () => Promise<{ default: Catalogue }>> = {
  sv: async () => ({ default: sv }),
  en: () => import('./catalogues/en'),
};

/** Swedish is the default; any language without a catalogue gets English. */
export const catalogueLanguage = (language: string): CatalogueLanguage =>
  language.toLowerCase() === 'sv' ? 'sv' : 'en';

/** The catalogue if it has arrived. */
export const loadedCatalogue = (language: CatalogueLanguage): Catalogue | undefined => loaded[language];

/** Fetches a language's catalogue once; later calls get the same one. */
export async function loadCatalogue(language: CatalogueLanguage): Promise<Catalogue> {
  const catalogue = loaded[language] ?? (await loaders[language]()).default;
  loaded[language] = catalogue;
  return catalogue;
}
