import type { Json, Route } from './badInputRoutes';
import { routeName } from './badInputRoutes';

// The texts a person types that each route stores (docs/rules.md#typed-text): every one gets a row
// of the bad-input table with a control character, a bidi control and a line separator (a field of
// several lines keeps its line breaks, so only the first two). Every other string of a route's good
// body is named in NOT_TYPED, and badInput.test.ts checks that each string of each good body is one
// or the other: a field a route starts to take cannot go without its rows.

export interface TypedFields {
  /** Single lines: names, addresses, e-mail addresses, phone numbers, references. */
  line?: readonly string[];
  /** Several lines (a textarea): a reason, a description, a gift note. */
  lines?: readonly string[];
}

const address = (at: string, fields: readonly string[]) => fields.map((field) => `${at}.${field}`);
const PERSON = ['givenName', 'familyName', 'address', 'postalCode', 'city', 'telephoneNumber', 'email'];
const COMPANY_ADDRESS = [
  'name',
  'street_address',
  'co_address',
  'house_number',
  'city',
  'postal_code',
  'state_province',
  'phone',
];
const SIGNUP_ADDRESS = ['name', 'street_address', 'city', 'postal_code'];

/** Paths with `.` between keys and list indices; a path the good body lacks is added by the row. */
export const TYPED_TEXT: Readonly<Record<string, TypedFields>> = {
  'POST /shopper/sessions/items': { line: ['options.note'], lines: ['options.text'] },
  'PUT /shopper/sessions/items/{itemId}/options': { line: ['options.note'], lines: ['options.text'] },
  'PATCH /shopper/sessions/attributes': {
    line: [
      'company.registrationNumber',
      'company.taxId',
      'company.name',
      'company.reference',
      'merchantReference1',
    ],
  },
  // The same handler serves every provider's backend: Klarna's rows stand for all five.
  'POST /shopper-klarna/checkouts': {
    line: [
      ...address('customer.billingAddress', PERSON),
      ...address('customer.shippingAddress', PERSON),
      'customer.company.name',
      'customer.company.organisationNumber',
      'customer.company.reference',
    ],
  },
  'POST /api/orders/create-order/': {
    line: [...address('order.billingAddress', PERSON), ...address('order.shippingAddress', PERSON)],
  },
  'POST /api/orders/request-change/': { lines: ['reason'] },
  'POST /api/auth/signup/': { line: ['first_name', 'last_name', 'email', 'phone_number'] },
  'POST /api/auth/organisation/signup/': {
    line: [
      'name',
      'organisation_number',
      'tax_id_vat_number',
      'contact_name',
      'email',
      'invoice_email',
      'phone',
      'external_ref',
      'custom_fields.segment',
      ...address('billing_address.0', SIGNUP_ADDRESS),
      ...address('shipping_address.0', SIGNUP_ADDRESS),
    ],
  },
  'POST /api/auth/update-user/': {
    line: ['first_name', 'last_name', 'street', 'postal_code', 'city', 'phone_number'],
  },
  'PUT /api/companies/{id}/': {
    line: [
      'contact_name',
      'email',
      'invoice_email',
      'phone',
      'external_ref',
      ...address('billing_address.0', COMPANY_ADDRESS),
      ...address('shipping_address.0', COMPANY_ADDRESS),
    ],
  },
  'POST /api/companies/{id}/users/': { line: ['first_name', 'last_name', 'email'] },
  'POST /mock-providers/klarna/api/sessions/{publicToken}/customer': {
    line: [...address('billingAddress', PERSON), ...address('shippingAddress', PERSON)],
  },
  'POST /mock-providers/adyen/checkoutshopper/v1/sessions/{sessionId}/payments': {
    line: ['paymentMethod.holderName'],
  },
  'POST /newsletter/subscribe': { line: ['email'] },
  'POST /worker/upload': { line: ['filename', 'custom_fields.preview_for'], lines: ['description'] },
  'PUT /worker/upload': { lines: ['description'] },
};

