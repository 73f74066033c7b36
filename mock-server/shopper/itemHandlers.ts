import { variantPrice } from '../catalog/pricing';
import { findVariant, isSoldIn } from '../catalog/products';
import { db } from '../db';
import { readJson, requireId, type ReadOptions } from '../kit/body';
import { guard, HttpError } from '../kit/guard';
import { newId } from '../kit/ids';
import { cartLine } from './cartLines';
import { addLine, removeLine, setLineQuantity } from './cartRules';
import { cartAnswer, cartFor, commit } from './carts';
import {
  checkParent,
  enforceLineLimit,
  enforceStockAndLimits,
  lineOf,
  optionsOf,
  requireQuantity,
} from './lineChecks';

/**
 * A line's texts are typed text (kit/typedText.ts); its `text` option, a gift note typed in a
 * textarea, may have several lines.
 */
const LINE_TEXT: ReadOptions = { text: { lines: ['options.text'] } };

export const addItem = guard('shopper', async ({ request }) => {
  cartFor(request);
  const body = await readJson(request, LINE_TEXT);
  const cart = cartFor(request); // after the last await: a concurrent change is not overwritten
  const productVariantId = requireId(body, 'productVariantId');
  const quantity = requireQuantity(body);
  const options = optionsOf(body);
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
  enforceLineLimit(cart.items, items);
  enforceStockAndLimits(cart.items, items);
  return cartAnswer(commit(cart, { items }));
});

export const updateQuantity = guard('shopper', async ({ request, params }) => {
  cartFor(request);
  const body = await readJson(request);
  const cart = cartFor(request); // after the last await: a concurrent change is not overwritten
  const quantity = requireQuantity(body);
  const line = lineOf(cart, String(params.itemId));
  const items = setLineQuantity(cart.items, line.id, quantity);
  enforceStockAndLimits(cart.items, items);
  return cartAnswer(commit(cart, { items }));
});

export const removeItem = guard('shopper', ({ request, params }) => {
  const cart = cartFor(request);
  const line = lineOf(cart, String(params.itemId));
  return cartAnswer(commit(cart, { items: removeLine(cart.items, line.id) }));
});

export const updateOptions = guard('shopper', async ({ request, params }) => {
  cartFor(request);
  const body = await readJson(request, LINE_TEXT);
  const cart = cartFor(request); // after the last await: a concurrent change is not overwritten
  if (body.options === undefined) throw new HttpError(400, 'options is required');
  const options = optionsOf(body);
  const line = lineOf(cart, String(params.itemId));
  checkParent(cart, options, line.id);
  const items = cart.items.map((item) => (item.id === line.id ? { ...item, options } : item));
  return cartAnswer(commit(cart, { items }));
});
