import type {
  CartItem,
  CustomStateChange,
  OrderAddress,
  OrderStatusName,
  PaymentProviderName,
} from '../../contracts/types/orders';
import { FJORD_DESIGN_ID, NORDIC_PRINT_ID, usersSeed, type UserSeed } from '../accounts/seed';
import { shippingFor, variantPrice, vatBasisPoints } from '../catalog/pricing';
import { findVariant } from '../catalog/products';
import { seedCatalog } from '../catalog/seed';
import type { CatalogDb } from '../catalog/types';
import { merchantReferenceOf } from '../companies/organisationNumber';
import { companiesSeed } from '../companies/seed';
import type { DbAddress, DbCompany } from '../companies/types';
import { marketsSeed, storeGroupsSeed } from '../management/seed';
import { cartLine } from '../shopper/cartLines';
import { computeTotals } from '../shopper/totals';
import { AWAITING, APPROVED, DECLINED } from './orderDecisions';
import type { ChangeRequest, OrdersDb, StoredOrder } from './types';

// The demo orders (demo-data.md, "Orders"): Nordic Print AB's in every status, two of Fjord Design
// AS's placed by the agent Sara, and Anna's two. Lines come from the catalog seed at its prices for
// the order's market and store group, so names, images and totals (VAT in taxTotal) are the ones a
// cart would show. Fixed ids and dates: every reset gives the same orders.

/** Company orders send change requests here (relative to the order backend). */
export const CHANGE_REQUEST_CALLBACK = 'request-change/';

/** Placed by Sara (agent) for Maria; awaits Maria's decision. */
export const ORDER_AWAITING_MARIA = '100231';
/** Placed by Erik; awaits a decision. */
export const ORDER_AWAITING_ERIK = '100224';
/** Approved by Maria. */
export const ORDER_APPROVED = '100212';
/** Declined by Erik (CANCELLED), with his reason. */
export const ORDER_DECLINED = '100205';
/** A 'provorder': attributes.merchantReference2 set. */
export const ORDER_PROVORDER = '100176';
/** Anna's delivered order; every line can be bought again. */
export const ORDER_ANNA_DELIVERED = '100170';
/** Anna's order with the out-of-stock Canvas Tote TOTE-RED-ONE and a line that can be bought. */
export const ORDER_ANNA_OUT_OF_STOCK = '100209';

/** A seed order's id: `order-<reference>`. */
export const seedOrderId = (reference: string) => `order-${reference}`;

type Buyer =
  /** Placed by `placedBy` for the company; for `contactId` when it names someone else. */
  { companyId: string; placedBy: string; contactId?: string } | { consumer: string };

interface OrderSeed {
  reference: string;
  date: string;
  state: OrderStatusName;
  provider: PaymentProviderName;
  buyer: Buyer;
  /** productVariantId → quantity */
  lines: [string, number][];
  customStates?: string[];
  history?: [stateId: string, type: CustomStateChange['type'], date: string][];
  merchantReference2?: string;
  changeRequests?: ChangeRequest[];
}

const NORDIC = (placedBy: string, contactId?: string): Buyer => ({
  companyId: NORDIC_PRINT_ID,
  placedBy,
  ...(contactId ? { contactId } : {}),
});
const FJORD: Buyer = { companyId: FJORD_DESIGN_ID, placedBy: 'user-sara' };
const ANNA: Buyer = { consumer: 'user-anna' };

