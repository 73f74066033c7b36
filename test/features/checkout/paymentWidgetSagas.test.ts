import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import { orderChangeSettled, orderChangeStarted } from '../../../src/core/orderChange';
import { cartSucceeded } from '../../../src/features/cart/cartSlice';
import {
  checkoutEntered,
  checkoutLoaded,
  paymentProviderChosen,
  paymentSessionReady,
  paymentWidgetReady,
  paymentWidgetResumed,
  paymentWidgetSuspended,
  purchaseCompleted,
  paymentProviderRefused,
} from '../../../src/features/checkout/checkoutSlice';
import { paymentContainerMounted } from '../../../src/features/checkout/payment/paymentActions';
import {
  explainRefusal,
  handlePaymentEvent,
  paymentWidgetWatchers,
} from '../../../src/features/checkout/payment/paymentWidgetSagas';
import { checkoutRootSaga } from '../../../src/features/checkout/checkoutSagas';
import { t } from '../../../src/i18n/localText';
import { fakePaymentWidget } from '../../support/fakePaymentWidget';
import { customerAddress } from '../../support/orderAddress';
import { sagaHarness, shopLoaded, toasts } from '../../support/sagaHarness';
import { cartToCheckout, checkoutOf, checkoutSagaReducer, sessionOf, tee } from './fixtures';
import { held, runToEnd } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(checkoutSagaReducer);
type State = ReturnType<typeof reducer>;

const withSession = () =>
  state(
    ...shopLoaded(),
    cartSucceeded(cartToCheckout),
    checkoutEntered(),
    checkoutLoaded(checkoutOf()),
    paymentProviderChosen('Adyen'),
    paymentSessionReady(sessionOf()),
  );

