// Every route of the mock with a request it accepts; the bad-input table spoils these.

import type { OrderInput, OrganisationFiles, PaymentProviderName } from '../../src/api/types';
import { CARD_CHECKOUT_PROVIDERS, PROVIDER_SLUGS } from '../../src/api/types/checkout';
import { USER_TOKEN_HEADER } from '../../src/api/types/shopper';
import { smallByteBounds } from './smallByteBounds';
import { CREATE_ORDER_MAX_KEYS } from '../../mock-server/orders/createOrder';
import { SEED_FILE_IDS } from '../../mock-server/uploads/seed';
import { mockProviderRoutes } from './badInputProviderRoutes';
import { call, customerSignup } from './helpers';
import { MANAGEMENT_CLIENT_ID, MANAGEMENT_CLIENT_SECRET } from '../../mock-server/management/credentials';
import {
  anna,
  DEMO_PASSWORD,
  erik,
  FJORD_DESIGN_ID,
  fullName,
  maria,
  nils,
  NORDIC_PRINT_ID,
  nordicPrint,
  olle,
  sara,
} from '../support/demoAccounts';

export type Style = 'shopper' | 'proxy' | 'management' | 'newsletter' | 'control';
export type Json = Record<string, unknown>;

/** What a good request needs, made on demand (each test starts from the seed). */
export interface Fixtures {
  cartToken(): Promise<string>;
  /** A line of the fixture cart. */
  itemId(): Promise<string>;
  /** SAVE10, added to the fixture cart. */
  discountCode(): Promise<string>;
  /** A login's access token: Anna's (a consumer) unless another demo account's e-mail is given. */
  accessToken(email?: string): Promise<string>;
  refreshToken(): Promise<string>;
  managementToken(): Promise<string>;
  linkToken(kind: 'verify' | 'reset'): Promise<string>;
  /** The token of a mailed invitation from Maria (Nordic Print's admin) to Anna. */
  invitationToken(): Promise<string>;
  /** The id of that invitation, as Nordic Print's invitation list names it. */
  invitationId(): Promise<string>;
  /** A fresh organisation sign-up's user and the token it hands to the organisation sign-up that follows. */
  signedUp(): Promise<{ userId: string; signupToken: string }>;
  /** A checkout of the fixture cart (with a line), started with this provider. */
  checkoutToken(provider: PaymentProviderName): Promise<string>;
  /** The provider's order opened for that checkout, with a customer that passes the merchant check. */
  providerOrder(provider: PaymentProviderName): Promise<{ publicToken: string; reference: string }>;
  /** The demo gift card, put on the KlarnaCheckout checkout; its code. */
  giftCardCode(): Promise<string>;
  /**
   * A completed KlarnaCheckout order as the app sends it to create-order (the payment its backend
   * reports); its checkout is `checkoutToken('KlarnaCheckout')`.
   */
  paidOrder(): Promise<OrderInput>;
}

/** A field-level bad input of one route: a different body or query, and the status it must answer. */
export interface RouteCase {
  name: string;
  status: number;
  body?: (good: Json) => unknown;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** Sent instead of the route's own headers. */
  headers?: Record<string, string>;
  /** Sent with this demo account's access token (its e-mail) instead of the route's credential. */
  user?: string;
  /** A body that is not JSON (a multipart form), sent as is with its content type. */
  rawBody?: (f: Fixtures) => Promise<{ contentType: string; text: string }>;
  /** The refusal is plain text, not the route's JSON error body (the worker's conversion of a file). */
  textAnswer?: boolean;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `{name}` marks a path parameter. */
  path: string;
  style: Style;
  auth?: 'cart' | 'user' | 'management' | 'checkout';
  /** Whose access token auth 'user' sends (a demo account's e-mail); Anna's by default. */
  user?: string;
  /** Headers a good request needs besides the token (another credential). */
  headers?: (f: Fixtures) => Promise<Record<string, string>>;
  /** The provider the checkout (auth 'checkout') is started with; KlarnaCheckout by default. */
  provider?: PaymentProviderName;
  /** What an unknown path parameter answers; 404 by default. */
  unknownParamStatus?: number;
  /** What an unknown token, or one of another kind, answers; 401 by default (404 for a cart token). */
  wrongTokenStatus?: number;
  /** Keys and items the route's body may hold; MAX_JSON_KEYS by default. */
  maxKeys?: number;
  params?: (f: Fixtures) => Promise<Record<string, string>>;
  query?: Record<string, string>;
  /** The query made on demand (a token a fixture mails), instead of `query`. */
  queryOf?: (f: Fixtures) => Promise<Record<string, string>>;
  body?: (f: Fixtures) => Promise<Json>;
  /** `{}` is a valid body (every field optional). */
  bodyOptional?: boolean;
  /** Body fields the generic cases leave good (a credential carried in the body), so they reach the field checks. */
  keep?: string[];
  /** A good body that is not JSON (a multipart form), sent as is with its content type. */
  rawBody?: (f: Fixtures) => Promise<{ contentType: string; text: string }>;
  /** Bytes of body the route takes (the upload worker's file routes); the JSON and node adapter limits otherwise. */
  bodyLimit?: number;
  cases?: RouteCase[];
}

const values = (params: Record<string, string>) => () => Promise.resolve(params);
const fixed = (body: Json) => () => Promise.resolve(body);
const long = (length: number) => 'x'.repeat(length);
const nested = (depth: number): unknown => (depth === 0 ? { leaf: true } : { inner: nested(depth - 1) });

/** Past MAX_QUERY_PARAMS (kit/bounds.ts): refused before a route looks at anything else. */
const tooManyQueryParameters: RouteCase = {
  name: '51 query parameters',
  status: 400,
  query: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, 'x'])),
};

/**
 * A body on a route that reads none, past the node adapter's hard cap, with an Idempotency-Key: the
 * idempotency layer reads a keyed request's body to fingerprint it and refuses it past the cap
 * (kit/idempotency.ts), where the route alone would never read it.
 */
const keyedOversizeBody: RouteCase = {
  name: 'a body past the hard cap with an Idempotency-Key',
  status: 413,
  headers: { 'idempotency-key': 'bad-input-oversize' },
  body: () => ({ padding: long(smallByteBounds.hardCapBody + 128 * 1024) }),
};

const market = { countryCode: 'SE', languageCode: 'sv' };
const MARIA = maria.email;
const ERIK = erik.email;
const SARA = sara.email;
const OLLE = olle.email;
const ANNA = anna.email;
const NILS = nils.email;
const pricePath = 'product-parents/{productParentId}/store-groups/{storeGroup}/markets/{countryCode}';
const priceParams = values({ productParentId: 'pp-classic-tee', storeGroup: 'default', countryCode: 'SE' });

const quantityCases = (good: (quantity: unknown) => (body: Json) => Json): RouteCase[] =>
  [0, -1, 1000, 1.5, '2', null, 1e308].map((quantity) => ({
    name: `quantity ${JSON.stringify(quantity)}`,
    status: 400,
    body: good(quantity),
  }));

