import type { Market, ShopConfig, ShopSettings, StoreGroup } from '../../../src/api/types';

/** Test data shaped like GET /api/settings, shared by the settings, market and cart tests. */
export const sweden: Market = {
  id: 'se',
  name: 'Sverige',
  country: 'SE',
  language: 'sv',
  currency: 'SEK',
  productUrlPrefix: 'produkt',
  engageLocale: 'sv-SE',
};

export const norway: Market = {
  id: 'no',
  name: 'Norge',
  country: 'NO',
  language: 'nb',
  currency: 'NOK',
  productUrlPrefix: 'produkt',
  engageLocale: 'nb-NO',
};

export const finland: Market = {
  id: 'fi',
  name: 'Suomi',
  country: 'FI',
  language: 'fi',
  currency: 'EUR',
  productUrlPrefix: 'tuote',
  engageLocale: 'fi-FI',
};

export const defaultGroup: StoreGroup = {
  id: 'sg-default',
  slug: 'default',
  name: 'Privat',
  pricesIncludeTax: true,
};
export const companyGroup: StoreGroup = {
  id: 'sg-company',
  slug: 'foretag',
  name: 'Företag',
  pricesIncludeTax: false,
};

export const shopSettings: ShopSettings = {
  organisationSignupEnabled: true,
  loginButtonEnabled: true,
  createAccountEnabled: true,
  forgotPasswordEnabled: true,
  giftCardEnabled: false,
  allowEmailNotifications: true,
  allowSmsNotifications: false,
  allowPostalNotifications: false,
  orderDecisions: 'true',
};

export function shopConfig(overrides: Partial<ShopConfig> = {}): ShopConfig {
  return {
    settings: shopSettings,
    markets: [sweden, norway, finland],
    storeGroups: [defaultGroup, companyGroup],
    ...overrides,
  };
}