const PROVIDER_CHECKOUTS = /^POST \/shopper-[a-z0-9]+\/checkouts$/;

/**
 * The strings of good bodies that are no text a person types: ids, tokens, codes, choices from a
 * list, URLs the app builds, what the catalogue named, passwords (never shown). They are held to the
 * rule all the same (readJson refuses a control character in any of them); they get no rows.
 */
const NOT_TYPED = new Set([
  'storeGroupId',
  'countryCode',
  'languageCode',
  'productVariantId',
  'discountCode',
  'paymentProvider',
  'giftCardProvider',
  'shippingProvider',
  'confirmationUrl',
  'termsUrl',
  'walley.merchantTermsUri',
  'walley.redirectPageUri',
  'customer.billingAddress.country',
  'customer.shippingAddress.country',
  'provider',
  'order.provider',
  'order.reference',
  'order.currencyCode',
  'order.billingAddress.country',
  'order.shippingAddress.country',
  'ref',
  'organisationNumber',
  'userId',
  'endpoint',
  'stateId',
  'orderId',
  'type',
  'storeGroupSlug',
  'market',
  'language',
  'skuQuery',
  'password',
  'country_code',
  'country',
  'store_group',
  'role',
  'status',
  'attribute_ids.0',
  'billing_address.0.country',
  'shipping_address.0.country',
  'user_id',
  'signup_token',
  'token',
  'reset_password_token',
  'refresh_token',
  'level',
  'grant_type',
  'client_id',
  'client_secret',
  'path',
  'kind',
  'providers.0',
  'providers.1',
  'billingAddress.country',
  'shippingAddress.country',
  'sessionData',
  'paymentMethod.type',
  'paymentMethod.encryptedCardNumber',
  'paymentMethod.encryptedExpiryMonth',
  'paymentMethod.encryptedExpiryYear',
  'paymentMethod.encryptedSecurityCode',
  'origin',
  'details.threeDSResult',
  'listId',
  'base64',
  'companyId',
  'logoType',
]);

/** Strings that are no typed text on some routes only (a lookup's e-mail, the order's catalogue data). */
const NOT_TYPED_ON: Readonly<Record<string, RegExp>> = {
  'POST /api/orders/get-orders-by-email/': /^email$/,
  'POST /api/auth/create-verify-link/': /^email$/,
  'POST /api/auth/create-reset-password-link/': /^email$/,
  'POST /api/auth/login/': /^email$/,
  'POST /api/orders/create-order/': /^order\.items\./,
  // The file's name on a change only finds the file.
  'PUT /worker/upload': /^filename$/,
};

/** The typed texts of a route: its own rows, or (every provider's checkouts) Klarna's. */
export function typedFieldsOf(route: Route): TypedFields {
  const name = routeName(route);
  if (PROVIDER_CHECKOUTS.test(name)) return TYPED_TEXT['POST /shopper-klarna/checkouts']!;
  return TYPED_TEXT[name] ?? {};
}

/** The strings of `body` (as `a.0.b` paths) that are neither a typed text of the route nor named as no text. */
export function unclassifiedStrings(route: Route, body: Json): string[] {
  const { line = [], lines = [] } = typedFieldsOf(route);
  const typed = new Set([...line, ...lines]);
  const notHere = NOT_TYPED_ON[routeName(route)];
  const paths: string[] = [];
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === 'string') paths.push(path.join('.'));
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, String(index)]));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(body, []);
  return paths.filter((path) => !typed.has(path) && !NOT_TYPED.has(path) && !notHere?.test(path));
}

/** `body` with `text` put after the first character of the value at `path` (made when absent). */
export function withTextAt(body: Json, path: string, text: string): Json {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1]!;
  const good = node[last];
  const value = typeof good === 'string' && good !== '' ? good : 'x';
  node[last] = `${value.slice(0, 1)}${text}${value.slice(1)}`;
  return copy;
}
