import type { ProvidersDb } from './types';

/** No Adyen payment waits for its challenge or its redirect. */
export function seedProviders(): ProvidersDb {
  return { challenges: new Map(), redirects: new Map() };
}
