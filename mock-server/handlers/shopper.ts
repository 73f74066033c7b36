import { http, HttpResponse } from 'msw';
import type {
  Cart,
  CartItem,
  CartItemOptions,
  SessionAttributes,
  StartSessionResult,
} from '../../src/api/types';
import { cartLine, repriceCart, variantPrice } from '../catalog/cartLines';
import { addLine, limitBreaches, overStock, removeLine, setLineQuantity } from '../catalog/cartRules';
import { checkNewCode, normalizeCode } from '../catalog/discountCodes';
import { findVariant, isSoldIn } from '../catalog/products';
import { db } from '../db';
import { newId, newToken } from '../ids';
import { readJson, requireString, bearerToken, type JsonObject } from './body';
import { guard, HttpError } from './guard';

function emptyCart(
  storeGroupId: string,
  countryCode: string,
  languageCode: string,
  currencyCode: string,
): Cart {
  return {
    id: newId('cart'),
    items: [],
    discountCodes: [],
    totals: { subTotal: 0, shippingTotal: 0, discountTotal: 0, taxTotal: 0, grandTotal: 0 },
    currencyCode,
    countryCode,
    languageCode,
    storeGroupId,
    capabilities: {
      paymentProviders: [{ name: 'KlarnaCheckout' }, { name: 'WalleyCheckout' }],
      giftCardProviders: [{ name: 'retain24' }],
      shippingProviders: [{ name: 'ingrid' }],
    },
  };
}

/** The cart the Authorization header's token belongs to (Bearer or the bare token). */
export function cartFor(request: Request): Cart {
  const token = bearerToken(request) ?? request.headers.get('authorization')?.trim();
  if (!token) throw new HttpError(401, 'missing token');
  const database = db();
  const cart = database.carts.get(database.cartSessions.get(token) ?? '');
  if (!cart) throw new HttpError(404, 'session not found');
  return cart;
}

const startSession = guard('shopper', async ({ request }) => {
  const body = await readJson(request);
  const database = db();
  const storeGroupRef = requireString(body, 'storeGroupId');
  const country = requireString(body, 'countryCode').toUpperCase();
  const language = requireString(body, 'languageCode');
  const storeGroup = database.storeGroups.find((g) => g.id === storeGroupRef || g.slug === storeGroupRef);
  if (!storeGroup) {
    const known = database.storeGroups.map((g) => `${g.id} (${g.slug})`).join(', ');
    throw new HttpError(400, `unknown storeGroupId '${storeGroupRef}'; expected one of ${known}`);
  }
  const market = database.markets.find((m) => m.country === country);
  if (!market) {
    const known = database.markets.map((m) => m.country).join(', ');
    throw new HttpError(400, `unknown countryCode '${country}'; expected one of ${known}`);
  }
  if (!/^[a-z]{2}$/i.test(language))
    throw new HttpError(400, 'languageCode must be a 2-letter language code');

  const cart = emptyCart(storeGroup.id, market.country, language.toLowerCase(), market.currency);
  const token = newToken();
  database.carts.set(cart.id, cart);
  database.cartSessions.set(token, cart.id);
  const result: StartSessionResult = { token, cart: structuredClone(cart) };
  return HttpResponse.json(result, { status: 201 });
});

const getSession = guard('shopper', ({ request }) => HttpResponse.json(structuredClone(cartFor(request))));

// ---- Cart lines ----

function cartAnswer(cart: Cart): Response {
  return HttpResponse.json(structuredClone(cart));
}

/** Stores the cart with these lines and codes, priced and totalled again. */
function commit(cart: Cart, changes: Partial<Pick<Cart, 'items' | 'discountCodes'>>): Cart {
  const database = db();
  const pricesIncludeTax =
    database.storeGroups.find((g) => g.id === cart.storeGroupId)?.pricesIncludeTax ?? true;
  const next = repriceCart({ ...cart, ...changes }, database.catalog, pricesIncludeTax);
  database.carts.set(next.id, next);
  return next;
}

