import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import type { ProviderPayment } from '../../../src/api/types';
import { orderChangeSettled, orderChangeStarted } from '../../../src/core/orderChange';
import { NETWORK_RETRIES } from '../../../src/core/callApi';
import { checkoutInvalidated } from '../../../src/features/cart';
import { cartSucceeded } from '../../../src/features/cart/cartSlice';
import { checkoutRootSaga } from '../../../src/features/checkout/checkoutSagas';
import {
  checkoutEntered,
  checkoutLoaded,
  confirmationEntered,
  paymentProviderChosen,
  paymentSessionReady,
  paymentWidgetReady,
  purchaseCompleted,
} from '../../../src/features/checkout/checkoutSlice';
import { checkoutTokenSaga, findPaidCheckout } from '../../../src/features/checkout/checkoutToken';
import { paymentContainerMounted } from '../../../src/features/checkout/payment/paymentActions';
import { customerAddress } from '../../support/orderAddress';
import { sagaHarness, shopLoaded } from '../../support/sagaHarness';
import { held, runToEnd, watchState } from '../../support/sagaMustFinish';
import { fakePaymentWidget } from '../../support/fakePaymentWidget';
import { cartToCheckout, checkoutOf, checkoutSagaReducer, sessionOf } from './fixtures';

const { reducer, state, setup } = sagaHarness(checkoutSagaReducer);
type State = ReturnType<typeof reducer>;

const CONFIRMATION = '/checkout/confirmation?provider=KlarnaCheckout';
const stored = { checkoutToken: 'token' } as const;

/** Klarna's form is open and ready: the shopper may pay at any moment. */
const paying = () =>
  state(
    ...shopLoaded(),
    cartSucceeded(cartToCheckout),
    checkoutEntered(),
    checkoutLoaded(checkoutOf({ paymentProvider: 'KlarnaCheckout' })),
    paymentProviderChosen('KlarnaCheckout'),
    paymentSessionReady(sessionOf({ provider: 'KlarnaCheckout', adyenSession: undefined })),
    paymentWidgetReady(),
  );

const notOpen = () =>
  new ApiError({
    message: 'provider order not found',
    statusCode: 404,
    body: { error: 'provider order not found', statusCode: 404, details: 'no open KlarnaCheckout order' },
  });

const payment = (status: ProviderPayment['status']) =>
  ({
    provider: 'KlarnaCheckout',
    reference: 'PF-100123',
    status,
    cartId: cartToCheckout.id,
    items: cartToCheckout.items,
    totals: cartToCheckout.totals,
    currencyCode: 'SEK',
    countryCode: 'SE',
    billingAddress: customerAddress(),
    shippingAddress: customerAddress(),
  }) as ProviderPayment;

/** A change to the order that settles at once: the checkout then syncs the provider order. */
const change = [orderChangeStarted({ changeId: 'c1' }), orderChangeSettled({ changeId: 'c1' })];

