import frameSv from './catalogues/sv';
import type { Catalogue, CatalogueLanguage } from './catalogueTypes';

export type { Catalogue, CatalogueLanguage };

/**
 * Swedish, the default market's language, ships with the shell, but only the texts of the frame
 * and the shop's own pages (catalogues/sv.ts). The rest are page texts that load with their pages
 * (`loadPageTexts`): the checkout's (svCheckout.ts) with the checkout, the account, company, sign-up
 * and password pages' (svPages.ts) with the first of those. English loads whole when a shopper
 * picks an English market, so no one downloads both. The long legal texts load with the legal
 * pages (see LegalDocument).
 */
export type PageTexts = 'checkout' | 'pages';

const swedishPageTexts: Record<PageTexts, () => Promise<Catalogue>> = {
  checkout: async () => (await import('./catalogues/svCheckout')).default,
  pages: async () => (await import('./catalogues/svPages')).default,
};

/** The frame's texts and every Swedish part that has arrived: a new object as each arrives. */
let swedish: Catalogue = frameSv;
const arrived: Partial<Record<PageTexts, Catalogue>> = {};
const arriving: Partial<Record<PageTexts, Promise<Catalogue>>> = {};
/** The page texts asked for so far: from then on a language is ready only with them. */
const shown = new Set<PageTexts>();
let english: Catalogue | undefined;
const whole: Partial<Record<CatalogueLanguage, Promise<Catalogue>>> = {};
let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Forgets a failed load (offline, a deploy mid-visit), so a later page may try again. */
function once<T>(cache: Partial<Record<string, Promise<T>>>, key: string, load: () => Promise<T>) {
  cache[key] ??= load().catch((error: unknown) => {
    delete cache[key];
    throw error;
  });
  return cache[key];
}

function loadSwedishPart(part: PageTexts): Promise<Catalogue> {
  const texts = arrived[part];
  if (texts) return Promise.resolve(texts);
  return once(arriving, part, () =>
    swedishPageTexts[part]().then((loaded) => {
      arrived[part] = loaded;
      swedish = { ...swedish, ...loaded };
      changed();
      return loaded;
    }),
  );
}

/** Swedish is the default; any language without a catalogue gets English. */
export const catalogueLanguage = (language: string): CatalogueLanguage =>
  language.toLowerCase() === 'sv' ? 'sv' : 'en';

/** The most of a language that has arrived: Swedish's frame texts and the parts come so far, or all of English. */
export const loadedCatalogue = (language: CatalogueLanguage): Catalogue | undefined =>
  language === 'sv' ? swedish : english;

/** Whether a language has every text the pages opened so far need. */
export const catalogueReady = (language: CatalogueLanguage): boolean =>
  language === 'sv' ? [...shown].every((part) => arrived[part]) : english !== undefined;

/** Fetches a language's whole catalogue once; later calls get the same one. */
export function loadCatalogue(language: CatalogueLanguage): Promise<Catalogue> {
  if (language === 'sv')
    return once(whole, 'sv', async () => {
      await Promise.all((Object.keys(swedishPageTexts) as PageTexts[]).map(loadSwedishPart));
      return swedish;
    });
  if (english) return Promise.resolve(english);
  return once(whole, 'en', async () => {
    english = (await import('./catalogues/en')).default;
    changed();
    return english;
  });
}

/**
 * For a page whose texts are not the frame's: those texts in its language, before the page
 * renders. From then on a switch of language waits for them in the other language too.
 */
export async function loadPageTexts(language: CatalogueLanguage, part: PageTexts): Promise<void> {
  if (!shown.has(part)) {
    shown.add(part);
    changed();
  }
  if (language === 'sv') await loadSwedishPart(part);
  else await loadCatalogue(language);
}

/** `loadPageTexts` in whichever language the store's market speaks when a page loads. */
export const pageTextsIn =
  (marketLanguage: () => string) =>
  (part: PageTexts): Promise<void> =>
    loadPageTexts(catalogueLanguage(marketLanguage()), part);

/** Calls `listener` whenever a catalogue arrives or the texts a language needs change. */
export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever `subscribeToCatalogues` would call its listeners. */
export const cataloguesVersion = (): number => version;
