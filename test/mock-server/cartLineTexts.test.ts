/** @jest-environment node */
import type { Cart, StartSessionResult } from '../../src/api/types';
import { LINE_TEXT_MAX_LENGTH } from '../../mock-server/shopper/lineChecks';
import { call, withMockBackend } from './helpers';

withMockBackend();

async function startCart(): Promise<string> {
  const { body } = await call<StartSessionResult>('POST', '/shopper/sessions/start', {
    body: { storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' },
  });
  return body.token;
}

const add = (token: string, productVariantId: string, quantity: number, options?: Record<string, unknown>) =>
  call<Cart>('POST', '/shopper/sessions/items', { token, body: { productVariantId, quantity, options } });
const setOptions = (token: string, itemId: string, options: Record<string, unknown>) =>
  call<Cart>('PUT', `/shopper/sessions/items/${itemId}/options`, { token, body: { options } });
const lineOf = (cart: Cart, variantId: string) => cart.items.find((i) => i.productVariantId === variantId);

async function boxWithNote(text = 'Grattis!') {
  const token = await startCart();
  const box = await add(token, 'GIFTBOX-KRAFT-STD', 1);
  const boxId = box.body.items[0]!.id;
  const withNote = await add(token, 'GIFT-NOTE-STD', 1, { parentItem: boxId, text });
  return { token, boxId, noteId: lineOf(withNote.body, 'GIFT-NOTE-STD')!.id, cart: withNote.body };
}

describe('a gift note line (options.text under options.parentItem)', () => {
  it('keeps the text of the note in the line options', async () => {
    const { cart, boxId } = await boxWithNote('Kram från oss');
    expect(lineOf(cart, 'GIFT-NOTE-STD')).toMatchObject({
      quantity: 1,
      options: { parentItem: boxId, text: 'Kram från oss' },
    });
  });

  it('replaces the text with PUT .../options, leaving the line and its quantity', async () => {
    const { token, boxId, noteId } = await boxWithNote();
    const { status, body } = await setOptions(token, noteId, { parentItem: boxId, text: 'God jul' });
    expect(status).toBe(200);
    expect(body.items.map((i) => [i.id, i.quantity, i.options])).toEqual([
      [boxId, 1, {}],
      [noteId, 1, { parentItem: boxId, text: 'God jul' }],
    ]);
  });

  it(`takes a text of up to ${LINE_TEXT_MAX_LENGTH} characters and answers 400 for a longer, blank or non-text one`, async () => {
    const { token, boxId, noteId } = await boxWithNote();
    const longest = 'x'.repeat(LINE_TEXT_MAX_LENGTH);
    expect((await setOptions(token, noteId, { parentItem: boxId, text: longest })).status).toBe(200);
    for (const text of ['x'.repeat(LINE_TEXT_MAX_LENGTH + 1), '  ', 42]) {
      const edit = await setOptions(token, noteId, { parentItem: boxId, text });
      expect(edit).toMatchObject({
        status: 400,
        body: {
          error: `options.text must be a text of 1 to ${LINE_TEXT_MAX_LENGTH} characters`,
          statusCode: 400,
          requestId: expect.any(String),
        },
      });
      expect((await add(token, 'GIFT-NOTE-STD', 1, { parentItem: boxId, text })).status).toBe(400);
    }
    const stored = await call<Cart>('GET', '/shopper/sessions', { token });
    expect(lineOf(stored.body, 'GIFT-NOTE-STD')!.options.text).toBe(longest);
  });

  it('raises the note with its box when the box is added again and merges into its line', async () => {
    const { token, boxId, noteId } = await boxWithNote();
    const { body } = await add(token, 'GIFTBOX-KRAFT-STD', 2);
    expect(body.items.map((i) => [i.id, i.quantity])).toEqual([
      [boxId, 3],
      [noteId, 3],
    ]);
    expect(body.totals.subTotal).toBe(3 * 39900 + 3 * 2900);
  });
});
