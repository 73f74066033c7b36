import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import type { AddItemInput } from '../../../src/api/types';
import { addItemToCart } from '../../../src/features/cart/cartItemSagas';
import {
  cartChanged,
  cartGiftNoteSaveFailed,
  cartGiftNoteSaveRequested,
  cartGiftNoteSaveStarted,
  cartGiftNoteSaveSucceeded,
  cartItemAddRequested,
  cartItemAddSettled,
} from '../../../src/features/cart/cartSlice';
import { GIFT_NOTE } from '../../../src/features/cart/giftNote';
import { giftNoteWatcher, saveGiftNote } from '../../../src/features/cart/giftNoteSagas';
import { t } from '../../../src/i18n/localText';
import { sagaHarness, toasts } from '../../support/sagaHarness';
import { cart, cartCookies, cartSagaReducer, line, stateWith } from './fixtures';
import { held, runToEnd } from '../../support/sagaMustFinish';

const once = (idempotencyKey: string) => ({ idempotencyKey });

const { reducer, setup } = sagaHarness(cartSagaReducer);
type State = ReturnType<typeof reducer>;

const box = (quantity: number) =>
  line('line-box', quantity, {
    productParentId: 'pp-gift-box',
    productVariantId: 'GIFTBOX-KRAFT-STD',
    customAttributes: { parentName: 'Presentask' },
  });
const note = (quantity: number, text: string, options: Record<string, unknown> = {}) =>
  line('line-note', quantity, {
    productParentId: GIFT_NOTE.productParentId,
    productVariantId: GIFT_NOTE.productVariantId,
    salePriceAmount: 2900,
    basePriceAmount: 2900,
    options: { ...options, parentItem: 'line-box', text },
  });

const serverError = (statusCode: number, error: string) =>
  new ApiError({ message: error, statusCode, body: { error } });

