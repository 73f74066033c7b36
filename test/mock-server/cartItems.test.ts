/** @jest-environment node */
import type { Cart, StartSessionResult } from '../../src/api/types';
import { db } from '../../mock-server/node';
import { MAX_CART_LINES } from '../../mock-server/shopper/lineChecks';
import { call, withMockBackend } from './helpers';

withMockBackend();

async function startCart(countryCode = 'SE', storeGroupId = 'default', languageCode = 'sv'): Promise<string> {
  const { body } = await call<StartSessionResult>('POST', '/shopper/sessions/start', {
    body: { storeGroupId, countryCode, languageCode },
  });
  return body.token;
}

const add = (token: string, productVariantId: string, quantity: number, options?: Record<string, unknown>) =>
  call<Cart>('POST', '/shopper/sessions/items', { token, body: { productVariantId, quantity, options } });
const setQuantity = (token: string, itemId: string, quantity: unknown) =>
  call<Cart>('PUT', `/shopper/sessions/items/${itemId}`, { token, body: { quantity } });
const remove = (token: string, itemId: string) =>
  call<Cart>('DELETE', `/shopper/sessions/items/${itemId}`, { token });
const lineOf = (cart: Cart, variantId: string) => cart.items.find((i) => i.productVariantId === variantId);

describe('POST /shopper/sessions/items', () => {
  it('adds a line with the cart prices, names, slug and attributes, and stores the cart', async () => {
    const token = await startCart();
    const { status, body } = await add(token, 'TEE-BLUE-M', 2);
    expect(status).toBe(200);
    expect(body.items).toEqual([
      {
        id: expect.stringMatching(/^item-/),
        productParentId: 'pp-classic-tee',
        productVariantId: 'TEE-BLUE-M',
        name: 'Classic Tee Blå M',
        displayName: 'Classic Tee',
        quantity: 2,
        imageUrl: '/mock-assets/products/classic-tee-blue.svg',
        basePriceAmount: 29900,
        salePriceAmount: 23900,
        totalPriceAmount: 47800,
        totalDiscountAmount: 12000,
        discountAmount: 6000,
        taxPercentage: 2500,
        options: {},
        customAttributes: {
          brand: 'Printfabriken',
          color: 'Blå',
          size: 'M',
          parentName: 'Classic Tee',
          productSlug: 'klassisk-t-shirt',
        },
        tags: { categories: ['apparel', 't-shirts'] },
      },
    ]);
    const stored = await call<Cart>('GET', '/shopper/sessions', { token });
    expect(stored.body).toEqual(body);
  });

  it('raises the quantity of the line when the same variant is added again', async () => {
    const token = await startCart();
    const first = await add(token, 'TEE-BLUE-M', 1);
    const { body } = await add(token, 'TEE-BLUE-M', 2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      id: first.body.items[0]?.id,
      quantity: 3,
      totalPriceAmount: 71700,
    });
  });

  it('keeps a separate line for the same variant with other options', async () => {
    const token = await startCart();
    await add(token, 'TEE-BLUE-M', 1, { print: 'front' });
    const { body } = await add(token, 'TEE-BLUE-M', 1, { print: 'back' });
    expect(body.items.map((i) => i.options)).toEqual([{ print: 'front' }, { print: 'back' }]);
  });

  it('answers the English slug and the order limit in an English cart', async () => {
    const token = await startCart('NO', 'default', 'en');
    const { body } = await add(token, 'BCP-WHITE-STD', 1);
    expect(body.items[0]?.customAttributes).toMatchObject({
      productSlug: 'business-card-pack',
      orderLimit: 5,
    });
  });

  it('answers 403 ORDER_LIMIT_REACHED when a product family would pass its limit', async () => {
    const token = await startCart();
    await add(token, 'BCP-WHITE-STD', 3);
    const refused = await add(token, 'BCP-WHITE-PREMIUM', 3);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'ORDER_LIMIT_REACHED', statusCode: 403, orderLimit: 5 });
    // another family of the same product has its own count
    const other = await add(token, 'BCP-CREAM-STD', 3);
    expect(other.status).toBe(200);
    const exactly = await add(token, 'BCP-WHITE-PREMIUM', 2);
    expect(exactly.status).toBe(200);
  });

  it('answers 403 ORDER_LIMIT_REACHED when a product parent would pass its limit over all its variants', async () => {
    const token = await startCart();
    await add(token, 'CAP-BLACK-ONE', 6);
    const refused = await add(token, 'CAP-BEIGE-ONE', 5);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'ORDER_LIMIT_REACHED' });
    const cart = await call<Cart>('GET', '/shopper/sessions', { token });
    expect(cart.body.items.map((i) => i.quantity)).toEqual([6]);
  });

  it('refuses a new line past MAX_CART_LINES with 403 CART_LINE_LIMIT_REACHED; the lines in it still change', async () => {
    expect(MAX_CART_LINES).toBe(100);
    const token = await startCart();
    const first = await add(token, 'TEE-BLUE-M', 1);
    // The other 99 lines as the add would make them (the same variant, each with its own options),
    // put in place directly: 99 adds would only cost time.
    const [line] = first.body.items;
    const cart = db().shopper.carts.get(first.body.id)!;
    cart.items = Array.from({ length: MAX_CART_LINES }, (_, i) => ({
      ...structuredClone(line!),
      id: `item-line-${i}`,
      options: i === 0 ? {} : { print: `run ${i}` },
    }));
    db().catalog.stocks.set('TEE-BLUE-M', 10_000);

    const refused = await add(token, 'TEE-WHITE-M', 1);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'CART_LINE_LIMIT_REACHED',
      statusCode: 403,
      requestId: expect.any(String),
      details: 'a cart holds at most 100 lines; remove a line to add another',
      lineLimit: 100,
    });
    // A line under a line is a line too.
    const note = await add(token, 'TEE-WHITE-M', 1, { parentItem: 'item-line-1' });
    expect(note.body).toMatchObject({ error: 'CART_LINE_LIMIT_REACHED' });
    let stored = await call<Cart>('GET', '/shopper/sessions', { token });
    expect(stored.body.items).toHaveLength(MAX_CART_LINES);

    // The same variant with the same options is no new line: its quantity rises.
    const raised = await add(token, 'TEE-BLUE-M', 2);
    expect(raised.status).toBe(200);
    expect(raised.body.items[0]!.quantity).toBe(3);
    expect((await setQuantity(token, 'item-line-5', 4)).status).toBe(200);
    // Once a line goes, a new one fits again.
    expect((await remove(token, 'item-line-9')).status).toBe(200);
    const added = await add(token, 'TEE-WHITE-M', 1);
    expect(added.status).toBe(200);
    stored = await call<Cart>('GET', '/shopper/sessions', { token });
    expect(stored.body.items).toHaveLength(MAX_CART_LINES);
    expect(lineOf(stored.body, 'TEE-WHITE-M')?.quantity).toBe(1);
  });

  it("answers 404 'out of stock error' with the productVariantIDs for an out-of-stock variant", async () => {
    const token = await startCart();
    const { status, body } = await add(token, 'TOTE-RED-ONE', 1);
    expect(status).toBe(404);
    expect(body).toEqual({
      error: 'out of stock error',
      statusCode: 404,
      requestId: expect.any(String),
      productVariantIDs: ['TOTE-RED-ONE'],
    });
  });

  it('checks the stock against the total quantity the cart would hold', async () => {
    const token = await startCart();
    expect((await add(token, 'HOODIE-NAVY-XL', 2)).status).toBe(200);
    const more = await add(token, 'HOODIE-NAVY-XL', 1);
    expect(more.status).toBe(404);
    expect(more.body).toMatchObject({ error: 'out of stock error', productVariantIDs: ['HOODIE-NAVY-XL'] });
  });

  it('answers 404 product not available in this market for a product not sold in Norway or Finland', async () => {
    for (const country of ['NO', 'FI']) {
      const token = await startCart(country, 'default', 'en');
      const { status, body } = await add(token, 'FIKA-WHITE-STD', 1);
      expect(status).toBe(404);
      expect(body).toEqual({
        error: 'product not available in this market',
        statusCode: 404,
        requestId: expect.any(String),
        productVariantIDs: ['FIKA-WHITE-STD'],
      });
    }
    expect((await add(await startCart('SE'), 'FIKA-WHITE-STD', 1)).status).toBe(200);
  });

  it.each([
    [{ productVariantId: 'TEE-BLUE-M', quantity: 0 }, 400, /quantity must be an integer of at least 1/],
    [{ productVariantId: 'TEE-BLUE-M', quantity: 1.5 }, 400, /quantity must be an integer/],
    [{ productVariantId: 'TEE-BLUE-M', quantity: '2' }, 400, /quantity must be an integer/],
    [{ productVariantId: 'TEE-BLUE-M' }, 400, /quantity must be an integer/],
    [{ quantity: 1 }, 400, /productVariantId is required/],
    [{ productVariantId: 'TEE-BLUE-M', quantity: 1, options: 'x' }, 400, /options must be an object/],
    [{ productVariantId: 'NOPE-NOPE-1', quantity: 1 }, 404, /product variant not found/],
  ])('answers a clear 4xx for %j', async (input, status, error) => {
    const token = await startCart();
    const answer = await call('POST', '/shopper/sessions/items', { token, body: input });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: expect.stringMatching(error), statusCode: status });
  });

  it('answers 401 without a token and 404 for an unknown token', async () => {
    const body = { productVariantId: 'TEE-BLUE-M', quantity: 1 };
    const missing = await call('POST', '/shopper/sessions/items', { body });
    expect(missing).toEqual({
      status: 401,
      body: { error: 'missing token', statusCode: 401, requestId: expect.any(String) },
    });
    const unknown = await call('POST', '/shopper/sessions/items', { token: 'nope', body });
    expect(unknown).toEqual({
      status: 404,
      body: { error: 'session not found', statusCode: 404, requestId: expect.any(String) },
    });
  });
});

