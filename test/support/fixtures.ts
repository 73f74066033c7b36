import { marketsSeed, settingsSeed, storeGroupsSeed } from '../../mock-server/fixtures';
import type { Market, ShopConfig, StoreGroup } from '../../src/api/types';

/** Copies, so that no test can change the seed the mock serves. */
function seeded<T extends { id: string }>(list: readonly T[], id: string): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`The mock's seed has no '${id}'`);
  return structuredClone(found);
}

export const sweden: Market = seeded(marketsSeed, 'se');
export const norway: Market = seeded(marketsSeed, 'no');
export const finland: Market = seeded(marketsSeed, 'fi');

export const defaultGroup: StoreGroup = seeded(storeGroupsSeed, 'sg-default');
export const businessGroup: StoreGroup = seeded(storeGroupsSeed, 'sg-business');

export const shopSettings = structuredClone(settingsSeed);

/** What GET /api/settings answers over the seed. */
export function shopConfig(overrides: Partial<ShopConfig> = {}): ShopConfig {
  return {
    settings: shopSettings,
    markets: structuredClone(marketsSeed),
    storeGroups: structuredClone(storeGroupsSeed),
    ...overrides,
  };
}