function requireQuantity(body: JsonObject): number {
  const quantity = body.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    throw new HttpError(400, 'quantity must be an integer of at least 1', {
      details: 'to remove a line, DELETE /shopper/sessions/items/{itemId}',
    });
  }
  return quantity;
}

function optionsOf(value: unknown): CartItemOptions {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'options must be an object');
  const options = value as CartItemOptions;
  if (
    options.parentItem !== undefined &&
    (typeof options.parentItem !== 'string' || options.parentItem === '')
  ) {
    throw new HttpError(400, 'options.parentItem must be the id of a line in the cart');
  }
  return structuredClone(options);
}

/** A child line hangs under a top-level line of the same cart (one level, like a note in a gift box). */
function checkParent(cart: Cart, options: CartItemOptions, itemId?: string): void {
  const parentId = options.parentItem;
  if (parentId === undefined) return;
  const parent = cart.items.find((item) => item.id === parentId);
  if (!parent || parentId === itemId) {
    throw new HttpError(400, `options.parentItem '${parentId}' is not a line of this cart`);
  }
  if (parent.options.parentItem !== undefined) {
    throw new HttpError(400, `options.parentItem '${parentId}' is itself a child line`);
  }
  if (itemId !== undefined && cart.items.some((item) => item.options.parentItem === itemId)) {
    throw new HttpError(400, `line '${itemId}' has child lines and cannot become a child`);
  }
}

function lineOf(cart: Cart, itemId: string): CartItem {
  const line = cart.items.find((item) => item.id === itemId);
  if (!line) throw new HttpError(404, 'item not found', { details: `no line '${itemId}' in this cart` });
  return line;
}

/** Refuses a change that raises a variant above its stock or a product family/parent above its order limit. */
function enforceStockAndLimits(before: CartItem[], after: CartItem[]): void {
  const { catalog } = db();
  const over = overStock(before, after, (id) => catalog.stocks.get(id) ?? 0);
  if (over.length > 0) throw new HttpError(404, 'out of stock error', { productVariantIDs: over });
  const [breach] = limitBreaches(before, after, (id) => catalog.products.get(id)?.orderLimit);
  if (breach) {
    const scope = breach.per === 'family' ? `product family ${breach.group}` : `product ${breach.group}`;
    throw new HttpError(403, 'ORDER_LIMIT_REACHED', {
      details: `at most ${breach.limit} items of ${scope} per order`,
      orderLimit: breach.limit,
    });
  }
}

const addItem = guard('shopper', async ({ request }) => {
  const cart = cartFor(request);
  const body = await readJson(request);
  const productVariantId = requireString(body, 'productVariantId');
  const quantity = requireQuantity(body);
  const options = optionsOf(body.options);
  const { catalog } = db();
  const found = findVariant(catalog, productVariantId);
  if (!found) {
    throw new HttpError(404, 'product variant not found', {
      details: `no product variant '${productVariantId}'`,
    });
  }
  const price = variantPrice(
    catalog,
    found.product.id,
    productVariantId,
    cart.storeGroupId,
    cart.countryCode,
  );
  if (!isSoldIn(found.product, cart.countryCode) || !price) {
    throw new HttpError(404, 'product not available in this market', {
      productVariantIDs: [productVariantId],
    });
  }
  checkParent(cart, options);
  const items = addLine(cart.items, { productVariantId, quantity, options }, () =>
    cartLine(
      { id: newId('item'), quantity, options },
      found.product,
      found.variant,
      price,
      cart.languageCode,
    ),
  );
  enforceStockAndLimits(cart.items, items);
  return cartAnswer(commit(cart, { items }));
});

const updateQuantity = guard('shopper', async ({ request, params }) => {
  const cart = cartFor(request);
  const body = await readJson(request);
  const quantity = requireQuantity(body);
  const line = lineOf(cart, String(params.itemId));
  const items = setLineQuantity(cart.items, line.id, quantity);
  enforceStockAndLimits(cart.items, items);
  return cartAnswer(commit(cart, { items }));
});