// Oldest first; references grow with the dates.
const orderSeeds: OrderSeed[] = [
  {
    reference: '100150',
    date: '2026-01-14T10:12:00.000Z',
    state: 'FULLY_COMPENSATED',
    provider: 'KlarnaCheckout',
    buyer: NORDIC('user-maria'),
    lines: [['POSTER-WHITE-50X70', 4]],
  },
  {
    reference: '100163',
    date: '2026-02-03T08:30:00.000Z',
    state: 'FULLY_DELIVERED',
    provider: 'WalleyCheckout',
    buyer: NORDIC('user-erik'),
    lines: [
      ['TEE-BLUE-M', 10],
      ['TEE-BLUE-L', 10],
    ],
  },
  {
    reference: ORDER_ANNA_DELIVERED,
    date: '2026-02-14T18:25:00.000Z',
    state: 'FULLY_DELIVERED',
    provider: 'KlarnaCheckout',
    buyer: ANNA,
    lines: [
      ['TEE-BLUE-M', 2],
      ['FIKA-WHITE-STD', 1],
    ],
  },
  {
    reference: ORDER_PROVORDER,
    date: '2026-02-21T13:05:00.000Z',
    state: 'FULLY_DELIVERED',
    provider: 'Avarda',
    buyer: NORDIC('user-maria'),
    lines: [
      ['HOODIE-GREY-M', 3],
      ['CAP-BLACK-ONE', 2],
    ],
    merchantReference2: 'PROV-100176',
  },
  {
    reference: '100181',
    date: '2026-03-02T12:00:00.000Z',
    state: 'FULLY_DELIVERED',
    provider: 'WalleyCheckout',
    buyer: FJORD,
    lines: [['MUG-WHITE-30CL', 24]],
  },
  {
    reference: '100187',
    date: '2026-03-09T09:48:00.000Z',
    state: 'PARTIALLY_COMPENSATED',
    provider: 'QliroOne',
    buyer: NORDIC('user-erik'),
    lines: [
      ['NOTEBOOK-GREEN-A5', 20],
      ['STICKER-WHITE-A6', 10],
    ],
  },
  {
    reference: '100198',
    date: '2026-04-02T14:20:00.000Z',
    state: 'PARTIALLY_DELIVERED',
    provider: 'Adyen',
    buyer: NORDIC('user-maria'),
    lines: [
      ['FLYER-WHITE-A4', 5],
      ['POSTER-BLACK-30X40', 6],
    ],
  },
  {
    reference: ORDER_DECLINED,
    date: '2026-04-22T11:02:00.000Z',
    state: 'CANCELLED',
    provider: 'KlarnaCheckout',
    buyer: NORDIC('user-sara', 'user-erik'),
    lines: [['BCP-CREAM-PREMIUM', 3]],
    customStates: [DECLINED],
    history: [
      [AWAITING, 'add', '2026-04-22T11:05:00.000Z'],
      [DECLINED, 'add', '2026-04-23T07:58:00.000Z'],
      [AWAITING, 'remove', '2026-04-23T07:58:00.000Z'],
    ],
    changeRequests: [
      {
        reason: 'Fel logotyp på korten – använd den nya från mars.',
        userId: 'user-erik',
        date: '2026-04-23T07:58:00.000Z',
      },
    ],
  },
  {
    reference: ORDER_ANNA_OUT_OF_STOCK,
    date: '2026-05-03T20:10:00.000Z',
    state: 'RELEASED',
    provider: 'Adyen',
    buyer: ANNA,
    lines: [
      ['TOTE-RED-ONE', 1],
      ['NOTEBOOK-BLACK-A5', 2],
    ],
  },
  {
    reference: ORDER_APPROVED,
    date: '2026-05-11T15:37:00.000Z',
    state: 'RELEASED',
    provider: 'WalleyCheckout',
    buyer: NORDIC('user-sara', 'user-maria'),
    lines: [
      ['TOTE-NATURAL-ONE', 25],
      ['STICKER-CLEAR-A4', 4],
    ],
    customStates: [APPROVED],
    history: [
      [AWAITING, 'add', '2026-05-11T15:40:00.000Z'],
      [APPROVED, 'add', '2026-05-12T08:03:00.000Z'],
      [AWAITING, 'remove', '2026-05-12T08:03:00.000Z'],
    ],
  },
  {
    reference: '100219',
    date: '2026-06-04T09:15:00.000Z',
    state: 'PLACED',
    provider: 'Avarda',
    buyer: NORDIC('user-erik'),
    lines: [
      ['CAP-BEIGE-ONE', 5],
      ['MUG-BLACK-45CL', 12],
    ],
  },
  {
    reference: ORDER_AWAITING_ERIK,
    date: '2026-06-16T10:40:00.000Z',
    state: 'PLACED',
    provider: 'KlarnaCheckout',
    buyer: NORDIC('user-erik'),
    lines: [['HOODIE-NAVY-L', 6]],
    customStates: [AWAITING],
    history: [[AWAITING, 'add', '2026-06-16T10:45:00.000Z']],
  },
  {
    reference: '100228',
    date: '2026-06-19T07:45:00.000Z',
    state: 'PLACED',
    provider: 'QliroOne',
    buyer: FJORD,
    lines: [
      ['FLYER-NATURAL-A5', 10],
      ['BCP-BLACK-STD', 2],
    ],
  },
  {
    reference: ORDER_AWAITING_MARIA,
    date: '2026-06-25T08:20:00.000Z',
    state: 'PLACED',
    provider: 'KlarnaCheckout',
    buyer: NORDIC('user-sara', 'user-maria'),
    lines: [
      ['BCP-WHITE-STD', 2],
      ['FLYER-WHITE-A5', 3],
    ],
    customStates: [AWAITING],
    history: [[AWAITING, 'add', '2026-06-25T08:26:00.000Z']],
  },
];

function seedUser(id: string): UserSeed {
  const user = usersSeed.find((candidate) => candidate.id === id);
  if (!user) throw new Error(`orders seed: no user '${id}'`);
  return user;
}

function seedCompany(id: string): DbCompany {
  const company = companiesSeed.find((candidate) => candidate.id === id);
  if (!company) throw new Error(`orders seed: no company '${id}'`);
  return company;
}

function defaultAddress(addresses: DbAddress[]): DbAddress {
  const address = addresses.find((candidate) => candidate.is_default) ?? addresses[0];
  if (!address) throw new Error('orders seed: a company without addresses');
  return address;
}

/** An address of the company's, with the contact person as the addressee (as the checkout presets it). */
function companyAddress(address: DbAddress, contact: UserSeed): OrderAddress {
  return {
    givenName: contact.first_name,
    familyName: contact.last_name,
    address: `${address.street_address} ${address.house_number}`.trim(),
    postalCode: address.postal_code,
    city: address.city,
    country: address.country,
    telephoneNumber: contact.phone_number,
    email: contact.email,
  };
}