const optionsCases = (key: string): RouteCase[] => [
  { name: 'options an array', status: 400, body: (b) => ({ ...b, [key]: [] }) },
  { name: 'options a string', status: 400, body: (b) => ({ ...b, [key]: 'gift' }) },
  { name: 'options 6 levels deep', status: 400, body: (b) => ({ ...b, [key]: nested(5) }) },
  { name: 'options of 5,000 characters', status: 400, body: (b) => ({ ...b, [key]: { note: long(5000) } }) },
  {
    name: 'options.parentItem of 5,000 characters',
    status: 400,
    body: (b) => ({ ...b, [key]: { parentItem: long(5000) } }),
  },
  {
    name: 'options.text of 201 characters',
    status: 400,
    body: (b) => ({ ...b, [key]: { text: long(201) } }),
  },
  { name: 'options.text blank', status: 400, body: (b) => ({ ...b, [key]: { text: ' \n ' } }) },
  { name: 'options.text a number', status: 400, body: (b) => ({ ...b, [key]: { text: 42 } }) },
];

const shopperRoutes: Route[] = [
  {
    method: 'POST',
    path: '/shopper/sessions/start',
    style: 'shopper',
    body: fixed({ storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' }),
    cases: [
      { name: 'languageCode of 3 letters', status: 400, body: (b) => ({ ...b, languageCode: 'swe' }) },
      {
        name: 'storeGroupId of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, storeGroupId: long(5000) }),
      },
      {
        name: 'countryCode of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, countryCode: long(5000) }),
      },
    ],
  },
  {
    method: 'GET',
    path: '/shopper/sessions',
    style: 'shopper',
    auth: 'cart',
    cases: [tooManyQueryParameters],
  },
  {
    method: 'POST',
    path: '/shopper/sessions/items',
    style: 'shopper',
    auth: 'cart',
    body: fixed({ productVariantId: 'TEE-BLUE-M', quantity: 1, options: { note: 'gift' } }),
    cases: [
      ...quantityCases((quantity) => (b) => ({ ...b, quantity })),
      ...optionsCases('options'),
      {
        name: 'unknown productVariantId',
        status: 404,
        body: (b) => ({ ...b, productVariantId: 'NO-SUCH-VARIANT' }),
      },
      {
        name: 'productVariantId of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, productVariantId: long(5000) }),
      },
      {
        name: 'unknown options.parentItem',
        status: 400,
        body: (b) => ({ ...b, options: { parentItem: 'item-nope' } }),
      },
      // At most 10 baseball caps per order (the product parent's limit).
      {
        name: 'past the order limit',
        status: 403,
        body: (b) => ({ ...b, productVariantId: 'CAP-BLACK-ONE', quantity: 11 }),
      },
    ],
  },
  {
    method: 'PUT',
    path: '/shopper/sessions/items/{itemId}/options',
    style: 'shopper',
    auth: 'cart',
    params: async (f) => ({ itemId: await f.itemId() }),
    body: fixed({ options: { note: 'gift' } }),
    cases: [...optionsCases('options'), { name: 'no options', status: 400, body: () => ({ note: 'gift' }) }],
  },
  {
    method: 'PUT',
    path: '/shopper/sessions/items/{itemId}',
    style: 'shopper',
    auth: 'cart',
    params: async (f) => ({ itemId: await f.itemId() }),
    body: fixed({ quantity: 2 }),
    cases: quantityCases((quantity) => () => ({ quantity })),
  },
  {
    method: 'DELETE',
    path: '/shopper/sessions/items/{itemId}',
    style: 'shopper',
    auth: 'cart',
    params: async (f) => ({ itemId: await f.itemId() }),
    cases: [keyedOversizeBody],
  },
  {
    method: 'POST',
    path: '/shopper/sessions/discount-codes',
    style: 'shopper',
    auth: 'cart',
    body: fixed({ discountCode: 'SAVE10' }),
    cases: [
      { name: 'discountCode of 5,000 characters', status: 400, body: () => ({ discountCode: long(5000) }) },
      { name: 'unknown discountCode', status: 400, body: () => ({ discountCode: 'NO-SUCH-CODE' }) },
    ],
  },
  {
    method: 'DELETE',
    path: '/shopper/sessions/discount-codes/{code}',
    style: 'shopper',
    auth: 'cart',
    params: async (f) => ({ code: await f.discountCode() }),
    cases: [keyedOversizeBody],
  },
  {
    method: 'PATCH',
    path: '/shopper/sessions/attributes',
    style: 'shopper',
    auth: 'cart',
    // Erik, a member of Nordic Print AB, sets his own company.
    headers: async (f) => ({ [USER_TOKEN_HEADER]: await f.accessToken(ERIK) }),
    body: fixed({
      company: {
        registrationNumber: nordicPrint.organisation_number,
        taxId: 'SE556123456701',
        name: nordicPrint.name,
        reference: fullName(maria),
      },
      merchantReference1: '5561234567',
    }),
    cases: [
      { name: 'company a string', status: 400, body: (b) => ({ ...b, company: nordicPrint.name }) },
      {
        name: 'company.name of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, company: { ...(b.company as Json), name: long(5000) } }),
      },
      {
        name: 'merchantReference1 of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, merchantReference1: long(5000) }),
      },
      { name: 'no X-User-Token', status: 401, headers: {} },
      { name: 'an unknown X-User-Token', status: 401, headers: { [USER_TOKEN_HEADER]: 'no-such-token' } },
      {
        name: 'an unknown company',
        status: 404,
        body: (b) => ({ ...b, company: { ...(b.company as Json), registrationNumber: '000000-0000' } }),
      },
      {
        name: 'a company the user is no member of',
        status: 403,
        body: (b) => ({ ...b, company: { ...(b.company as Json), registrationNumber: '987654321' } }),
      },
      { name: 'a member naming a contact', status: 403, body: (b) => ({ ...b, contactId: maria.id }) },
      { name: 'contactId a number', status: 400, body: (b) => ({ ...b, contactId: 42 }) },
      { name: 'contactId of 5,000 characters', status: 400, body: (b) => ({ ...b, contactId: long(5000) }) },
    ],
  },
];

const PRESET_ADDRESS = {
  givenName: 'Erik',
  familyName: 'Buyer',
  address: 'Hamngatan 18',
  postalCode: '41106',
  city: 'Göteborg',
  country: 'SE',
  telephoneNumber: '+46703334455',
  email: erik.email,
};
const PROVIDER_INPUT: Json = {
  confirmationUrl: '/checkout/confirmation?provider=klarna',
  termsUrl: '/terms',
  // A business buyer's preset.
  customer: {
    billingAddress: PRESET_ADDRESS,
    shippingAddress: PRESET_ADDRESS,
    company: {
      name: nordicPrint.name,
      organisationNumber: nordicPrint.organisation_number,
      reference: fullName(erik),
    },
  },
};
const withCustomer = (change: (customer: Json) => unknown) => (b: Json) => ({
  ...b,
  customer: change(b.customer as Json),
});
const WALLEY_INPUT: Json = {
  ...PROVIDER_INPUT,
  walley: { merchantTermsUri: '/terms', redirectPageUri: '/checkout/confirmation?provider=walley' },
};

/** The provider backend routes of one payment provider, all with a checkout of that provider. */
function providerRoutes(provider: PaymentProviderName): Route[] {
  const base = `/shopper-${PROVIDER_SLUGS[provider]}`;
  const withOrder = async (f: Fixtures) => {
    await f.providerOrder(provider);
    return {};
  };
  const common = { style: 'shopper', auth: 'checkout', provider } as const;
  return [
    {
      ...common,
      method: 'POST',
      path: `${base}/checkouts`,
      body: fixed(provider === 'WalleyCheckout' ? WALLEY_INPUT : PROVIDER_INPUT),
      cases: [
        {
          name: 'confirmationUrl of 5,000 characters',
          status: 400,
          body: (b) => ({ ...b, confirmationUrl: `/${long(5000)}` }),
        },
        { name: 'phoneMandatory a string', status: 400, body: (b) => ({ ...b, phoneMandatory: 'yes' }) },
        { name: 'walley a string', status: 400, body: (b) => ({ ...b, walley: 'walley' }) },
        { name: 'customer a string', status: 400, body: withCustomer(() => fullName(erik)) },
        {
          name: 'customer.billingAddress.city a number',
          status: 400,
          body: withCustomer((c) => ({ ...c, billingAddress: { ...PRESET_ADDRESS, city: 41 } })),
        },
        {
          name: 'customer.shippingAddress.address of 600 characters',
          status: 400,
          body: withCustomer((c) => ({ ...c, shippingAddress: { ...PRESET_ADDRESS, address: long(600) } })),
        },
        {
          name: 'customer.company an array',
          status: 400,
          body: withCustomer((c) => ({ ...c, company: [] })),
        },
        {
          name: 'customer.company.name of 300 characters',
          status: 400,
          body: withCustomer((c) => ({ ...c, company: { ...(c.company as Json), name: long(300) } })),
        },
      ],
    },
    {
      ...common,
      method: 'GET',
      path: `${base}/checkouts`,
      params: withOrder,
      cases: [tooManyQueryParameters],
    },
    {
      ...common,
      method: 'POST',
      path: `${base}/checkouts/sync`,
      params: withOrder,
      cases: [tooManyQueryParameters],
    },
    {
      ...common,
      method: 'POST',
      path: `${base}/${CARD_CHECKOUT_PROVIDERS.includes(provider) ? 'orders' : 'payments'}`,
      // The confirmation page's query, as the app sends it.
      body: async (f) => {
        await f.providerOrder(provider);
        return { provider };
      },
      cases: [
        {
          name: 'a query of 21 parameters',
          status: 400,
          body: (b) => ({
            ...b,
            ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, 'x'])),
          }),
        },
        {
          name: 'a parameter of 2,001 characters',
          status: 400,
          body: (b) => ({ ...b, orderId: long(2001) }),
        },
        { name: 'a parameter an object', status: 400, body: (b) => ({ ...b, orderId: { id: '1' } }) },
        { name: 'a parameter null', status: 400, body: (b) => ({ ...b, orderId: null }) },
        { name: "another order's reference", status: 404, body: (b) => ({ ...b, reference: 'PF-999999' }) },
        // Adyen's return from a redirect method: the backend submits the redirectResult, which must
        // be of a payment of this order (providers/redirects/payments.ts).
        ...(CARD_CHECKOUT_PROVIDERS.includes(provider)
          ? [
              {
                name: 'a redirectResult of no payment',
                status: 422,
                body: (b: Json) => ({ ...b, redirectResult: 'X6XtfGC3!Y' }),
              },
            ]
          : []),
      ],
    },
    {
      ...common,
      method: 'POST',
      path: `${base}/payments/sync`,
      params: withOrder,
      cases: [tooManyQueryParameters],
    },
  ];
}

