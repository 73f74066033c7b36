import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import {
  cartChanged,
  cartDiscountCodeAddFailed,
  cartDiscountCodeAddRequested,
  cartDiscountCodeRemoveRequested,
  cartDiscountCodeRemoveSettled,
  checkoutInvalidated,
} from '../../../src/features/cart/cartSlice';
import {
  addDiscountCode,
  discountCodeWatchers,
  removeDiscountCode,
} from '../../../src/features/cart/discountCodeSagas';
import { t } from '../../../src/i18n/localText';
import { sagaHarness, toasts } from '../../support/sagaHarness';
import { cart, cartCookies, cartItem, cartSagaReducer, stateWith } from './fixtures';
import { held, runToEnd } from '../../support/sagaMustFinish';

const once = (idempotencyKey: string) => ({ idempotencyKey });

const { reducer, setup } = sagaHarness(cartSagaReducer);
type State = ReturnType<typeof reducer>;

const withCode = cart({ items: [cartItem('a', 1)], discountCodes: [{ code: 'SAVE10' }] });
const refused = (code: string) => new ApiError({ message: code, statusCode: 400, body: { error: code } });

/** A state where the promo form is pending, as the request action leaves it. */
const pending = (code: string) =>
  reducer(stateWith(cart({ items: [cartItem('a', 1)] })), cartDiscountCodeAddRequested({ code }));

describe('applying a promo code', () => {
  it('replaces the cart, invalidates the checkout and marks the form succeeded (the box then empties its input)', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(
      addDiscountCode,
      cartDiscountCodeAddRequested({ code: ' SAVE10 ' }),
    )
      .withReducer(reducer, pending(' SAVE10 '))
      .provide([[matchers.call.fn(services.api.shopper.addDiscountCode), withCode], ...providers])
      .call(services.api.shopper.addDiscountCode, 'SAVE10', once('id-1'))
      .put(cartChanged(withCode))
      .put(checkoutInvalidated())
      .run();
    const state = storeState as State;
    expect(state.cart.cart!.discountCodes).toEqual([{ code: 'SAVE10' }]);
    expect(state.cart.promo).toEqual({ request: { status: 'succeeded', error: null }, errorKey: null });
  });

  it('sends nothing when the field is empty', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(addDiscountCode, cartDiscountCodeAddRequested({ code: '   ' }))
      .withReducer(reducer, pending('   '))
      .provide(providers)
      .not.call.fn(services.api.shopper.addDiscountCode)
      .run();
    expect((storeState as State).cart.promo.request.status).toBe('idle');
  });

  it.each([
    ['MISSING_DISCOUNT_CODE', 'missingDiscount'],
    ['CONDITION_DISCOUNT_CODE', 'conditionDiscount'],
    ['CONDITION_DISCOUNT_EXTERNAL', 'conditionDiscountExternal'],
    ['EXPIRED_DISCOUNT_CODE', 'expiredDiscount'],
    ['ALREADY_ADDED_DISCOUNT_CODE', 'alreadyAddedDiscount'],
    ['INACTIVE_DISCOUNT_CODE', 'discountIsInactive'],
    ['BAD_REQUEST', 'discountBadRequest'],
  ])('%s becomes the voucher alert %s, without a toast', async (code, key) => {
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(addDiscountCode, cartDiscountCodeAddRequested({ code: 'X' }))
      .withReducer(reducer, pending('X'))
      .provide([
        [matchers.call.fn(services.api.shopper.addDiscountCode), throwError(refused(code))],
        ...providers,
      ])
      .put.actionType(cartDiscountCodeAddFailed.type)
      .not.put.actionType(cartChanged.type)
      .run();
    const state = storeState as State;
    expect(state.cart.promo.errorKey).toBe(key);
    expect(state.cart.promo.request.status).toBe('failed');
    expect(toasts(state)).toEqual([]);
  });

  it("anything else is a toast in the shop's language and no alert", async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(addDiscountCode, cartDiscountCodeAddRequested({ code: 'X' }))
      .withReducer(reducer, pending('X'))
      .provide([
        [
          matchers.call.fn(services.api.shopper.addDiscountCode),
          throwError(new ApiError({ message: 'discount service unavailable', statusCode: 503 })),
        ],
        ...providers,
      ])
      .run();
    const state = storeState as State;
    expect(state.cart.promo.errorKey).toBeNull();
    expect(toasts(state)).toEqual([
      {
        severity: 'error',
        title: t('cart.voucher.addFailed'),
        message: t('cart.error.failed'),
      },
    ]);
  });

  it('a successful add clears an earlier error', () => {
    const failed = reducer(
      pending('X'),
      cartDiscountCodeAddFailed({
        error: { message: 'EXPIRED_DISCOUNT_CODE' } as never,
        errorKey: 'expiredDiscount',
      }),
    );
    expect(reducer(failed, cartDiscountCodeAddRequested({ code: 'SAVE10' })).cart.promo.errorKey).toBeNull();
  });
});

