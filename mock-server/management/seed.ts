import type { Market, ShopSettings, StoreGroup } from '../../contracts/types/management';
import type { ManagementDb } from './types';

export const marketsSeed: Market[] = [
  {
    id: 'se',
    name: 'Sverige',
    country: 'SE',
    language: 'sv',
    currency: 'SEK',
    productUrlPrefix: 'produkt',
    engageLocale: 'sv-SE',
  },
  {
    id: 'no',
    name: 'Norge',
    country: 'NO',
    language: 'en',
    currency: 'NOK',
    productUrlPrefix: 'product',
    engageLocale: 'en-NO',
  },
  {
    id: 'fi',
    name: 'Suomi',
    country: 'FI',
    language: 'en',
    currency: 'EUR',
    productUrlPrefix: 'product',
    engageLocale: 'en-FI',
  },
];

export const storeGroupsSeed: StoreGroup[] = [
  { id: 'sg-default', slug: 'default', name: 'Default', pricesIncludeTax: true },
  { id: 'sg-business', slug: 'business', name: 'Business', pricesIncludeTax: false },
];

export const settingsSeed: ShopSettings = {
  organisationSignupEnabled: true,
  loginButtonEnabled: true,
  createAccountEnabled: true,
  forgotPasswordEnabled: true,
  giftCardEnabled: true,
  allowEmailNotifications: true,
  allowSmsNotifications: true,
  allowPostalNotifications: true,
  orderDecisions: 'true',
};

export function seedManagement(): ManagementDb {
  return {
    settings: structuredClone(settingsSeed),
    markets: structuredClone(marketsSeed),
    storeGroups: structuredClone(storeGroupsSeed),
    tokens: new Map(),
  };
}