describe('child items', () => {
  async function boxWithNote() {
    const token = await startCart();
    const box = await add(token, 'GIFTBOX-KRAFT-STD', 2);
    const boxId = box.body.items[0]?.id ?? '';
    const withNote = await add(token, 'GIFT-NOTE-STD', 2, { parentItem: boxId });
    return { token, boxId, cart: withNote.body };
  }

  it('adds a variant with options.parentItem as a child of that line', async () => {
    const { cart, boxId } = await boxWithNote();
    expect(cart.items).toHaveLength(2);
    expect(lineOf(cart, 'GIFT-NOTE-STD')).toMatchObject({ options: { parentItem: boxId }, quantity: 2 });
  });

  it('gives the child lines the parent quantity when it changes', async () => {
    const { token, boxId } = await boxWithNote();
    const { status, body } = await setQuantity(token, boxId, 3);
    expect(status).toBe(200);
    expect(body.items.map((i) => [i.productVariantId, i.quantity])).toEqual([
      ['GIFTBOX-KRAFT-STD', 3],
      ['GIFT-NOTE-STD', 3],
    ]);
  });

  it('removes the child lines with the parent, and a child alone', async () => {
    const { token, boxId, cart } = await boxWithNote();
    const noteId = lineOf(cart, 'GIFT-NOTE-STD')?.id ?? '';
    const withoutNote = await remove(token, noteId);
    expect(withoutNote.body.items.map((i) => i.id)).toEqual([boxId]);
    await add(token, 'GIFT-NOTE-STD', 1, { parentItem: boxId });
    const empty = await remove(token, boxId);
    expect(empty.status).toBe(200);
    expect(empty.body.items).toEqual([]);
    expect(empty.body.totals).toEqual({
      subTotal: 0,
      shippingTotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      grandTotal: 0,
    });
  });

  it('answers 400 for a parentItem that is not a line of the cart', async () => {
    const token = await startCart();
    const { status, body } = await add(token, 'GIFT-NOTE-STD', 1, { parentItem: 'item-nope' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "options.parentItem 'item-nope' is not a line of this cart" });
  });

  it('sets options with PUT .../options, checking the parent', async () => {
    const { token, boxId } = await boxWithNote();
    const tee = await add(token, 'TEE-BLUE-M', 1);
    const teeId = lineOf(tee.body, 'TEE-BLUE-M')?.id ?? '';
    const moved = await call<Cart>('PUT', `/shopper/sessions/items/${teeId}/options`, {
      token,
      body: { options: { parentItem: boxId } },
    });
    expect(moved.status).toBe(200);
    expect(lineOf(moved.body, 'TEE-BLUE-M')?.options).toEqual({ parentItem: boxId });
    const self = await call('PUT', `/shopper/sessions/items/${boxId}/options`, {
      token,
      body: { options: { parentItem: boxId } },
    });
    expect(self.status).toBe(400);
    const missing = await call('PUT', `/shopper/sessions/items/${teeId}/options`, { token, body: {} });
    expect(missing).toMatchObject({ status: 400, body: { error: 'options is required' } });
    const unknown = await call('PUT', '/shopper/sessions/items/item-nope/options', {
      token,
      body: { options: {} },
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'item not found' } });
  });
});

