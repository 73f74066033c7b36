import type { Market } from '../../api/types';

/** The default market (SV, SE; docs/rules.md#markets) until the markets arrive from the backend. */
export const defaultMarket: Market = {
  id: 'se',
  name: 'Sverige',
  country: 'SE',
  language: 'sv',
  currency: 'SEK',
  productUrlPrefix: 'produkt',
  engageLocale: 'sv-SE',
};

export function isMarket(value: unknown): value is Market {
  if (!value || typeof value !== 'object') return false;
  const market = value as Record<string, unknown>;
  return ['id', 'name', 'country', 'language', 'currency', 'productUrlPrefix', 'engageLocale'].every(
    (key) => typeof market[key] === 'string' && market[key] !== '',
  );
}
