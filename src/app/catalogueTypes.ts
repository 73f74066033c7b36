/** A message catalogue as the build delivers it: each id's text, parsed at build time. */
export type Catalogue = Record<string, string>;

export type CatalogueLanguage = 'sv' | 'en';