describe('a gift note from the cart', () => {
  it('adds the note as a child line of the box, with the box quantity and the text in its options', async () => {
    const { services, events, providers } = setup({ cookies: cartCookies });
    const returned = cart({ items: [box(2), note(2, 'Grattis!')] });
    const { storeState } = await expectSaga(saveGiftNote, 'line-box', 'Grattis!')
      .withReducer(reducer, stateWith(cart({ items: [box(2)] })))
      .provide([[matchers.call.fn(services.api.shopper.addItem), returned], ...providers])
      .put(cartGiftNoteSaveStarted({ itemId: 'line-box', text: 'Grattis!' }))
      .call(
        services.api.shopper.addItem,
        {
          productVariantId: GIFT_NOTE.productVariantId,
          quantity: 2,
          options: { parentItem: 'line-box', text: 'Grattis!' },
        },
        once('id-1'),
      )
      .put(cartChanged(returned))
      .put(cartGiftNoteSaveSucceeded({ itemId: 'line-box' }))
      .returns(true)
      .run();
    const state = storeState as State;
    expect(state.cart.cart).toEqual(returned);
    expect(state.cart.giftNotes).toEqual({});
    expect(events).toEqual([
      expect.objectContaining({
        event: 'add_to_cart',
        params: expect.objectContaining({
          ecommerce: expect.objectContaining({
            items: [expect.objectContaining({ item_id: GIFT_NOTE.productVariantId, quantity: 2 })],
          }),
        }),
      }),
    ]);
  });

  it('edits the text of an existing note by replacing its options, keeping the others, and adds no line', async () => {
    const { services, events, providers } = setup({ cookies: cartCookies });
    const returned = cart({ items: [box(1), note(1, 'Nytt', { ribbon: 'red' })] });
    await expectSaga(saveGiftNote, 'line-box', 'Nytt')
      .withReducer(reducer, stateWith(cart({ items: [box(1), note(1, 'Gammalt', { ribbon: 'red' })] })))
      .provide([[matchers.call.fn(services.api.shopper.updateItemOptions), returned], ...providers])
      .call(services.api.shopper.updateItemOptions, 'line-note', {
        ribbon: 'red',
        parentItem: 'line-box',
        text: 'Nytt',
      })
      .not.call.fn(services.api.shopper.addItem)
      .put(cartChanged(returned))
      .returns(true)
      .run();
    expect(events).toEqual([]);
  });

  it('calls nothing when the note already says the text', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    await expectSaga(saveGiftNote, 'line-box', 'Samma')
      .withReducer(reducer, stateWith(cart({ items: [box(1), note(1, 'Samma')] })))
      .provide(providers)
      .not.call.fn(services.api.shopper.updateItemOptions)
      .not.call.fn(services.api.shopper.addItem)
      .not.put.actionType(cartChanged.type)
      .returns(true)
      .run();
  });

  it('a refused edit keeps the cart as it was and the typed text for a retry, with a translated toast', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const before = cart({ items: [box(1), note(1, 'Gammalt')] });
    const refused = serverError(500, 'Internal error');
    const { storeState } = await expectSaga(saveGiftNote, 'line-box', 'Nytt')
      .withReducer(reducer, stateWith(before))
      .provide([
        [matchers.call.fn(services.api.shopper.updateItemOptions), throwError(refused)],
        ...providers,
      ])
      .put(cartGiftNoteSaveFailed({ itemId: 'line-box', text: 'Nytt', error: toErrorInfo(refused) }))
      .not.put.actionType(cartChanged.type)
      .not.call.fn(services.api.shopper.getSession)
      .returns(false)
      .run();
    const state = storeState as State;
    expect(state.cart.cart).toEqual(before);
    expect(state.cart.giftNotes).toEqual({
      'line-box': { request: { status: 'failed', error: toErrorInfo(refused) }, text: 'Nytt' },
    });
    expect(toasts(state)).toEqual([
      { severity: 'error', title: t('cart.giftNote.saveFailed'), message: t('cart.error.failed') },
    ]);
  });

  it('a refused add keeps the typed text, says so, and fetches the cart again', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const before = cart({ items: [box(1)] });
    const { storeState } = await expectSaga(saveGiftNote, 'line-box', 'Grattis!')
      .withReducer(reducer, stateWith(before))
      .provide([
        [
          matchers.call.fn(services.api.shopper.addItem),
          throwError(
            new ApiError({
              message: 'out of stock error',
              statusCode: 404,
              body: { error: 'out of stock error', productVariantIDs: [GIFT_NOTE.productVariantId] },
            }),
          ),
        ],
        [matchers.call.fn(services.api.shopper.getSession), before],
        ...providers,
      ])
      .call(services.api.shopper.getSession)
      .returns(false)
      .run();
    const state = storeState as State;
    expect(state.cart.cart).toEqual(before);
    expect(state.cart.giftNotes['line-box']).toMatchObject({
      request: { status: 'failed' },
      text: 'Grattis!',
    });
    expect(toasts(state)).toEqual([
      { severity: 'error', title: t('cart.giftNote.saveFailed'), message: t('cart.giftNote.outOfStock') },
    ]);
  });

  it('a double click adds one note: a second save for the same box while the first runs is ignored', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    let calls = 0;
    // The first call is still under way when the second arrives; it answers after.
    const answers = held();
    await runToEnd(
      expectSaga(giftNoteWatcher)
        .withReducer(reducer, stateWith(cart({ items: [box(1)] })))
        .provide([
          [
            matchers.call.fn(services.api.shopper.addItem),
            dynamic(() => {
              calls += 1;
              return answers.later(cart({ items: [box(1)] }));
            }),
          ],
          ...providers,
        ])
        .dispatch(cartGiftNoteSaveRequested({ itemId: 'line-box', text: 'Grattis!' })),
      cartGiftNoteSaveRequested({ itemId: 'line-box', text: 'Grattis!' }),
      answers.release,
    );
    expect(calls).toBe(1);
  });

  it('ignores a save for a box whose note is being saved from elsewhere (the product page)', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const saving = reducer(
      stateWith(cart({ items: [box(1)] })),
      cartGiftNoteSaveStarted({ itemId: 'line-box', text: 'Först' }),
    );
    await expectSaga(saveGiftNote, 'line-box', 'Sen')
      .withReducer(reducer, saving)
      .provide(providers)
      .not.call.fn(services.api.shopper.addItem)
      .returns(false)
      .run();
  });
});

