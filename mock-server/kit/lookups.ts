import type { Market, StoreGroup } from '../../contracts/types/management';
import { db } from '../db';
import { HttpError } from './guard';

// Markets and store groups are the management API's data (management/seed.ts); every backend
// resolves a reference to them the same way.

export function markets(): Market[] {
  return db().management.markets;
}

export function storeGroups(): StoreGroup[] {
  return db().management.storeGroups;
}

/** A store group by its id or its slug. */
export function storeGroupByRef(ref: string): StoreGroup | undefined {
  return storeGroups().find((g) => g.id === ref || g.slug === ref);
}

export function marketByCountry(countryCode: string): Market | undefined {
  return markets().find((m) => m.country === countryCode.toUpperCase());
}

export function marketById(id: string): Market | undefined {
  return markets().find((m) => m.id === id);
}

export function requiredQuery(url: URL, key: string): string {
  const value = url.searchParams.get(key)?.trim();
  if (!value) throw new HttpError(400, `query parameter ${key} is required`);
  return value;
}

/** The market of the `countryCode` query parameter; 400 when missing or unknown. */
export function queryMarket(url: URL): Market {
  const country = requiredQuery(url, 'countryCode');
  const market = marketByCountry(country);
  if (!market) throw new HttpError(400, `unknown countryCode '${country}'`);
  return market;
}

/** A shopper `languageCode`: two letters, kept lower-case; else 400. */
export function languageCode(value: string): string {
  if (!/^[a-z]{2}$/i.test(value)) throw new HttpError(400, 'languageCode must be a 2-letter language code');
  return value.toLowerCase();
}

export function queryLanguage(url: URL): string {
  return languageCode(requiredQuery(url, 'languageCode'));
}
