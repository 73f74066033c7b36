import en from './en.json';
import sv from './sv.json';

export type Catalogue = Record<string, string>;

export const catalogues: Record<'sv' | 'en', Catalogue> = { sv, en };

/** Swedish is the default; any language without a catalogue gets English. */
export function catalogueFor(language: string): { language: 'sv' | 'en'; messages: Catalogue } {
  const normalised = language.toLowerCase();
  if (normalised === 'sv') return { language: 'sv', messages: catalogues.sv };
  return { language: 'en', messages: catalogues.en };
}