describe('a gift box added with a note on the product page', () => {
  const boxAdd = cartItemAddRequested({
    productVariantId: 'GIFTBOX-KRAFT-STD',
    quantity: 2,
    productParentId: 'pp-gift-box',
    giftNote: 'Grattis på födelsedagen!',
  });

  it('adds the box, then the note under the box line with the box line quantity, while the add is under way', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const added: AddItemInput[] = [];
    // The box was in the cart once already: the add merges into its line, which now holds 3.
    const withBox = cart({ items: [box(3)] });
    const withNote = cart({ items: [box(3), note(3, 'Grattis på födelsedagen!')] });
    const { storeState } = await expectSaga(addItemToCart, boxAdd)
      .withReducer(reducer, stateWith(cart({ items: [box(1)] })))
      .provide([
        [
          matchers.call.fn(services.api.shopper.addItem),
          dynamic(({ args }) => {
            added.push(args[0] as AddItemInput);
            return added.length === 1 ? withBox : withNote;
          }),
        ],
        ...providers,
      ])
      .put(cartChanged(withNote))
      .put(cartItemAddSettled({ productVariantId: 'GIFTBOX-KRAFT-STD' }))
      .run();
    expect(added).toEqual([
      { productVariantId: 'GIFTBOX-KRAFT-STD', quantity: 2 },
      {
        productVariantId: GIFT_NOTE.productVariantId,
        quantity: 3,
        options: { parentItem: 'line-box', text: 'Grattis på födelsedagen!' },
      },
    ]);
    expect((storeState as State).cart.cart).toEqual(withNote);
  });

  it('keeps the box when the note is refused, tells the shopper, and keeps the text for the cart', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const withBox = cart({ items: [box(2)] });
    let calls = 0;
    const { storeState } = await expectSaga(addItemToCart, boxAdd)
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [
          matchers.call.fn(services.api.shopper.addItem),
          dynamic(() => {
            calls += 1;
            if (calls === 1) return withBox;
            throw serverError(400, 'options.text must be a text of 1 to 200 characters');
          }),
        ],
        [matchers.call.fn(services.api.shopper.getSession), withBox],
        ...providers,
      ])
      .put(cartItemAddSettled({ productVariantId: 'GIFTBOX-KRAFT-STD' }))
      .run();
    const state = storeState as State;
    expect(state.cart.cart).toEqual(withBox);
    expect(state.cart.giftNotes).toEqual({
      'line-box': {
        request: { status: 'failed', error: expect.objectContaining({ statusCode: 400 }) as unknown },
        text: 'Grattis på födelsedagen!',
      },
    });
    expect(toasts(state)).toEqual([
      {
        severity: 'error',
        title: t('cart.giftNote.notAddedWithBox'),
        message: t('cart.error.failed'),
      },
    ]);
  });

  it('adds no note when the box itself is refused', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    let calls = 0;
    await expectSaga(addItemToCart, boxAdd)
      .withReducer(reducer, stateWith(cart()))
      .provide([
        [
          matchers.call.fn(services.api.shopper.addItem),
          dynamic(() => {
            calls += 1;
            throw serverError(500, 'Internal error');
          }),
        ],
        [matchers.call.fn(services.api.shopper.getSession), cart()],
        ...providers,
      ])
      .not.put.actionType(cartGiftNoteSaveStarted.type)
      .run();
    expect(calls).toBe(1);
  });
});
