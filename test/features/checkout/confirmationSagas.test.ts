import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import type { ProviderPayment } from '../../../src/api/types';
import { cartSucceeded } from '../../../src/features/cart/cartSlice';
import { confirmationEntered } from '../../../src/features/checkout/checkoutSlice';
import { confirmOrder } from '../../../src/features/checkout/confirmationSagas';
import { cart } from '../cart/fixtures';
import { sagaHarness, shopLoaded } from '../../support/sagaHarness';
import { cartToCheckout, checkoutSagaReducer, orderOf } from './fixtures';

const { reducer, state, setup } = sagaHarness(checkoutSagaReducer);
type State = ReturnType<typeof reducer>;

const order = orderOf();
const payment: ProviderPayment = {
  provider: 'Adyen',
  reference: order.reference,
  status: 'completed',
  cartId: cartToCheckout.id,
  items: order.items,
  totals: order.totals,
  currencyCode: 'SEK',
  countryCode: 'SE',
  billingAddress: order.billingAddress,
  shippingAddress: order.shippingAddress,
};
const paidCookies = { cartToken: 'cart-token', checkoutToken: 'checkout-token', paymentJwt: 'jwt' };
// The confirmation page's whole query: the provider's own parameters come along.
const query = { provider: 'Adyen', redirectResult: 'X6XtfGC3!Y' };
const entered = confirmationEntered({ provider: 'Adyen', query });
/** create-order's `order`: the payment as the provider's backend reported it. */
const reported = {
  provider: 'Adyen',
  reference: order.reference,
  items: order.items,
  totals: order.totals,
  currencyCode: 'SEK',
  billingAddress: order.billingAddress,
  shippingAddress: order.shippingAddress,
};
const withCart = (loaded = cartToCheckout) => reducer(state(...shopLoaded(), cartSucceeded(loaded)), entered);
const freshCart = cart({ id: 'cart-2' });