describe('a completed purchase is final, whatever order the sync and the completion come in', () => {
  it('completion before the sync goes out: no sync is sent, the confirmation follows once, the token stays', async () => {
    const widget = fakePaymentWidget();
    const { services, providers, navigations, cookies } = setup({
      cookies: stored,
      services: { paymentWidgets: widget.service },
    });
    let syncs = 0;
    const { storeState } = await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, paying())
        .provide([
          [
            matchers.call.fn(services.api.checkout.syncProviderCheckout),
            dynamic(() => ((syncs += 1), sessionOf())),
          ],
          ...providers,
        ])
        .dispatch(paymentContainerMounted()),
      orderChangeStarted({ changeId: 'c1' }),
      () => widget.emit({ type: 'purchaseCompleted', reference: 'PF-100123' }),
      orderChangeSettled({ changeId: 'c1' }),
      widget.close,
    );
    expect(syncs).toBe(0);
    expect(navigations).toEqual([CONFIRMATION]);
    expect(cookies.get('checkoutToken')).toBe('token');
    expect((storeState as State).checkout.problem).toBeNull();
  });

  it('a sync in flight when the purchase completes: its 404 answer is ignored, nothing is dropped or shown', async () => {
    const widget = fakePaymentWidget();
    const { services, providers, navigations, cookies } = setup({
      cookies: stored,
      services: { paymentWidgets: widget.service },
    });
    const answer = held();
    let paymentReads = 0;
    const { storeState } = await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, paying())
        .provide([
          [
            matchers.call.fn(services.api.checkout.syncProviderCheckout),
            dynamic(() =>
              answer.later(null).then(() => {
                throw notOpen();
              }),
            ),
          ],
          [
            matchers.call.fn(services.api.checkout.getPayment),
            dynamic(() => ((paymentReads += 1), payment('completed'))),
          ],
          ...providers,
        ])
        .dispatch(paymentContainerMounted()),
      ...change,
      () => widget.emit({ type: 'purchaseCompleted', reference: 'PF-100123' }),
      answer.release,
      widget.close,
    );
    expect(navigations).toEqual([CONFIRMATION]);
    expect(paymentReads).toBe(0);
    expect(cookies.get('checkoutToken')).toBe('token');
    expect((storeState as State).checkout.problem).toBeNull();
  });

  it("the sync's 404 before the completion is heard: the payment is read, found paid, confirmed once; the late event changes nothing", async () => {
    const widget = fakePaymentWidget();
    const { services, providers, navigations, cookies } = setup({
      cookies: stored,
      services: { paymentWidgets: widget.service },
    });
    const { storeState } = await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, paying())
        .provide([
          [matchers.call.fn(services.api.checkout.syncProviderCheckout), throwError(notOpen())],
          [matchers.call.fn(services.api.checkout.getPayment), payment('completed')],
          ...providers,
        ])
        .dispatch(paymentContainerMounted())
        .call(services.api.checkout.getPayment, 'KlarnaCheckout', 'token', { provider: 'KlarnaCheckout' }),
      ...change,
      () => widget.emit({ type: 'purchaseCompleted', reference: 'PF-100123' }),
      widget.close,
    );
    expect(navigations).toEqual([CONFIRMATION]);
    expect(cookies.get('checkoutToken')).toBe('token');
    const after = storeState as State;
    expect(after.checkout.problem).toBeNull();
    expect(after.checkout.purchaseCompleted).toBe(true);
  });

  it('a 404 whose payment cannot be read keeps the checkout token: the payment may have gone through', async () => {
    const widget = fakePaymentWidget();
    const { services, providers, navigations, cookies } = setup({
      cookies: stored,
      services: { paymentWidgets: widget.service },
    });
    const { storeState } = await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, paying())
        .provide([
          [matchers.call.fn(services.api.checkout.syncProviderCheckout), throwError(notOpen())],
          [
            matchers.call.fn(services.api.checkout.getPayment),
            throwError(new ApiError({ message: 'Network Error', isNetworkError: true })),
          ],
          ...providers,
        ]),
      ...change,
      widget.close,
    );
    expect(navigations).toEqual([]);
    expect(cookies.get('checkoutToken')).toBe('token');
    expect((storeState as State).checkout.problem).toBe('unexpected');
  });

  it('a 404 for a payment that is still open is the checkout error it always was: the token goes', async () => {
    const widget = fakePaymentWidget();
    const { services, providers, navigations, cookies } = setup({
      cookies: stored,
      services: { paymentWidgets: widget.service },
    });
    const { storeState } = await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, paying())
        .provide([
          [matchers.call.fn(services.api.checkout.syncProviderCheckout), throwError(notOpen())],
          [matchers.call.fn(services.api.checkout.getPayment), payment('open')],
          ...providers,
        ]),
      ...change,
      widget.close,
    );
    expect(navigations).toEqual([]);
    expect(cookies.get('checkoutToken')).toBeUndefined();
    expect((storeState as State).checkout.problem).toBe('unexpected');
  });

  it('a checkout opened again for a paid cart (409) goes to the confirmation instead of a second payment', async () => {
    const { services, providers, navigations, cookies } = setup({ cookies: stored });
    const paid = new ApiError({
      message: 'cart already paid',
      statusCode: 409,
      body: { error: 'cart already paid', statusCode: 409 },
    });
    const { storeState } = await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, state(...shopLoaded(), cartSucceeded(cartToCheckout)))
        .provide([
          [matchers.call.fn(services.api.checkout.getCheckout), checkoutOf({ paymentProvider: 'Adyen' })],
          [matchers.call.fn(services.api.checkout.getProviderCheckout), throwError(notOpen())],
          [matchers.call.fn(services.api.checkout.openProviderCheckout), throwError(paid)],
          [
            matchers.call.fn(services.api.checkout.getPayment),
            { ...payment('completed'), provider: 'Adyen' },
          ],
          ...providers,
        ]),
      checkoutEntered(),
    );
    expect(navigations).toEqual(['/checkout/confirmation?provider=Adyen']);
    expect(cookies.get('checkoutToken')).toBe('token');
    expect((storeState as State).checkout.problem).toBeNull();
  });

  it("late events of the form after the purchase (a shipping change, the merchant's check) send nothing", async () => {
    const widget = fakePaymentWidget();
    const { providers, navigations } = setup({
      cookies: stored,
      services: { paymentWidgets: widget.service },
    });
    // Any backend call would fail loudly (no provider given): none may go out.
    await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, paying())
        .provide(providers)
        .dispatch(paymentContainerMounted()),
      () => {
        widget.emit({ type: 'purchaseCompleted', reference: 'PF-100123' });
        widget.emit({ type: 'shippingUpdated' });
        widget.emit({ type: 'orderValidationFailed', message: null });
        widget.emit({ type: 'customerUpdated' });
      },
      widget.close,
    );
    expect(navigations).toEqual([CONFIRMATION]);
  });

  it("the merchant's check answering that the order is paid after all confirms it", async () => {
    const widget = fakePaymentWidget();
    const { services, providers, navigations } = setup({
      cookies: stored,
      services: { paymentWidgets: widget.service },
    });
    await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, paying())
        .provide([
          [
            matchers.call.fn(services.api.checkout.syncPayment),
            { reference: 'PF-100123', status: 'completed' },
          ],
          ...providers,
        ])
        .dispatch(paymentContainerMounted()),
      () => widget.emit({ type: 'orderValidationFailed', message: null }),
      widget.close,
    );
    expect(navigations).toEqual([CONFIRMATION]);
  });
});