const checkoutRoutes: Route[] = [
  {
    method: 'POST',
    path: '/shopper/sessions/checkout/start',
    style: 'shopper',
    auth: 'cart',
    body: async (f) => {
      await f.itemId();
      return { paymentProvider: 'KlarnaCheckout', giftCardProvider: 'retain24', shippingProvider: 'ingrid' };
    },
    cases: [
      { name: 'unknown paymentProvider', status: 400, body: (b) => ({ ...b, paymentProvider: 'PayPal' }) },
      {
        name: 'giftCardProvider of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, giftCardProvider: long(5000) }),
      },
      {
        name: 'unknown shippingProvider',
        status: 400,
        body: (b) => ({ ...b, shippingProvider: 'postnord' }),
      },
    ],
  },
  {
    method: 'GET',
    path: '/shopper/sessions/checkout',
    style: 'shopper',
    auth: 'checkout',
    cases: [tooManyQueryParameters],
  },
  {
    method: 'PUT',
    path: '/shopper-retain24/gift-cards/{code}',
    style: 'shopper',
    auth: 'checkout',
    params: values({ code: '1111222233334444' }),
    query: { pin: '1234' },
    // An unknown card is refused like a wrong PIN.
    unknownParamStatus: 400,
    cases: [
      { name: 'no pin', status: 400, query: {} },
      { name: 'a wrong pin', status: 400, query: { pin: '9999' } },
      { name: 'pin of 12,000 characters', status: 400, query: { pin: long(12000) } },
      { name: 'an empty card', status: 400, params: { code: '5555666677778888' }, query: { pin: '0000' } },
    ],
  },
  {
    method: 'DELETE',
    path: '/shopper-retain24/gift-cards/{code}',
    style: 'shopper',
    auth: 'checkout',
    params: async (f) => ({ code: await f.giftCardCode() }),
    cases: [keyedOversizeBody],
  },
  ...(Object.keys(PROVIDER_SLUGS) as PaymentProviderName[]).flatMap(providerRoutes),
];

/** create-order's good body with fields of its `order` changed. */
const orderWith = (change: Json) => (b: Json) => ({ order: { ...(b.order as Json), ...change } });

const orderRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/orders/create-order/',
    style: 'proxy',
    // The paid order's checkout token as Authorization; another one does not match the order.
    auth: 'checkout',
    wrongTokenStatus: 403,
    body: async (f) => ({ order: await f.paidOrder() }),
    maxKeys: CREATE_ORDER_MAX_KEYS,
    cases: [
      { name: 'unknown provider', status: 400, body: orderWith({ provider: 'PayPal' }) },
      { name: 'unknown reference', status: 404, body: orderWith({ reference: 'PF-999999' }) },
      { name: 'reference of 5,000 characters', status: 400, body: orderWith({ reference: long(5000) }) },
      { name: 'the order at the top level', status: 400, body: (b) => ({ ...(b.order as Json) }) },
      { name: 'order an array', status: 400, body: (b) => ({ order: [b.order] }) },
    ],
  },
  // The seed's orders (mock-server/orders/seed.ts): order-100231 awaits Maria's decision (placed by
  // Sara for her), order-100212 is approved, order-100209 is Anna's and order-100228 Fjord Design's.
  {
    method: 'POST',
    path: '/api/orders/get-orders-by-email/',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    body: fixed({ email: MARIA }),
    cases: [
      { name: "another user's email", status: 403, body: () => ({ email: ERIK }) },
      { name: 'a blank email', status: 400, body: () => ({ email: '   ' }) },
      { name: 'email of 5,000 characters', status: 400, body: () => ({ email: `${long(5000)}@example.se` }) },
    ],
  },
  {
    method: 'POST',
    path: '/api/orders/get-orders-by-ref/',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    body: fixed({ ref: '100231' }),
    cases: [
      { name: 'a blank ref', status: 400, body: () => ({ ref: ' ' }) },
      { name: 'ref of 5,000 characters', status: 400, body: () => ({ ref: long(5000) }) },
    ],
  },
  {
    method: 'POST',
    path: '/api/orders/get-orders-by-organisation-number/',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    body: fixed({ organisationNumber: '5561234567' }),
    cases: [
      { name: 'another organisation', status: 403, body: () => ({ organisationNumber: '987654321' }) },
      { name: 'only a dash', status: 400, body: () => ({ organisationNumber: '-' }) },
      {
        name: 'organisationNumber of 5,000 characters',
        status: 400,
        body: () => ({ organisationNumber: '5'.repeat(5000) }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/orders/get-orders-by-user-id/',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    body: fixed({ userId: maria.id }),
    cases: [
      { name: "another user's id", status: 403, body: () => ({ userId: erik.id }) },
      { name: 'userId of 5,000 characters', status: 400, body: () => ({ userId: long(5000) }) },
    ],
  },
  {
    method: 'POST',
    path: '/api/orders/get-order-by-id/',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    body: fixed({ endpoint: 'order-100231' }),
    cases: [
      { name: 'unknown order', status: 404, body: () => ({ endpoint: 'order-nope' }) },
      { name: "another buyer's order", status: 403, body: () => ({ endpoint: 'order-100209' }) },
      { name: 'endpoint of 5,000 characters', status: 400, body: () => ({ endpoint: long(5000) }) },
    ],
  },
  {
    method: 'POST',
    path: '/api/orders/change-order-custom-state/',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    body: fixed({ stateId: 'customer_approved', orderId: 'order-100231', type: 'add' }),
    cases: [
      { name: 'unknown stateId', status: 400, body: (b) => ({ ...b, stateId: 'shipped' }) },
      { name: 'type toggle', status: 400, body: (b) => ({ ...b, type: 'toggle' }) },
      { name: 'unknown orderId', status: 404, body: (b) => ({ ...b, orderId: 'order-nope' }) },
      { name: 'an order of another company', status: 403, body: (b) => ({ ...b, orderId: 'order-100228' }) },
      {
        name: 'a decline of an approved order',
        status: 409,
        body: (b) => ({ ...b, orderId: 'order-100212', stateId: 'customer_declined' }),
      },
      {
        name: 'adding awaiting_customer_action',
        status: 403,
        body: (b) => ({ ...b, stateId: 'awaiting_customer_action' }),
      },
      { name: 'orderId of 5,000 characters', status: 400, body: (b) => ({ ...b, orderId: long(5000) }) },
    ],
  },
  {
    method: 'POST',
    path: '/api/orders/request-change/',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    body: fixed({ orderId: 'order-100231', reason: 'Please use the new logo.' }),
    cases: [
      { name: 'a blank reason', status: 400, body: (b) => ({ ...b, reason: '  ' }) },
      { name: 'reason of 2,001 characters', status: 400, body: (b) => ({ ...b, reason: long(2001) }) },
      { name: 'unknown orderId', status: 404, body: (b) => ({ ...b, orderId: 'order-nope' }) },
      { name: 'an approved order', status: 409, body: (b) => ({ ...b, orderId: 'order-100212' }) },
      { name: "another buyer's order", status: 403, body: (b) => ({ ...b, orderId: 'order-100209' }) },
    ],
  },
];

const catalogRoutes: Route[] = [
  {
    method: 'GET',
    path: '/shopper/products',
    style: 'shopper',
    query: { ...market, storeGroupId: 'default' },
    cases: [
      { name: 'no countryCode', status: 400, query: { languageCode: 'sv', storeGroupId: 'default' } },
      {
        name: 'unknown countryCode',
        status: 400,
        query: { ...market, countryCode: 'XX', storeGroupId: 'default' },
      },
      {
        name: 'storeGroupId of 12,000 characters',
        status: 400,
        query: { ...market, storeGroupId: long(12000) },
      },
    ],
  },
  {
    method: 'GET',
    path: '/shopper/products/by-slug/{slug}',
    style: 'shopper',
    params: values({ slug: 'classic-tee' }),
    query: market,
    cases: [
      { name: 'no languageCode', status: 400, query: { countryCode: 'SE' } },
      {
        name: 'languageCode of 12,000 characters',
        status: 400,
        query: { countryCode: 'SE', languageCode: long(12000) },
      },
    ],
  },
  { method: 'GET', path: `/shopper/prices/${pricePath}`, style: 'shopper', params: priceParams },
  { method: 'GET', path: `/shopper/stocks/${pricePath}`, style: 'shopper', params: priceParams },
  {
    method: 'GET',
    path: '/mock-assets/products/{file}',
    style: 'control',
    params: values({ file: 'classic-tee-blue.svg' }),
  },
  {
    method: 'POST',
    path: '/api/products/get-products-by-sku/',
    style: 'proxy',
    body: fixed({
      storeGroupSlug: 'default',
      market: 'se',
      language: 'sv',
      skuQuery: 'PF-1001,PF-1002&color=Blue',
      isMultiple: true,
      page: 1,
    }),
    cases: [
      { name: 'page 0', status: 400, body: (b) => ({ ...b, page: 0 }) },
      { name: 'page 1.5', status: 400, body: (b) => ({ ...b, page: 1.5 }) },
      { name: 'page 1e12', status: 400, body: (b) => ({ ...b, page: 1e12 }) },
      { name: 'unknown market', status: 400, body: (b) => ({ ...b, market: 'xx' }) },
    ],
  },
];

export const SIGNUP: Json = { ...customerSignup() };

const address = {
  name: 'Kontor',
  street_address: 'Verkstadsgatan 3',
  city: 'Malmö',
  postal_code: '21119',
  country: 'se',
};

const organisationBody = {
  name: 'Garbo Film AB',
  organisation_number: '5569876543',
  tax_id_vat_number: 'SE556987654301',
  contact_name: 'Greta Garbo',
  email: 'info@garbofilm.se',
  invoice_email: 'faktura@garbofilm.se',
  phone: '+4640123456',
  external_ref: 'GF-1',
  attribute_ids: ['attr-print'],
  credit_check: true,
  custom_fields: { segment: 'film' },
  billing_address: [address],
  shipping_address: [address],
};

const accountRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/auth/signup/',
    style: 'proxy',
    body: fixed(SIGNUP),
    cases: [
      {
        name: 'first_name of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, first_name: long(5000) }),
      },
      { name: 'last_name of 5,000 characters', status: 400, body: (b) => ({ ...b, last_name: long(5000) }) },
      {
        name: 'organisation_signup that is not a boolean',
        status: 400,
        body: (b) => ({ ...b, organisation_signup: 'yes' }),
      },
      { name: 'an address with an account', status: 409, body: (b) => ({ ...b, email: ANNA }) },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/organisation/signup/',
    style: 'proxy',
    body: async (f) => {
      const { userId, signupToken } = await f.signedUp();
      return { ...organisationBody, user_id: userId, signup_token: signupToken };
    },
    keep: ['signup_token', 'user_id'],
    cases: [
      { name: 'unknown signup_token', status: 403, body: (b) => ({ ...b, signup_token: 'no-such-token' }) },
      { name: 'user_id of another user', status: 403, body: (b) => ({ ...b, user_id: anna.id }) },
      { name: 'user_id of 5,000 characters', status: 403, body: (b) => ({ ...b, user_id: long(5000) }) },
      { name: 'no user_id', status: 400, body: ({ user_id: _id, ...b }) => b },
      { name: 'no signup_token', status: 401, body: ({ signup_token: _token, ...b }) => b },
      {
        name: "Nordic Print's organisation number",
        status: 409,
        body: (b) => ({ ...b, organisation_number: '5561234567' }),
      },
      { name: 'name of 5,000 characters', status: 400, body: (b) => ({ ...b, name: long(5000) }) },
      {
        name: 'billing street_address of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, billing_address: [{ ...address, street_address: long(5000) }] }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/create-verify-link/',
    style: 'proxy',
    body: fixed({ email: nils.email }),
    cases: [{ name: 'unknown email', status: 404, body: () => ({ email: 'nobody@example.se' }) }],
  },
  {
    method: 'POST',
    path: '/api/auth/verify-email/',
    style: 'proxy',
    body: async (f) => ({ token: await f.linkToken('verify') }),
    cases: [{ name: 'unknown token', status: 404, body: () => ({ token: 'no-such-token' }) }],
  },
  {
    method: 'POST',
    path: '/api/auth/create-reset-password-link/',
    style: 'proxy',
    body: fixed({ email: anna.email }),
    cases: [
      { name: 'unknown email', status: 404, body: () => ({ email: 'nobody@example.se' }) },
      { name: 'an unverified address', status: 403, body: () => ({ email: NILS }) },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password/',
    style: 'proxy',
    body: async (f) => ({ password: 'Brand-new-pass-9', reset_password_token: await f.linkToken('reset') }),
    cases: [
      {
        name: 'unknown reset_password_token',
        status: 404,
        body: (b) => ({ ...b, reset_password_token: 'no-such-token' }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/update-user/',
    style: 'proxy',
    auth: 'user',
    body: fixed({ first_name: 'Anna', street: 'Storgatan 1' }),
    bodyOptional: true,
    cases: [
      {
        name: 'first_name of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, first_name: long(5000) }),
      },
      { name: 'street of 5,000 characters', status: 400, body: (b) => ({ ...b, street: long(5000) }) },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/delete/',
    style: 'proxy',
    auth: 'user',
    cases: [tooManyQueryParameters, keyedOversizeBody],
  },
];

const proxyRoutes: Route[] = [
  { method: 'GET', path: '/api/settings/', style: 'proxy', cases: [tooManyQueryParameters] },
  {
    method: 'POST',
    path: '/api/auth/login/',
    style: 'proxy',
    body: fixed({ email: anna.email, password: DEMO_PASSWORD }),
    cases: [
      { name: 'unknown email', status: 404, body: (b) => ({ ...b, email: 'nobody@example.se' }) },
      { name: 'a wrong password', status: 401, body: (b) => ({ ...b, password: 'Wrong-password-1' }) },
      { name: 'an unverified address', status: 403, body: (b) => ({ ...b, email: NILS }) },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/refresh-token/',
    style: 'proxy',
    body: async (f) => ({ refresh_token: await f.refreshToken() }),
    cases: [{ name: 'unknown refresh_token', status: 401, body: () => ({ refresh_token: 'no-such-token' }) }],
  },
  {
    method: 'POST',
    path: '/api/auth/get-user/',
    style: 'proxy',
    auth: 'user',
    cases: [tooManyQueryParameters],
  },
  {
    method: 'POST',
    path: '/api/auth/accept-invitation/',
    style: 'proxy',
    auth: 'user',
    body: async (f) => ({ token: await f.invitationToken() }),
    cases: [
      { name: 'unknown token', status: 404, body: () => ({ token: 'no-such-token' }) },
      { name: 'signed in as another account', status: 403, user: ERIK },
    ],
  },
  {
    method: 'GET',
    path: '/api/auth/invitation/',
    style: 'proxy',
    queryOf: async (f) => ({ token: await f.invitationToken() }),
    cases: [
      { name: 'unknown token', status: 404, query: { token: 'no-such-token' } },
      { name: 'token of 12,000 characters', status: 400, query: { token: long(12000) } },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/decline-invitation/',
    style: 'proxy',
    body: async (f) => ({ token: await f.invitationToken() }),
    cases: [{ name: 'unknown token', status: 404, body: () => ({ token: 'no-such-token' }) }],
  },
  {
    method: 'POST',
    path: '/api/auth/logout/',
    style: 'proxy',
    body: async (f) => ({ refresh_token: await f.refreshToken() }),
  },
];

/** What the company form sends for Nordic Print (PUT /api/companies/{id}/). */
const companyAddress = {
  name: 'Huvudkontor',
  street_address: 'Tryckerigatan 4',
  city: 'Göteborg',
  postal_code: '41104',
  state_province: 'Västra Götaland',
  country: 'SE',
  phone: '+4631123456',
  is_default: true,
};
const companyUpdate = {
  contact_name: nordicPrint.contact_name,
  email: 'info@nordicprint.se',
  invoice_email: 'faktura@nordicprint.se',
  phone: '+4631123456',
  external_ref: 'NP-1001',
  billing_address: [companyAddress],
  shipping_address: [companyAddress],
};

const companyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/companies/',
    style: 'proxy',
    auth: 'user',
    user: OLLE,
    query: { page: '1', per_page: '10', search: 'nordic' },
    cases: [
      { name: 'not a super admin', status: 403, user: MARIA },
      { name: 'page 0', status: 400, query: { page: '0' } },
      { name: 'page 1.5', status: 400, query: { page: '1.5' } },
      { name: 'page of 400 digits', status: 400, query: { page: '9'.repeat(400) } },
      { name: 'per_page 101', status: 400, query: { per_page: '101' } },
      { name: 'per_page ten', status: 400, query: { per_page: 'ten' } },
      { name: 'search of 12,000 characters', status: 400, query: { search: long(12000) } },
    ],
  },
  {
    method: 'GET',
    path: '/api/companies/mine/',
    style: 'proxy',
    auth: 'user',
    user: SARA,
    cases: [tooManyQueryParameters],
  },
  {
    method: 'GET',
    path: '/api/companies/{id}/contacts/',
    style: 'proxy',
    auth: 'user',
    user: OLLE,
    params: values({ id: NORDIC_PRINT_ID }),
    cases: [{ name: 'a member who is no agent', status: 403, user: ERIK }],
  },
  {
    method: 'PUT',
    path: '/api/companies/{id}/',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    // Refused before the lookup: an admin learns nothing of companies she does not administer.
    unknownParamStatus: 403,
    params: values({ id: NORDIC_PRINT_ID }),
    body: fixed(companyUpdate),
    cases: [
      {
        name: 'contact_name of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, contact_name: long(5000) }),
      },
      { name: 'an invalid email', status: 400, body: (b) => ({ ...b, email: 'info@' }) },
      { name: 'no billing address', status: 400, body: (b) => ({ ...b, billing_address: [] }) },
      {
        name: '51 billing addresses',
        status: 400,
        body: (b) => ({ ...b, billing_address: Array.from({ length: 51 }, () => companyAddress) }),
      },
      {
        name: 'two default shipping addresses',
        status: 400,
        body: (b) => ({ ...b, shipping_address: [companyAddress, companyAddress] }),
      },
      {
        name: 'country Sweden',
        status: 400,
        body: (b) => ({ ...b, billing_address: [{ ...companyAddress, country: 'Sweden' }] }),
      },
      {
        name: 'an address that is a string',
        status: 400,
        body: (b) => ({ ...b, billing_address: ['Storgatan 1'] }),
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/companies/{id}/users/',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    unknownParamStatus: 403,
    params: values({ id: NORDIC_PRINT_ID }),
    query: { page: '1', per_page: '10', search: 'a' },
    cases: [
      { name: 'page 0', status: 400, query: { page: '0' } },
      { name: 'per_page 101', status: 400, query: { per_page: '101' } },
      { name: 'search of 12,000 characters', status: 400, query: { search: long(12000) } },
      { name: 'an unknown company (a super admin)', status: 404, user: OLLE, params: { id: 'no-such-id' } },
    ],
  },
  {
    method: 'POST',
    path: '/api/companies/{id}/users/',
    style: 'proxy',
    auth: 'user',
    user: OLLE,
    params: values({ id: NORDIC_PRINT_ID }),
    body: fixed({
      first_name: 'Greta',
      last_name: 'Gustafsson',
      email: 'greta@nordicprint.se',
      level: 'default',
    }),
    cases: [
      {
        name: 'first_name of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, first_name: long(5000) }),
      },
      { name: 'an invalid email', status: 400, body: (b) => ({ ...b, email: 'greta@' }) },
      { name: 'level owner', status: 400, body: (b) => ({ ...b, level: 'owner' }) },
      { name: 'a member who is no admin', status: 403, user: ERIK },
      { name: 'a member already', status: 409, body: (b) => ({ ...b, email: erik.email }) },
    ],
  },
  {
    method: 'GET',
    path: '/api/companies/{id}/invitations/',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    unknownParamStatus: 403,
    params: values({ id: NORDIC_PRINT_ID }),
    cases: [
      tooManyQueryParameters,
      { name: 'a member who is no admin', status: 403, user: ERIK },
      { name: 'an unknown company (a super admin)', status: 404, user: OLLE, params: { id: 'no-such-id' } },
    ],
  },
  {
    method: 'POST',
    path: '/api/companies/{id}/invitations/{invitationId}/resend/',
    style: 'proxy',
    auth: 'user',
    // A super admin: an unknown company and an unknown invitation are both 404.
    user: OLLE,
    params: async (f) => ({ id: NORDIC_PRINT_ID, invitationId: await f.invitationId() }),
    cases: [
      keyedOversizeBody,
      { name: 'a member who is no admin', status: 403, user: ERIK },
      { name: "another company's invitation", status: 404, params: { id: FJORD_DESIGN_ID } },
    ],
  },
  {
    method: 'DELETE',
    path: '/api/companies/{id}/invitations/{invitationId}/',
    style: 'proxy',
    auth: 'user',
    user: OLLE,
    params: async (f) => ({ id: NORDIC_PRINT_ID, invitationId: await f.invitationId() }),
    cases: [
      keyedOversizeBody,
      { name: 'a member who is no admin', status: 403, user: ERIK },
      { name: "another company's invitation", status: 404, params: { id: FJORD_DESIGN_ID } },
    ],
  },
  {
    method: 'DELETE',
    path: '/api/companies/{id}/users/{userId}/',
    style: 'proxy',
    auth: 'user',
    user: OLLE,
    params: values({ id: NORDIC_PRINT_ID, userId: erik.id }),
    cases: [
      { name: 'oneself', status: 400, params: { userId: olle.id } },
      { name: 'a member who is no admin', status: 403, user: ERIK },
      { name: 'the last admin', status: 409, params: { userId: maria.id } },
    ],
  },
];

const managementRoutes: Route[] = [
  {
    method: 'POST',
    path: '/management/oauth/token',
    style: 'management',
    body: fixed({
      grant_type: 'client_credentials',
      client_id: MANAGEMENT_CLIENT_ID,
      client_secret: MANAGEMENT_CLIENT_SECRET,
    }),
    cases: [
      { name: 'another grant_type', status: 400, body: (b) => ({ ...b, grant_type: 'password' }) },
      { name: 'a wrong client_secret', status: 401, body: (b) => ({ ...b, client_secret: 'guessed' }) },
    ],
  },
  ...['/management/settings', '/management/markets', '/management/store-groups'].map((path): Route => ({
    method: 'GET',
    path,
    style: 'management',
    auth: 'management',
    cases: [tooManyQueryParameters],
  })),
  {
    method: 'GET',
    path: '/management/users/{id}',
    style: 'management',
    auth: 'management',
    params: values({ id: anna.id }),
  },
  {
    method: 'GET',
    path: '/management/users',
    style: 'management',
    auth: 'management',
    query: { email: anna.email },
    cases: [
      { name: 'email of 5,000 characters', status: 400, query: { email: `${long(5000)}@example.se` } },
      { name: 'email of 12,000 characters', status: 400, query: { email: `${long(12000)}@example.se` } },
    ],
  },
];

const TEN_YEARS_MS = 10 * 365.25 * 24 * 3600 * 1000;

const controlRoutes: Route[] = [
  { method: 'POST', path: '/__mock/reset', style: 'control' },
  {
    method: 'POST',
    path: '/__mock/faults',
    style: 'control',
    body: fixed({ path: '/nothing/matches/this', status: 503, latencyMs: 10, times: 2 }),
    cases: [
      ...[101, 99, 600, 200.5].map((status) => ({
        name: `status ${status}`,
        status: 400,
        body: (b: Json) => ({ ...b, status }),
      })),
      ...[60_001, -1, 1e10].map((latencyMs) => ({
        name: `latencyMs ${latencyMs}`,
        status: 400,
        body: (b: Json) => ({ ...b, latencyMs }),
      })),
      ...[0, 1.5, 1e9].map((times) => ({
        name: `times ${times}`,
        status: 400,
        body: (b: Json) => ({ ...b, times }),
      })),
      { name: 'path of 5,000 characters', status: 400, body: (b) => ({ ...b, path: `/${long(5000)}` }) },
      { name: 'method of 5,000 characters', status: 400, body: (b) => ({ ...b, method: long(5000) }) },
    ],
  },
  { method: 'GET', path: '/__mock/faults', style: 'control' },
  { method: 'DELETE', path: '/__mock/faults', style: 'control' },
  {
    method: 'POST',
    path: '/__mock/expire-tokens',
    style: 'control',
    body: fixed({ kind: 'all' }),
    cases: [{ name: 'unknown kind', status: 400, body: () => ({ kind: 'everything' }) }],
  },
  {
    method: 'POST',
    path: '/__mock/clock',
    style: 'control',
    body: fixed({ advanceMs: 1000 }),
    cases: [1e308, TEN_YEARS_MS + 1, -5, 1.5].map((advanceMs) => ({
      name: `advanceMs ${advanceMs}`,
      status: 400,
      body: () => ({ advanceMs }),
    })),
  },
  { method: 'GET', path: '/__mock/clock', style: 'control' },
  {
    method: 'POST',
    path: '/__mock/stock',
    style: 'control',
    body: fixed({ productVariantId: 'TEE-BLUE-M', available: 5 }),
    cases: [
      { name: 'available -1', status: 400, body: (b) => ({ ...b, available: -1 }) },
      { name: 'available 1.5', status: 400, body: (b) => ({ ...b, available: 1.5 }) },
      { name: 'available 1e12', status: 400, body: (b) => ({ ...b, available: 1e12 }) },
      { name: 'unknown productVariantId', status: 404, body: (b) => ({ ...b, productVariantId: 'NO-SUCH' }) },
    ],
  },
  { method: 'GET', path: '/__mock/log', style: 'control' },
  {
    method: 'POST',
    path: '/__mock/payment-providers',
    style: 'control',
    body: fixed({ countryCode: 'SE', providers: ['Adyen', 'KlarnaCheckout'] }),
    cases: [
      {
        name: 'countryCode of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, countryCode: long(5000) }),
      },
      { name: 'unknown provider', status: 400, body: (b) => ({ ...b, providers: ['Klarna'] }) },
      { name: 'providers not a list', status: 400, body: (b) => ({ ...b, providers: { 0: 'Adyen' } }) },
      { name: '6,000 providers', status: 400, body: (b) => ({ ...b, providers: Array(6000).fill('Adyen') }) },
    ],
  },
  { method: 'GET', path: '/__mock/payment-providers', style: 'control' },
  {
    method: 'GET',
    path: '/__mock/outbox.json',
    style: 'control',
    query: { to: anna.email },
    cases: [{ name: 'to of 12,000 characters', status: 400, query: { to: long(12000) } }],
  },
  { method: 'GET', path: '/__mock/outbox', style: 'control' },
  { method: 'GET', path: '/__mock/outbox/', style: 'control' },
];

// The list answers `{ success: false, message }` and, like the mock's own routes, `error`.
const newsletterRoutes: Route[] = [
  {
    method: 'POST',
    path: '/newsletter/subscribe',
    style: 'newsletter',
    body: fixed({ email: 'new.reader@example.se', listId: 'printfabriken-news' }),
    cases: [
      { name: 'email without @', status: 400, body: (b) => ({ ...b, email: 'reader.example.se' }) },
      {
        name: 'email of 300 characters',
        status: 400,
        body: (b) => ({ ...b, email: `${long(290)}@example.se` }),
      },
      { name: 'listId of 5,000 characters', status: 400, body: (b) => ({ ...b, listId: long(5000) }) },
      { name: 'unknown listId', status: 404, body: (b) => ({ ...b, listId: 'no-such-list' }) },
      { name: 'listId __proto__', status: 404, body: (b) => ({ ...b, listId: '__proto__' }) },
    ],
  },
];

// The upload worker ({worker}) and the proxy's company-media deletion (test/mock-server/uploads.test.ts).
const NORDIC_PRINT = NORDIC_PRINT_ID;
const SYMBOL_SVG = 'nordic-print-symbol.svg';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
const EPS =
  '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 20 10\n1 0 0 setrgbcolor 2 2 16 6 rectfill showpage\n';

/** A multipart/form-data body of text fields and files (name, filename, content). */
function multipart(fields: [string, string][], files: [string, string, string][]) {
  const boundary = 'bad-input-boundary';
  const parts = [
    ...fields.map(([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`),
    ...files.map(
      ([name, filename, content]) =>
        `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}`,
    ),
  ];
  const text = `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;
  return () => Promise.resolve({ contentType: `multipart/form-data; boundary=${boundary}`, text });
}

/** The multipart upload of one file to Nordic Print, with what a case changes. */
const uploadForm = ({ companyId = NORDIC_PRINT, filename = 'symbol-ny.svg', content = SVG } = {}) =>
  multipart(
    [
      ['companyId', companyId],
      ['logoType', 'secondary'],
      ['description', 'Symbol'],
    ],
    [['files', filename, content]],
  );

/** A file past the worker's file limit, within what a body may carry (smallByteBounds.ts); made when sent. */
const fileTooLarge = (head: string) => `${head}${' '.repeat(smallByteBounds.uploadFile + 64 * 1024)}`;

const uploadRoutes: Route[] = [
  {
    method: 'POST',
    path: '/worker/eps-convert',
    style: 'control',
    auth: 'user',
    user: ERIK,
    rawBody: multipart([], [['file', 'logo.eps', EPS]]),
    bodyLimit: smallByteBounds.fileBody,
    cases: [
      { name: 'a JSON body', status: 400, body: () => ({ file: 'logo.eps' }) },
      {
        name: 'a file past the file limit',
        status: 413,
        rawBody: () => multipart([], [['file', 'huge.eps', fileTooLarge(EPS)]])(),
        textAnswer: true,
      },
      {
        name: 'a text file',
        status: 415,
        rawBody: multipart([], [['file', 'notes.txt', 'Hej!']]),
        textAnswer: true,
      },
      {
        name: 'an .eps that is no PostScript',
        status: 422,
        rawBody: multipart([], [['file', 'logo.eps', 'Hej!']]),
        textAnswer: true,
      },
    ],
  },
  {
    method: 'POST',
    path: '/worker/upload/',
    style: 'control',
    auth: 'user',
    user: MARIA,
    rawBody: uploadForm(),
    bodyLimit: smallByteBounds.fileBody,
    cases: [
      { name: 'a JSON body', status: 400, body: () => ({ companyId: NORDIC_PRINT }) },
      {
        name: 'a company she is no admin of',
        status: 403,
        rawBody: uploadForm({ companyId: FJORD_DESIGN_ID }),
      },
      {
        name: 'an unknown company (a super admin)',
        status: 404,
        user: OLLE,
        rawBody: uploadForm({ companyId: 'no-such-company' }),
      },
      { name: 'a filename the company has', status: 409, rawBody: uploadForm({ filename: SYMBOL_SVG }) },
      {
        name: 'a file past the file limit',
        status: 413,
        rawBody: () => uploadForm({ content: fileTooLarge(SVG) })(),
      },
      {
        name: 'a text file named .png',
        status: 415,
        rawBody: uploadForm({ filename: 'fake.png', content: 'not a picture' }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/worker/upload',
    style: 'control',
    auth: 'user',
    user: MARIA,
    body: fixed({
      filename: 'symbol-ny.svg',
      base64: `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`,
      companyId: NORDIC_PRINT,
      logoType: 'secondary',
      description: 'Symbol',
      custom_fields: {},
    }),
    bodyLimit: smallByteBounds.fileBody,
    cases: [
      {
        name: 'a text file named .png',
        status: 415,
        body: (b) => ({ ...b, filename: 'fake.png', base64: 'data:image/png;base64,bm90IGEgcGljdHVyZQ==' }),
      },
      { name: 'a filename the company has', status: 409, body: (b) => ({ ...b, filename: SYMBOL_SVG }) },
      {
        name: 'an unknown company (a super admin)',
        status: 404,
        user: OLLE,
        body: (b) => ({ ...b, companyId: 'no-such-company' }),
      },
      // Past the file limit once decoded (3 bytes a 4 characters), within what a body may carry.
      {
        name: 'a file past the file limit',
        status: 413,
        body: (b) => ({
          ...b,
          base64: `data:image/svg+xml;base64,${'A'.repeat(Math.ceil((smallByteBounds.uploadFile * 4) / 3) + 64 * 1024)}`,
        }),
      },
      { name: 'a filename with a slash', status: 400, body: (b) => ({ ...b, filename: 'a/b.svg' }) },
      {
        name: 'filename of 151 characters',
        status: 400,
        body: (b) => ({ ...b, filename: `${long(147)}.svg` }),
      },
      { name: 'base64 not a data URL', status: 400, body: (b) => ({ ...b, base64: 'PHN2Zy8+' }) },
      { name: 'base64 of broken base64', status: 400, body: (b) => ({ ...b, base64: 'data:;base64,@@@@' }) },
      { name: 'an empty file', status: 400, body: (b) => ({ ...b, base64: 'data:;base64,' }) },
      { name: 'unknown logoType', status: 400, body: (b) => ({ ...b, logoType: 'tertiary' }) },
      { name: 'description of 600 characters', status: 400, body: (b) => ({ ...b, description: long(600) }) },
      { name: 'custom_fields an array', status: 400, body: (b) => ({ ...b, custom_fields: ['hide'] }) },
      { name: 'a custom field a number', status: 400, body: (b) => ({ ...b, custom_fields: { hide: 1 } }) },
      {
        name: 'a company she is no admin of',
        status: 403,
        body: (b) => ({ ...b, companyId: FJORD_DESIGN_ID }),
      },
      { name: 'companyId of 5,000 characters', status: 400, body: (b) => ({ ...b, companyId: long(5000) }) },
    ],
  },
  {
    method: 'PUT',
    path: '/worker/upload',
    style: 'control',
    auth: 'user',
    user: MARIA,
    body: fixed({
      companyId: NORDIC_PRINT,
      filename: SYMBOL_SVG,
      logoType: 'alternative',
      description: 'Symbol',
    }),
    cases: [
      { name: 'unknown filename', status: 404, body: (b) => ({ ...b, filename: 'nope.svg' }) },
      { name: 'unknown logoType', status: 400, body: (b) => ({ ...b, logoType: 'tertiary' }) },
      { name: 'description of 600 characters', status: 400, body: (b) => ({ ...b, description: long(600) }) },
      {
        name: 'a company she is no admin of',
        status: 403,
        body: (b) => ({ ...b, companyId: FJORD_DESIGN_ID }),
      },
    ],
  },
  {
    method: 'GET',
    path: '/worker/files',
    style: 'control',
    auth: 'user',
    user: ERIK,
    query: { companyId: NORDIC_PRINT, per_page: '200' },
    cases: [
      { name: 'no companyId', status: 400, query: { per_page: '200' } },
      { name: 'per_page 0', status: 400, query: { companyId: NORDIC_PRINT, per_page: '0' } },
      { name: 'per_page 201', status: 400, query: { companyId: NORDIC_PRINT, per_page: '201' } },
      { name: 'per_page 1e9', status: 400, query: { companyId: NORDIC_PRINT, per_page: '1e9' } },
      { name: 'companyId of 300 characters', status: 400, query: { companyId: long(300) } },
      { name: 'a company he is no member of', status: 403, query: { companyId: FJORD_DESIGN_ID } },
      {
        name: 'an unknown company (a super admin)',
        status: 404,
        user: OLLE,
        query: { companyId: 'no-such-company' },
      },
    ],
  },
  {
    method: 'GET',
    path: '/worker/media/{fileId}/{filename}',
    style: 'control',
    params: values({ fileId: SEED_FILE_IDS.symbol, filename: SYMBOL_SVG }),
    // The link the worker lists, signed by the mock that answers (jest's, or a dev server's with its
    // own key); any other path fails the signature first.
    queryOf: async (f) => {
      const listing = await call<OrganisationFiles>(
        'GET',
        `/worker/files?companyId=${NORDIC_PRINT}&per_page=200`,
        { token: await f.accessToken(MARIA) },
      );
      const url = listing.body.companies[0]?.files.find((file) => file.id === SEED_FILE_IDS.symbol)?.url;
      if (!url) throw new Error(`the worker lists no ${SYMBOL_SVG}`);
      return Object.fromEntries(new URL(url, 'http://worker').searchParams);
    },
    unknownParamStatus: 403,
    cases: [{ name: 'an unknown token', status: 401, headers: { authorization: 'Bearer no-such-token' } }],
  },
  {
    method: 'DELETE',
    path: '/api/company-media/{id}',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    params: values({ id: SEED_FILE_IDS.logo }),
    cases: [{ name: 'a member who is no admin', status: 403, user: ERIK }],
  },
  {
    method: 'DELETE',
    path: '/api/company-media',
    style: 'proxy',
    auth: 'user',
    user: MARIA,
    query: { fileId: SEED_FILE_IDS.logo, companyId: NORDIC_PRINT },
    cases: [
      { name: 'no fileId', status: 400, query: { companyId: NORDIC_PRINT } },
      { name: 'unknown fileId', status: 404, query: { fileId: 'file-nope', companyId: NORDIC_PRINT } },
      {
        name: 'a company she is no admin of',
        status: 403,
        query: { fileId: SEED_FILE_IDS.logo, companyId: FJORD_DESIGN_ID },
      },
      {
        name: 'fileId of 300 characters',
        status: 400,
        query: { fileId: long(300), companyId: NORDIC_PRINT },
      },
    ],
  },
];

export const routes: Route[] = [
  ...shopperRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
  ...catalogRoutes,
  ...accountRoutes,
  ...proxyRoutes,
  ...companyRoutes,
  ...managementRoutes,
  ...controlRoutes,
  ...mockProviderRoutes,
  ...newsletterRoutes,
  ...uploadRoutes,
];

export const routeName = (route: Route) => `${route.method} ${route.path}`;