describe('removing a promo code', () => {
  it('replaces the cart and clears the error message', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const failed = reducer(
      reducer(
        stateWith(withCode),
        cartDiscountCodeAddFailed({ error: {} as never, errorKey: 'expiredDiscount' }),
      ),
      cartDiscountCodeRemoveRequested({ code: 'SAVE10' }),
    );
    expect(failed.cart.removingCodes).toEqual(['SAVE10']);
    const without = cart({ items: [cartItem('a', 1)] });
    const { storeState } = await expectSaga(
      removeDiscountCode,
      cartDiscountCodeRemoveRequested({ code: 'SAVE10' }),
    )
      .withReducer(reducer, failed)
      .provide([[matchers.call.fn(services.api.shopper.removeDiscountCode), without], ...providers])
      .call(services.api.shopper.removeDiscountCode, 'SAVE10', once('id-1'))
      .put(cartDiscountCodeRemoveSettled({ code: 'SAVE10', removed: true }))
      .run();
    const state = storeState as State;
    expect(state.cart.cart!.discountCodes).toEqual([]);
    expect(state.cart.promo.errorKey).toBeNull();
    expect(state.cart.removingCodes).toEqual([]);
  });

  it('a refused removal is a toast of the message and keeps the code', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    const { storeState } = await expectSaga(
      removeDiscountCode,
      cartDiscountCodeRemoveRequested({ code: 'SAVE10' }),
    )
      .withReducer(reducer, stateWith(withCode))
      .provide([
        [matchers.call.fn(services.api.shopper.removeDiscountCode), throwError(refused('BAD_REQUEST'))],
        ...providers,
      ])
      .put(cartDiscountCodeRemoveSettled({ code: 'SAVE10', removed: false }))
      .run();
    const state = storeState as State;
    expect(state.cart.cart!.discountCodes).toEqual([{ code: 'SAVE10' }]);
    expect(toasts(state)).toEqual([
      { severity: 'error', title: t('cart.voucher.removeFailed'), message: t('cart.error.failed') },
    ]);
  });

  it('the watchers apply a code once however often Apply is pressed while it is pending', async () => {
    const { services, providers } = setup({ cookies: cartCookies });
    let calls = 0;
    // The first code is still being applied when Apply is pressed again; it answers after.
    const answers = held();
    await runToEnd(
      expectSaga(discountCodeWatchers)
        .withReducer(reducer, stateWith(cart()))
        .provide([
          [
            matchers.call.fn(services.api.shopper.addDiscountCode),
            dynamic(() => {
              calls += 1;
              return answers.later(cart());
            }),
          ],
          ...providers,
        ])
        .dispatch(cartDiscountCodeAddRequested({ code: 'SAVE10' })),
      cartDiscountCodeAddRequested({ code: 'SAVE10' }),
      answers.release,
    );
    expect(calls).toBe(1);
  });
});