describe('PUT and DELETE /shopper/sessions/items/{itemId}', () => {
  it('sets the quantity and prices the line again', async () => {
    const token = await startCart();
    const added = await add(token, 'POSTER-WHITE-50X70', 1);
    const id = added.body.items[0]?.id ?? '';
    const { body } = await setQuantity(token, id, 4);
    expect(body.items[0]).toMatchObject({ quantity: 4, totalPriceAmount: 4 * 29900 });
    expect(body.totals.subTotal).toBe(4 * 29900);
  });

  it('refuses a quantity raise above the order limit or the stock, and always allows lowering', async () => {
    const token = await startCart();
    const cards = await add(token, 'BCP-BLACK-STD', 4);
    const cardsId = cards.body.items[0]?.id ?? '';
    expect((await setQuantity(token, cardsId, 6)).body).toMatchObject({ error: 'ORDER_LIMIT_REACHED' });
    expect((await setQuantity(token, cardsId, 5)).status).toBe(200);
    const hoodie = await add(token, 'HOODIE-NAVY-XL', 1);
    const hoodieId = lineOf(hoodie.body, 'HOODIE-NAVY-XL')?.id ?? '';
    const tooMany = await setQuantity(token, hoodieId, 3);
    expect(tooMany).toMatchObject({
      status: 404,
      body: { error: 'out of stock error', productVariantIDs: ['HOODIE-NAVY-XL'] },
    });
    db().catalog.stocks.set('BCP-BLACK-STD', 0);
    expect((await setQuantity(token, cardsId, 2)).status).toBe(200);
  });

  it.each([0, -1, 2.5, '3', null])('answers 400 for quantity %p (removal is DELETE)', async (quantity) => {
    const token = await startCart();
    const added = await add(token, 'TEE-BLUE-M', 1);
    const { status, body } = await setQuantity(token, added.body.items[0]?.id ?? '', quantity);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'quantity must be an integer of at least 1' });
  });

  it("answers 404 'item not found' for an unknown item id", async () => {
    const token = await startCart();
    expect(await setQuantity(token, 'item-nope', 1)).toMatchObject({
      status: 404,
      body: { error: 'item not found', statusCode: 404 },
    });
    expect(await remove(token, 'item-nope')).toMatchObject({
      status: 404,
      body: { error: 'item not found' },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await call('DELETE', '/shopper/sessions/items/item-x')).status).toBe(401);
    expect((await call('PUT', '/shopper/sessions/items/item-x', { body: { quantity: 1 } })).status).toBe(401);
  });
});