const removeItem = guard('shopper', ({ request, params }) => {
  const cart = cartFor(request);
  const line = lineOf(cart, String(params.itemId));
  return cartAnswer(commit(cart, { items: removeLine(cart.items, line.id) }));
});

const updateOptions = guard('shopper', async ({ request, params }) => {
  const cart = cartFor(request);
  const body = await readJson(request);
  if (body.options === undefined) throw new HttpError(400, 'options is required');
  const options = optionsOf(body.options);
  const line = lineOf(cart, String(params.itemId));
  checkParent(cart, options, line.id);
  const items = cart.items.map((item) => (item.id === line.id ? { ...item, options } : item));
  return cartAnswer(commit(cart, { items }));
});

// ---- Discount codes ----

function discountError(error: string, details?: string): HttpError {
  return new HttpError(400, error, details ? { details } : {});
}

const addDiscountCode = guard('shopper', async ({ request }) => {
  const cart = cartFor(request);
  let body: JsonObject;
  try {
    body = await readJson(request);
  } catch (thrown) {
    throw thrown instanceof HttpError ? discountError('BAD_REQUEST', thrown.error) : thrown;
  }
  const checked = checkNewCode(
    body.discountCode,
    cart.discountCodes.map((c) => c.code),
    cart.totals.subTotal,
    db().catalog.discountCodes,
  );
  if (!checked.ok) {
    throw discountError(
      checked.error,
      checked.error === 'BAD_REQUEST' ? 'discountCode is required' : undefined,
    );
  }
  return cartAnswer(commit(cart, { discountCodes: [...cart.discountCodes, { code: checked.code }] }));
});

const removeDiscountCode = guard('shopper', ({ request, params }) => {
  const cart = cartFor(request);
  const code = normalizeCode(String(params.code));
  if (!cart.discountCodes.some((c) => c.code === code)) {
    throw new HttpError(404, 'discount code not found', { details: `code '${code}' is not on this cart` });
  }
  return cartAnswer(commit(cart, { discountCodes: cart.discountCodes.filter((c) => c.code !== code) }));
});

// ---- Session attributes ----

function attributesOf(body: JsonObject): SessionAttributes {
  const company = body.company;
  if (typeof company !== 'object' || company === null || Array.isArray(company)) {
    throw new HttpError(400, 'company is required (registrationNumber, taxId, name, reference)');
  }
  const fields = company as JsonObject;
  const text = (key: string, required: boolean) => {
    const value = fields[key] ?? '';
    if (typeof value !== 'string') throw new HttpError(400, `company.${key} must be a string`);
    if (required && value.trim() === '') throw new HttpError(400, `company.${key} is required`);
    return value;
  };
  return {
    company: {
      registrationNumber: text('registrationNumber', true),
      taxId: text('taxId', false),
      name: text('name', true),
      reference: text('reference', false),
    },
    merchantReference1: requireString(body, 'merchantReference1'),
  };
}

/** The company attributes of a cart's session, kept server-side for the checkout and order mocks. */
export function sessionAttributesOf(cartId: string): SessionAttributes | undefined {
  return db().catalog.sessionAttributes.get(cartId);
}

const setAttributes = guard('shopper', async ({ request }) => {
  const cart = cartFor(request);
  const attributes = attributesOf(await readJson(request));
  db().catalog.sessionAttributes.set(cart.id, attributes);
  return cartAnswer(cart);
});

export const shopperHandlers = [
  http.post('*/shopper/sessions/start', startSession),
  http.get('*/shopper/sessions', getSession),
  http.post('*/shopper/sessions/items', addItem),
  http.put('*/shopper/sessions/items/:itemId/options', updateOptions),
  http.put('*/shopper/sessions/items/:itemId', updateQuantity),
  http.delete('*/shopper/sessions/items/:itemId', removeItem),
  http.post('*/shopper/sessions/discount-codes', addDiscountCode),
  http.delete('*/shopper/sessions/discount-codes/:code', removeDiscountCode),
  http.patch('*/shopper/sessions/attributes', setAttributes),
];