function consumerAddress(user: UserSeed, country: string): OrderAddress {
  return {
    givenName: user.first_name,
    familyName: user.last_name,
    address: user.address.street,
    postalCode: user.address.zip_code,
    city: user.address.city,
    country,
    telephoneNumber: user.phone_number,
    email: user.email,
  };
}

interface Pricing {
  countryCode: string;
  storeGroupId: string;
}

function pricingOf(
  buyer: Buyer,
): Pricing & { currencyCode: string; languageCode: string; taxIncluded: boolean } {
  const countryCode =
    'companyId' in buyer ? (seedCompany(buyer.companyId).billing_address[0]?.country ?? 'SE') : 'SE';
  const market = marketsSeed.find((candidate) => candidate.country === countryCode);
  const groupSlug = 'companyId' in buyer ? 'business' : 'default';
  const group = storeGroupsSeed.find((candidate) => candidate.slug === groupSlug);
  if (!market || !group) throw new Error(`orders seed: no market ${countryCode} or store group ${groupSlug}`);
  return {
    countryCode,
    storeGroupId: group.id,
    currencyCode: market.currency,
    languageCode: market.language,
    taxIncluded: group.pricesIncludeTax,
  };
}

function orderLines(
  catalog: CatalogDb,
  reference: string,
  lines: OrderSeed['lines'],
  pricing: Pricing & { languageCode: string },
): CartItem[] {
  return lines.map(([productVariantId, quantity], index) => {
    const found = findVariant(catalog, productVariantId);
    const price =
      found &&
      variantPrice(catalog, found.product.id, productVariantId, pricing.storeGroupId, pricing.countryCode);
    if (!found || !price)
      throw new Error(`orders seed: ${productVariantId} is not sold in ${pricing.countryCode}`);
    const base = { id: `line-${reference}-${index + 1}`, quantity, options: {} };
    return cartLine(base, found.product, found.variant, price, pricing.languageCode);
  });
}

function buildOrder(catalog: CatalogDb, seed: OrderSeed): StoredOrder {
  const pricing = pricingOf(seed.buyer);
  const items = orderLines(catalog, seed.reference, seed.lines, pricing);
  const totals = computeTotals({
    lines: items,
    discountTotal: 0,
    shippingTotal: shippingFor(pricing.currencyCode, items.length),
    shippingTaxPercentage: vatBasisPoints(pricing.countryCode),
    pricesIncludeTax: pricing.taxIncluded,
  });
  const common = {
    id: seedOrderId(seed.reference),
    reference: seed.reference,
    date: seed.date,
    status: {
      orderStates: [seed.state],
      customStates: (seed.customStates ?? []).map((id) => ({ id })),
    },
    provider: seed.provider,
    cartId: null,
    items,
    totals: { ...totals, giftCardTotal: 0 },
    currencyCode: pricing.currencyCode,
    customStateHistory: (seed.history ?? []).map(([stateId, type, date]) => ({ stateId, type, date })),
    changeRequests: structuredClone(seed.changeRequests ?? []),
  };
  if ('consumer' in seed.buyer) {
    const user = seedUser(seed.buyer.consumer);
    const address = consumerAddress(user, pricing.countryCode);
    return {
      ...common,
      billingAddress: address,
      shippingAddress: { ...address },
      email: user.email,
      userId: user.id,
      attributes: {},
    };
  }
  const company = seedCompany(seed.buyer.companyId);
  const placer = seedUser(seed.buyer.placedBy);
  const contact = seed.buyer.contactId ? seedUser(seed.buyer.contactId) : placer;
  return {
    ...common,
    billingAddress: companyAddress(defaultAddress(company.billing_address), contact),
    shippingAddress: companyAddress(defaultAddress(company.shipping_address), contact),
    email: placer.email,
    userId: placer.id,
    attributes: {
      company: {
        registrationNumber: company.organisation_number,
        taxId: company.tax_id_vat_number,
        name: company.name,
        reference: `${contact.first_name} ${contact.last_name}`,
      },
      merchantReference1: merchantReferenceOf(company.organisation_number),
      ...(seed.merchantReference2 === undefined ? {} : { merchantReference2: seed.merchantReference2 }),
      ...(contact.id === placer.id ? {} : { contactId: contact.id }),
    },
    changeRequestCallback: CHANGE_REQUEST_CALLBACK,
  };
}

let built: readonly StoredOrder[] | undefined;

/** The demo orders, oldest first (built once from the catalog seed; callers get copies). */
export function ordersSeed(): StoredOrder[] {
  built ??= (() => {
    const catalog = seedCatalog();
    return orderSeeds.map((seed) => buildOrder(catalog, seed));
  })();
  return structuredClone([...built]);
}

/** The demo orders; new ones come from completed checkouts (create-order). */
export function seedOrders(): OrdersDb {
  const orders = ordersSeed();
  return {
    orders: new Map(orders.map((order) => [order.id, order])),
    byReference: new Map(orders.map((order) => [order.reference, order.id])),
  };
}
