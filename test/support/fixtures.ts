import {
  companiesSeed,
  DEMO_PASSWORD,
  marketsSeed,
  settingsSeed,
  storeGroupsSeed,
  usersSeed,
} from '../../mock-server/fixtures';
import type { Market, SessionUser, ShopConfig, StoreGroup } from '../../src/api/types';

/** Every seed user's password. */
export { DEMO_PASSWORD };

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

/**
 * A seed user as the app gets it: no account state, memberships resolved to their companies.
 * The mock's own view (accounts/sessionUser.ts) reads the live database and is not in the barrel.
 */
function sessionUser(id: string): SessionUser {
  const { role: _role, email_verified: _verified, status: _status, ...user } = seeded(usersSeed, id);
  return {
    ...user,
    organisations: user.organisations.map((membership) => {
      const company = seeded(companiesSeed, membership.id);
      return {
        id: company.id,
        status: company.status,
        organisation_number: company.organisation_number,
        tax_id_vat_number: company.tax_id_vat_number,
        name: company.name,
        contact_name: company.contact_name,
        email: company.email,
        phone: company.phone,
        role: membership.role,
        level: membership.level,
        files: company.files,
      };
    }),
  };
}

/** A consumer in the default store group, without organisations. */
export const anna = sessionUser('user-anna');
/** A business customer, admin of Nordic Print AB (active). */
export const maria = sessionUser('user-maria');
export const nordicPrint = maria.organisations[0]!;