describe('the payment widget', () => {
  it('mounts into the container once the session is there, and is ready', async () => {
    const widget = fakePaymentWidget();
    const { providers } = setup({ services: { paymentWidgets: widget.service } });
    const { storeState } = await runToEnd(
      expectSaga(paymentWidgetWatchers)
        .withReducer(reducer, withSession())
        .provide(providers)
        .dispatch(paymentContainerMounted()),
      widget.close,
    );
    expect(widget.calls).toEqual(['mount public-1']);
    expect(widget.providers).toEqual(['Adyen']);
    expect((storeState as State).checkout.widget).toBe('ready');
  });

  it("hears the widget's events: a completed purchase goes to the confirmation", async () => {
    const widget = fakePaymentWidget();
    const { providers, navigations } = setup({ services: { paymentWidgets: widget.service } });
    const { storeState } = await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, withSession())
        .provide(providers)
        .dispatch(paymentContainerMounted()),
      () => widget.emit({ type: 'purchaseCompleted', reference: 'PF-100001' }),
      widget.close,
    );
    expect(navigations).toEqual(['/checkout/confirmation?provider=Adyen']);
    expect((storeState as State).checkout.purchaseCompleted).toBe(true);
  });

  it('a completed purchase right behind a customer change is not held up by its backend read; that change is still kept', async () => {
    const widget = fakePaymentWidget();
    const { services, providers, navigations, localStorage } = setup({
      cookies: { checkoutToken: 'token' },
      services: { paymentWidgets: widget.service },
    });
    // The backend read of the customer answers when the test says; the purchase comes meanwhile.
    const answers = held();
    let navigationsMeanwhile: string[] = [];
    await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, withSession())
        .provide([
          [
            matchers.call.fn(services.api.checkout.getPayment),
            dynamic(() =>
              answers.later({ status: 'open', billingAddress: customerAddress(), shippingAddress: null }),
            ),
          ],
          ...providers,
        ])
        .dispatch(paymentContainerMounted()),
      () => {
        widget.emit({ type: 'customerUpdated' });
        widget.emit({ type: 'purchaseCompleted', reference: null });
      },
      () => (navigationsMeanwhile = [...navigations]),
      answers.release,
      widget.close,
    );
    expect(navigationsMeanwhile).toEqual(['/checkout/confirmation?provider=Adyen']);
    expect(navigations).toEqual(['/checkout/confirmation?provider=Adyen']);
    expect(localStorage.get('checkoutCustomer')).toEqual({ email: customerAddress().email, zip: '11122' });
  });

  it('customer changes are handled one after another in the order they came, losing none', async () => {
    const widget = fakePaymentWidget();
    const { services, providers, localStorage } = setup({
      cookies: { checkoutToken: 'token' },
      services: { paymentWidgets: widget.service },
    });
    const first = held();
    let reads = 0;
    await runToEnd(
      expectSaga(paymentWidgetWatchers)
        .withReducer(reducer, withSession())
        .provide([
          [
            matchers.call.fn(services.api.checkout.getPayment),
            dynamic(() => {
              reads += 1;
              const address = customerAddress({ email: `read-${reads}@example.se` });
              const payment = { status: 'open', billingAddress: address, shippingAddress: null };
              return reads === 1 ? first.later(payment) : payment;
            }),
          ],
          ...providers,
        ])
        .dispatch(paymentContainerMounted()),
      () => {
        widget.emit({ type: 'customerUpdated' });
        widget.emit({ type: 'customerUpdated' });
      },
      first.release,
      widget.close,
    );
    // The second read waited for the first: the later change is the one kept.
    expect(reads).toBe(2);
    expect(localStorage.get<{ email: string }>('checkoutCustomer')?.email).toBe('read-2@example.se');
  });

  it('is suspended when a change to the order starts', async () => {
    const widget = fakePaymentWidget();
    const { providers } = setup({ services: { paymentWidgets: widget.service } });
    const { storeState } = await runToEnd(
      expectSaga(paymentWidgetWatchers)
        .withReducer(reducer, reducer(withSession(), paymentWidgetReady()))
        .provide(providers)
        .dispatch(orderChangeStarted({ changeId: 'c1' })),
    );
    expect(widget.calls).toEqual(['suspend']);
    expect((storeState as State).checkout.widget).toBe('suspended');
  });

  it('marks the checkout paid by its provider when the purchase completed, once', async () => {
    const { providers } = setup();
    const paid = reducer(withSession(), purchaseCompleted({ provider: 'KlarnaCheckout' }));
    await expectSaga(handlePaymentEvent, 'KlarnaCheckout', { type: 'purchaseCompleted', reference: 'PF-1' })
      .withReducer(reducer, withSession())
      .provide(providers)
      .put(purchaseCompleted({ provider: 'KlarnaCheckout' }))
      .run();
    await expectSaga(handlePaymentEvent, 'KlarnaCheckout', { type: 'purchaseCompleted', reference: 'PF-1' })
      .withReducer(reducer, paid)
      .provide(providers)
      .not.put.actionType(purchaseCompleted.type)
      .run();
  });

  it('a provider that cannot complete the order (Klarna) is set aside for this cart, nothing is asked of the backend, and not after a completed purchase', async () => {
    const { services, providers } = setup({ cookies: { checkoutToken: 'checkout-token' } });
    const { storeState } = await expectSaga(handlePaymentEvent, 'KlarnaCheckout', {
      type: 'anotherWayNeeded',
    })
      .withReducer(reducer, withSession())
      .provide(providers)
      .put(paymentProviderRefused({ provider: 'KlarnaCheckout' }))
      .not.call.fn(services.api.checkout.syncPayment)
      .run();
    expect((storeState as State).checkout.refusedProviders).toEqual(['KlarnaCheckout']);
    expect((storeState as State).cart.cart).toEqual(cartToCheckout);
    const paid = reducer(withSession(), purchaseCompleted({ provider: 'KlarnaCheckout' }));
    await expectSaga(handlePaymentEvent, 'KlarnaCheckout', { type: 'anotherWayNeeded' })
      .withReducer(reducer, paid)
      .provide(providers)
      .not.put.actionType(paymentProviderRefused.type)
      .run();
  });

  it('keeps the cart after an aborted payment and says the shopper may try again', async () => {
    const { providers } = setup();
    const { storeState } = await expectSaga(handlePaymentEvent, 'Adyen', {
      type: 'paymentAborted',
      message: null,
    })
      .withReducer(reducer, withSession())
      .provide(providers)
      .run();
    const after = storeState as State;
    expect(after.cart.cart).toEqual(cartToCheckout);
    expect(toasts(after)).toEqual([
      { severity: 'warning', title: t('checkout.payment.aborted'), message: undefined },
    ]);
  });

  it('a customer change without data (Walley) is read from the backend and kept for the next visit', async () => {
    const { services, providers, localStorage } = setup({ cookies: { checkoutToken: 'checkout-token' } });
    const address = customerAddress({ email: 'greta@example.se' });
    await expectSaga(handlePaymentEvent, 'WalleyCheckout', { type: 'customerUpdated' })
      .withReducer(reducer, withSession())
      .provide([
        [
          matchers.call.fn(services.api.checkout.getPayment),
          { billingAddress: address, shippingAddress: null },
        ],
        ...providers,
      ])
      .call(services.api.checkout.getPayment, 'WalleyCheckout', 'checkout-token', {
        provider: 'WalleyCheckout',
      })
      .run();
    expect(localStorage.get('checkoutCustomer')).toEqual({ email: 'greta@example.se', zip: '11122' });
  });

  it('a customer change the backend cannot tell about keeps nothing and says nothing', async () => {
    const { services, providers, localStorage } = setup({ cookies: { checkoutToken: 'checkout-token' } });
    const { storeState } = await expectSaga(handlePaymentEvent, 'WalleyCheckout', { type: 'customerUpdated' })
      .withReducer(reducer, withSession())
      .provide([
        [
          matchers.call.fn(services.api.checkout.getPayment),
          throwError(new ApiError({ message: 'provider order not found', statusCode: 404 })),
        ],
        ...providers,
      ])
      .run();
    expect(localStorage.get('checkoutCustomer')).toBeUndefined();
    expect(toasts(storeState as State)).toEqual([]);
  });

  it("opens the payment again when the provider's session expired, and tells the shopper why", async () => {
    const { providers } = setup();
    const { storeState } = await expectSaga(handlePaymentEvent, 'QliroOne', { type: 'sessionExpired' })
      .withReducer(reducer, withSession())
      .provide(providers)
      .put(checkoutEntered({ restart: true }))
      .run();
    const after = storeState as State;
    expect(after.cart.cart).toEqual(cartToCheckout);
    expect(toasts(after)).toEqual([
      { severity: 'info', title: t('checkout.payment.expired'), message: undefined },
    ]);
  });

  it('a shipping change is a change to the order: the widget is held, the provider order synced and read, then the widget resumed', async () => {
    const widget = fakePaymentWidget();
    const { services, providers } = setup({
      cookies: { checkoutToken: 'token' },
      services: { paymentWidgets: widget.service },
    });
    await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, reducer(withSession(), paymentWidgetReady()))
        .provide([
          [matchers.call.fn(services.api.checkout.syncProviderCheckout), sessionOf()],
          [matchers.call.fn(services.api.checkout.getCheckout), checkoutOf()],
          ...providers,
        ])
        .dispatch(paymentContainerMounted())
        .call(services.api.checkout.syncProviderCheckout, 'Adyen', 'token')
        .call(services.api.checkout.getCheckout, 'token'),
      () => widget.emit({ type: 'shippingUpdated' }),
      widget.close,
    );
    expect(widget.calls).toEqual(['mount public-1', 'suspend', 'resume public-1']);
  });

  it('a refused order shows the order-error panel with the fields and the reference', async () => {
    const { services, providers } = setup({ cookies: { checkoutToken: 'token' } });
    const refusal = new ApiError({
      message: 'order validation failed',
      statusCode: 400,
      requestId: 'req-1',
      errors: ['shippingAddress.telephoneNumber: is a required field'],
    });
    const { storeState } = await expectSaga(handlePaymentEvent, 'WalleyCheckout', {
      type: 'orderValidationFailed',
      message: null,
    })
      .withReducer(reducer, withSession())
      .provide([[matchers.call.fn(services.api.checkout.syncPayment), throwError(refusal)], ...providers])
      .run();
    expect((storeState as State).checkout.orderError).toEqual({
      errors: ['shippingAddress.telephoneNumber: is a required field'],
      requestId: 'req-1',
    });
  });

  it('back after the merchant refused on its server (Klarna’s validation 303): a check that passes now still says nothing was charged; one the provider completed after all goes to the confirmation', async () => {
    const { services, providers } = setup({ cookies: { checkoutToken: 'token' } });
    const { storeState } = await expectSaga(explainRefusal, 'KlarnaCheckout')
      .withReducer(reducer, withSession())
      .provide([
        [matchers.call.fn(services.api.checkout.syncPayment), { reference: 'PF-1', status: 'open' }],
        ...providers,
      ])
      .call(services.api.checkout.syncPayment, 'KlarnaCheckout', 'token')
      .not.put.actionType(purchaseCompleted.type)
      .run();
    expect(toasts(storeState as State)).toEqual([
      { severity: 'warning', title: t('checkout.payment.notTaken'), message: undefined },
    ]);
    await expectSaga(explainRefusal, 'KlarnaCheckout')
      .withReducer(reducer, withSession())
      .provide([
        [matchers.call.fn(services.api.checkout.syncPayment), { reference: 'PF-1', status: 'completed' }],
        ...providers,
      ])
      .put(purchaseCompleted({ provider: 'KlarnaCheckout' }))
      .run();
  });

  it('a refusal for stock removes those lines as a change to the order (the widget is held, the checkout opens again)', async () => {
    const { services, providers } = setup({ cookies: { checkoutToken: 'token', cartToken: 'cart-token' } });
    const outOfStock = new ApiError({
      message: 'out of stock error',
      statusCode: 404,
      body: { error: 'out of stock error', productVariantIDs: [tee.productVariantId] },
    });
    await expectSaga(handlePaymentEvent, 'WalleyCheckout', { type: 'orderValidationFailed', message: null })
      .withReducer(reducer, withSession())
      .provide([
        [matchers.call.fn(services.api.checkout.syncPayment), throwError(outOfStock)],
        [matchers.call.fn(services.api.shopper.removeItem), { ...cartToCheckout, items: [] }],
        ...providers,
      ])
      .put.actionType(orderChangeStarted.type)
      .call.fn(services.api.shopper.removeItem)
      .put.actionType(orderChangeSettled.type)
      .run();
  });

  it('a refusal because the total changed charges nothing: the shopper is told, and the order synced, read and shown again with the new amount', async () => {
    const widget = fakePaymentWidget();
    const { services, providers } = setup({
      cookies: { checkoutToken: 'token' },
      services: { paymentWidgets: widget.service },
    });
    const changed = new ApiError({
      message: 'order total changed',
      statusCode: 409,
      body: { error: 'order total changed', statusCode: 409 },
    });
    const newTotal = sessionOf({ order: { ...sessionOf().order, totalAmount: 7600 } });
    const { storeState } = await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, reducer(withSession(), paymentWidgetReady()))
        .provide([
          [matchers.call.fn(services.api.checkout.syncPayment), throwError(changed)],
          [matchers.call.fn(services.api.checkout.syncProviderCheckout), newTotal],
          [matchers.call.fn(services.api.checkout.getCheckout), checkoutOf()],
          ...providers,
        ])
        .dispatch(paymentContainerMounted())
        .call(services.api.checkout.syncProviderCheckout, 'Adyen', 'token')
        .call(services.api.checkout.getCheckout, 'token'),
      () => widget.emit({ type: 'orderValidationFailed', message: 'Refused' }),
      widget.close,
    );
    const after = storeState as State;
    expect(toasts(after)).toEqual([
      { severity: 'warning', title: t('checkout.payment.totalChanged'), message: undefined },
    ]);
    expect(after.checkout.session?.order.totalAmount).toBe(7600);
    // Held for the sync, then shown again with the new amount.
    expect(widget.calls).toEqual(['mount public-1', 'suspend', 'resume public-1']);
    expect(after.checkout.widget).toBe('ready');
    expect(after.checkout.problem).toBeNull();
  });

  it.each([
    ['passes', { reference: 'PF-100001', status: 'open' }, 'answer yes'],
    ['finds the order paid already', { reference: 'PF-100001', status: 'completed' }, 'answer no'],
  ])(
    "answers a provider that waits for the merchant's check before it charges: the check %s",
    async (_, result, answer) => {
      const widget = fakePaymentWidget();
      const { services, providers } = setup({
        cookies: { checkoutToken: 'token' },
        services: { paymentWidgets: widget.service },
      });
      await runToEnd(
        expectSaga(checkoutRootSaga)
          .withReducer(reducer, reducer(withSession(), paymentWidgetReady()))
          .provide([[matchers.call.fn(services.api.checkout.syncPayment), result], ...providers])
          .dispatch(paymentContainerMounted())
          .call(services.api.checkout.syncPayment, 'Adyen', 'token'),
        () => widget.emit({ type: 'purchaseRequested' }),
        widget.close,
      );
      expect(widget.calls).toEqual(['mount public-1', answer]);
    },
  );

  it("answers a provider that waits for the merchant's check only once a change on its way has let the form go", async () => {
    const widget = fakePaymentWidget();
    const { services, providers } = setup({
      cookies: { checkoutToken: 'token' },
      services: { paymentWidgets: widget.service },
    });
    const answers = () => widget.calls.filter((call) => call.startsWith('answer'));
    let whileHeld: string[] = [];
    await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, reducer(withSession(), paymentWidgetReady()))
        .provide([
          [matchers.call.fn(services.api.checkout.syncPayment), { reference: 'PF-100001', status: 'open' }],
          ...providers,
        ])
        .dispatch(paymentContainerMounted()),
      // A change of the order holds the form, and the shopper presses pay meanwhile.
      paymentWidgetSuspended(),
      () => widget.emit({ type: 'purchaseRequested' }),
      () => {
        whileHeld = answers();
      },
      paymentWidgetResumed(),
      widget.close,
    );
    expect(whileHeld).toEqual([]);
    expect(answers()).toEqual(['answer yes']);
  });

  it("refuses the charge when the merchant's check does, and shows why (here: the total changed)", async () => {
    const widget = fakePaymentWidget();
    const { services, providers } = setup({
      cookies: { checkoutToken: 'token' },
      services: { paymentWidgets: widget.service },
    });
    const changed = new ApiError({
      message: 'order total changed',
      statusCode: 409,
      body: { error: 'order total changed', statusCode: 409 },
    });
    const { storeState } = await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, reducer(withSession(), paymentWidgetReady()))
        .provide([
          [matchers.call.fn(services.api.checkout.syncPayment), throwError(changed)],
          [matchers.call.fn(services.api.checkout.syncProviderCheckout), sessionOf()],
          [matchers.call.fn(services.api.checkout.getCheckout), checkoutOf()],
          ...providers,
        ])
        .dispatch(paymentContainerMounted()),
      () => widget.emit({ type: 'purchaseRequested' }),
      widget.close,
    );
    expect(widget.calls).toEqual(['mount public-1', 'answer no', 'suspend', 'resume public-1']);
    expect(toasts(storeState as State)).toEqual([
      { severity: 'warning', title: t('checkout.payment.totalChanged'), message: undefined },
    ]);
  });
});