describe('the confirmation page', () => {
  it('records the order once under its reference, reports the purchase and clears that cart and checkout', async () => {
    const { services, providers, cookies, events, sessionStorage, localStorage } = setup({
      cookies: paidCookies,
      sessionStorage: { giftCards: ['1111|1'] },
    });
    const { storeState } = await expectSaga(confirmOrder, entered)
      .withReducer(reducer, withCart())
      .provide([
        [matchers.call.fn(services.api.checkout.getPayment), payment],
        [matchers.call.fn(services.api.orders.createOrder), { order, created: true }],
        [matchers.call.fn(services.api.shopper.startSession), { token: 'new-cart', cart: freshCart }],
        ...providers,
      ])
      .call(services.api.checkout.getPayment, 'Adyen', 'checkout-token', query)
      .call(services.api.orders.createOrder, reported, 'checkout-token', {
        idempotencyKey: `order-${order.reference}`,
      })
      .run();
    const after = storeState as State;
    expect(after.checkout.confirmation.order).toEqual(order);
    expect(after.cart.cart!.id).toBe('cart-2');
    expect(cookies.get('checkoutToken')).toBeUndefined();
    expect(cookies.get('paymentJwt')).toBeUndefined();
    expect(cookies.get('cartToken')).toBe('new-cart');
    expect(sessionStorage.get('giftCards')).toBeUndefined();
    expect(events.filter((event) => event.event === 'purchase')).toHaveLength(1);
    expect(localStorage.get('recordedOrders')).toEqual([order.reference]);
  });

  it("asks the provider's backend with the page's query and records the order it reports", async () => {
    const { services, providers } = setup({ cookies: paidCookies });
    const klarnaQuery = { provider: 'KlarnaCheckout', klarna_order_id: 'kco-77' };
    const paid: ProviderPayment = {
      ...payment,
      provider: 'KlarnaCheckout',
      reference: 'PF-100200',
      totals: { ...payment.totals, grandTotal: 12_345 },
      billingAddress: { ...order.billingAddress, givenName: 'Billie' },
    };
    await expectSaga(confirmOrder, confirmationEntered({ provider: 'KlarnaCheckout', query: klarnaQuery }))
      .withReducer(reducer, withCart())
      .provide([
        [matchers.call.fn(services.api.checkout.getPayment), paid],
        [matchers.call.fn(services.api.orders.createOrder), { order, created: true }],
        [matchers.call.fn(services.api.shopper.startSession), { token: 'new-cart', cart: freshCart }],
        ...providers,
      ])
      .call(services.api.checkout.getPayment, 'KlarnaCheckout', 'checkout-token', klarnaQuery)
      .call(
        services.api.orders.createOrder,
        {
          provider: 'KlarnaCheckout',
          reference: 'PF-100200',
          items: paid.items,
          totals: paid.totals,
          currencyCode: 'SEK',
          billingAddress: paid.billingAddress,
          shippingAddress: paid.shippingAddress,
        },
        'checkout-token',
        { idempotencyKey: 'order-PF-100200' },
      )
      .run();
  });

  it('a reload after that finds no checkout token, shows the kept order and records nothing', async () => {
    const { services, providers, events } = setup({
      cookies: { cartToken: 'new-cart' },
      sessionStorage: { confirmedOrder: order },
      localStorage: { recordedOrders: [order.reference] },
    });
    const { storeState } = await expectSaga(confirmOrder, entered)
      .withReducer(reducer, withCart(freshCart))
      .provide(providers)
      .not.call.fn(services.api.checkout.getPayment)
      .not.call.fn(services.api.orders.createOrder)
      .run();
    expect((storeState as State).checkout.confirmation.order).toEqual(order);
    expect(events).toEqual([]);
  });

  it('a reload before the clearing finished gets the same order back and reports no second purchase', async () => {
    const { services, providers, events } = setup({
      cookies: paidCookies,
      localStorage: { recordedOrders: [order.reference] },
    });
    await expectSaga(confirmOrder, entered)
      .withReducer(reducer, withCart())
      .provide([
        [matchers.call.fn(services.api.checkout.getPayment), payment],
        [matchers.call.fn(services.api.orders.createOrder), { order, created: false }],
        [matchers.call.fn(services.api.shopper.startSession), { token: 'new-cart', cart: freshCart }],
        ...providers,
      ])
      .run();
    expect(events.filter((event) => event.event === 'purchase')).toEqual([]);
  });

  it('leaves another cart alone: the shopper has shopped on since', async () => {
    const { services, providers, cookies } = setup({ cookies: paidCookies });
    const other = cart({ id: 'cart-other', items: cartToCheckout.items });
    const { storeState } = await expectSaga(confirmOrder, entered)
      .withReducer(reducer, withCart(other))
      .provide([
        [matchers.call.fn(services.api.checkout.getPayment), payment],
        [matchers.call.fn(services.api.orders.createOrder), { order, created: true }],
        ...providers,
      ])
      .not.call.fn(services.api.shopper.startSession)
      .run();
    expect((storeState as State).cart.cart!.id).toBe('cart-other');
    expect(cookies.get('cartToken')).toBe('cart-token');
  });

  it('shows the order-error panel when the order backend refuses the order, and keeps the cart', async () => {
    const { services, providers, cookies } = setup({ cookies: paidCookies });
    const refusal = new ApiError({
      message: 'order validation failed',
      statusCode: 400,
      requestId: 'req-9',
      errors: ['shippingAddress.telephoneNumber: is a required field'],
    });
    const { storeState } = await expectSaga(confirmOrder, entered)
      .withReducer(reducer, withCart())
      .provide([
        [matchers.call.fn(services.api.checkout.getPayment), payment],
        [matchers.call.fn(services.api.orders.createOrder), throwError(refusal)],
        ...providers,
      ])
      .run();
    expect((storeState as State).checkout.confirmation.orderError).toEqual({
      errors: ['shippingAddress.telephoneNumber: is a required field'],
      requestId: 'req-9',
    });
    expect(cookies.get('cartToken')).toBe('cart-token');
    expect(cookies.get('checkoutToken')).toBe('checkout-token');
  });

  it('records nothing for a payment that did not complete', async () => {
    const { services, providers } = setup({ cookies: paidCookies });
    const { storeState } = await expectSaga(confirmOrder, entered)
      .withReducer(reducer, withCart())
      .provide([
        [matchers.call.fn(services.api.checkout.getPayment), { ...payment, status: 'open' }],
        ...providers,
      ])
      .not.call.fn(services.api.orders.createOrder)
      .run();
    expect((storeState as State).checkout.confirmation.request.status).toBe('failed');
  });
});
