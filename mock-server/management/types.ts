import type { Market, ShopSettings, StoreGroup } from '../../contracts/types/management';

export interface ExpiringToken {
  expiresAt: number;
}

/** The shop's configuration, which the management API serves, and the tokens it issued. */
export interface ManagementDb {
  settings: ShopSettings;
  markets: Market[];
  storeGroups: StoreGroup[];
  /** Client-credentials access token → its expiry. */
  tokens: Map<string, ExpiringToken>;
}
