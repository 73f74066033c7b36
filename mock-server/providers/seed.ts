import type { ProvidersDb } from './types';

/** No Adyen payment waits for its challenge. */
export function seedProviders(): ProvidersDb {
  return { challenges: new Map() };
}