describe('the token of a paid checkout', () => {
  it('is not dropped by a cart change after the purchase, nor once the shopper is on the confirmation', async () => {
    for (const done of [
      purchaseCompleted({ provider: 'KlarnaCheckout' }),
      confirmationEntered({ provider: 'KlarnaCheckout', query: {} }),
    ]) {
      const { providers, cookies, localStorage } = setup({
        cookies: stored,
        localStorage: { openPayment: 'KlarnaCheckout' },
      });
      await runToEnd(
        expectSaga(checkoutTokenSaga)
          .withReducer(reducer, reducer(paying(), done))
          .provide([[matchers.call.fn(findPaidCheckout), null], ...providers]),
        checkoutInvalidated(),
      );
      expect(cookies.get('checkoutToken')).toBe('token');
      expect(localStorage.get('openPayment')).toBe('KlarnaCheckout');
    }
  });

  it('is dropped by a cart change while nothing is paid', async () => {
    const { providers, cookies, localStorage } = setup({
      cookies: stored,
      localStorage: { openPayment: 'KlarnaCheckout' },
    });
    await runToEnd(
      expectSaga(checkoutTokenSaga)
        .withReducer(reducer, paying())
        .provide([[matchers.call.fn(findPaidCheckout), null], ...providers]),
      checkoutInvalidated(),
    );
    expect(cookies.get('checkoutToken')).toBeUndefined();
    expect(localStorage.get('openPayment')).toBeUndefined();
  });
});

describe('a payment made as the tab closed is found on the next visit', () => {
  const visit = (path: string) => ({
    navigations: [] as string[],
    currentPath: () => path,
  });

  async function nextVisit(
    path: string,
    answer: ProviderPayment | Error,
    options: { localStorage?: Record<string, unknown> } = { localStorage: { openPayment: 'KlarnaCheckout' } },
  ) {
    const page = visit(path);
    const { services, providers } = setup({
      cookies: stored,
      localStorage: options.localStorage,
      services: {
        navigate: {
          navigate: (to) => void page.navigations.push(to),
          currentPath: page.currentPath,
          bind: () => undefined,
        },
      },
    });
    let reads = 0;
    const watched = watchState(reducer);
    await runToEnd(
      expectSaga(findPaidCheckout)
        .withReducer(watched.reducer, state())
        .provide([
          [
            matchers.call.fn(services.api.checkout.getPayment),
            dynamic(() => {
              reads += 1;
              if (answer instanceof Error) throw answer;
              return answer;
            }),
          ],
          ...providers,
        ]),
    );
    return { navigations: page.navigations, reads };
  }

  it('a paid checkout takes the shopper to its confirmation, which records the order', async () => {
    expect(await nextVisit('/', payment('completed'))).toEqual({ navigations: [CONFIRMATION], reads: 1 });
  });

  it('an unpaid one, or a read that fails after its retries (callApi), leaves the page as it is', async () => {
    expect(await nextVisit('/', payment('open'))).toEqual({ navigations: [], reads: 1 });
    expect(await nextVisit('/', new ApiError({ message: 'Network Error', isNetworkError: true }))).toEqual({
      navigations: [],
      reads: 1 + NETWORK_RETRIES,
    });
  });

  it('asks nothing where no payment form opened, nor on the checkout and its confirmation, which ask themselves', async () => {
    expect(await nextVisit('/', payment('completed'), { localStorage: {} })).toEqual({
      navigations: [],
      reads: 0,
    });
    for (const path of ['/checkout', '/checkout/confirmation']) {
      expect(await nextVisit(path, payment('completed'))).toEqual({ navigations: [], reads: 0 });
    }
  });
});
