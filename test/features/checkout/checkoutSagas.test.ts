import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import { orderChangeSettled, orderChangeStarted } from '../../../src/core/orderChange';
import { cartSucceeded } from '../../../src/features/cart/cartSlice';
import {
  checkoutRootSaga,
  openCheckout,
  refreshAfterOrderChange,
} from '../../../src/features/checkout/checkoutSagas';
import { userFailed, userRequested, userSucceeded } from '../../../src/features/auth/authSlice';
import { followUserStoreGroup } from '../../../src/features/auth';
import { refreshAccountAndReopen } from '../../../src/features/checkout/accountRefresh';
import type { ProviderCheckoutInput } from '../../../src/api/types';
import { erik, fjordDesign, nordicPrint, olle } from './customer/fixtures';
import {
  checkoutCustomerChecked,
  checkoutEntered,
  paymentSessionCleared,
  paymentProviderChosen,
  paymentSessionReady,
  paymentWidgetReady,
} from '../../../src/features/checkout/checkoutSlice';
import { literal } from '../../../src/i18n/localText';
import { cart } from '../cart/fixtures';
import { sagaHarness, shopLoaded, toasts } from '../../support/sagaHarness';
import {
  cartToCheckout,
  checkoutOf,
  checkoutSagaReducer,
  norwegianCapabilities,
  sessionOf,
  tee,
  withSessionCompanyOwner,
} from './fixtures';
import { held, runToEnd } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(checkoutSagaReducer);
type State = ReturnType<typeof reducer>;

const onCheckout = (loaded = cartToCheckout) =>
  state(...shopLoaded(), cartSucceeded(loaded), checkoutEntered());

describe('opening the checkout', () => {
  it('does nothing without a stored token: no checkout is started', async () => {
    const { services, providers, events } = setup();
    const { storeState } = await expectSaga(openCheckout, { track: true })
      .withReducer(reducer, onCheckout())
      .provide(providers)
      .not.call.fn(services.api.checkout.startCheckout)
      .not.call.fn(services.api.checkout.openProviderCheckout)
      .run();
    expect((storeState as State).checkout.checkout).toBeNull();
    expect(events).toEqual([]);
  });

  it('starts with the cart session token, the first provider by priority and the first gift-card and shipping providers', async () => {
    const { services, providers, cookies, events } = setup({ cookies: { cartToken: 'cart-token' } });
    const checkout = checkoutOf();
    const { storeState } = await expectSaga(openCheckout, { track: true })
      .withReducer(reducer, onCheckout())
      .provide([
        [matchers.call.fn(services.api.checkout.startCheckout), { token: 'checkout-token', checkout }],
        [matchers.call.fn(services.api.checkout.openProviderCheckout), sessionOf()],
        ...providers,
      ])
      .put(paymentProviderChosen('Adyen'))
      .call(
        services.api.checkout.startCheckout,
        { paymentProvider: 'Adyen', giftCardProvider: 'retain24', shippingProvider: 'ingrid' },
        { idempotencyKey: 'id-1' },
      )
      .put(paymentSessionReady(sessionOf()))
      .returns('Adyen')
      .run();
    expect(cookies.get('checkoutToken')).toBe('checkout-token');
    expect((storeState as State).checkout.checkout).toEqual(checkout);
    expect(events.map((event) => event.event)).toEqual(['begin_checkout']);
  });

  it('asks Klarna for a mandatory phone number in Norge, where Klarna is the first provider offered', async () => {
    const norwegian = cart({ ...cartToCheckout, currencyCode: 'NOK', capabilities: norwegianCapabilities });
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const checkout = checkoutOf({ paymentProvider: 'KlarnaCheckout', currencyCode: 'NOK' });
    const opened: unknown[][] = [];
    await expectSaga(openCheckout, { track: false })
      .withReducer(reducer, onCheckout(norwegian))
      .provide([
        [matchers.call.fn(services.api.checkout.startCheckout), { token: 'checkout-token', checkout }],
        [
          matchers.call.fn(services.api.checkout.openProviderCheckout),
          dynamic(({ args }) => {
            opened.push(args);
            return sessionOf({ provider: 'KlarnaCheckout', htmlSnippet: '<div></div>' });
          }),
        ],
        ...providers,
      ])
      .returns('KlarnaCheckout')
      .run();
    expect(opened).toEqual([
      [
        'KlarnaCheckout',
        'checkout-token',
        // Klarna's validation callback sends the shopper back to the checkout when the merchant refuses.
        expect.objectContaining({ phoneMandatory: true, checkoutUrl: `${window.location.origin}/checkout` }),
      ],
    ]);
  });

  it('keeps a stored checkout of the same cart and provider, and opens its provider order when it has none', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token', checkoutToken: 'stored' } });
    await expectSaga(openCheckout, { track: false })
      .withReducer(reducer, onCheckout())
      .provide([
        [matchers.call.fn(services.api.checkout.getCheckout), checkoutOf()],
        [
          matchers.call.fn(services.api.checkout.getProviderCheckout),
          throwError(new ApiError({ message: 'provider order not found', statusCode: 404 })),
        ],
        [matchers.call.fn(services.api.checkout.openProviderCheckout), sessionOf()],
        ...providers,
      ])
      .call(services.api.checkout.getCheckout, 'stored')
      .not.call.fn(services.api.checkout.startCheckout)
      .call(services.api.checkout.getProviderCheckout, 'Adyen', 'stored')
      .call.fn(services.api.checkout.openProviderCheckout)
      .put(paymentSessionReady(sessionOf()))
      .run();
  });

  it('reads the open provider order of a stored checkout (GET) instead of posting it again, so a reload resumes it', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token', checkoutToken: 'stored' } });
    await expectSaga(openCheckout, { track: false })
      .withReducer(reducer, onCheckout())
      .provide([
        [matchers.call.fn(services.api.checkout.getCheckout), checkoutOf()],
        [matchers.call.fn(services.api.checkout.getProviderCheckout), sessionOf({ publicToken: 'open-1' })],
        ...providers,
      ])
      .not.call.fn(services.api.checkout.openProviderCheckout)
      .put(paymentSessionReady(sessionOf({ publicToken: 'open-1' })))
      .returns('Adyen')
      .run();
  });

  it('a new checkout posts its provider order without asking for one first', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    await expectSaga(openCheckout, { track: false })
      .withReducer(reducer, onCheckout())
      .provide([
        [
          matchers.call.fn(services.api.checkout.startCheckout),
          { token: 'checkout-token', checkout: checkoutOf() },
        ],
        [matchers.call.fn(services.api.checkout.openProviderCheckout), sessionOf()],
        ...providers,
      ])
      .not.call.fn(services.api.checkout.getProviderCheckout)
      .call.fn(services.api.checkout.openProviderCheckout)
      .run();
  });

  it.each([
    [
      'no capabilities',
      { paymentProviders: [], giftCardProviders: [], shippingProviders: [] },
      'noCapabilities',
    ],
    [
      'no provider it knows',
      { paymentProviders: [{ name: 'Invoice' }], giftCardProviders: [], shippingProviders: [] },
      'noProvider',
    ],
  ])('with %s it shows its error and starts nothing', async (_, capabilities, problem) => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const { storeState } = await expectSaga(openCheckout, { track: true })
      .withReducer(reducer, onCheckout(cart({ ...cartToCheckout, capabilities })))
      .provide(providers)
      .not.call.fn(services.api.checkout.startCheckout)
      .run();
    expect((storeState as State).checkout.problem).toBe(problem);
  });

  it('removes the lines that went out of stock, names them in Swedish, and opens with what is left', async () => {
    const outOfStock = new ApiError({
      message: 'out of stock error',
      statusCode: 404,
      body: { error: 'out of stock error', productVariantIDs: [tee.productVariantId] },
    });
    const withoutTee = cart({
      ...cartToCheckout,
      items: cartToCheckout.items.filter((item) => item.id !== tee.id),
    });
    const { services, providers, cookies } = setup({ cookies: { cartToken: 'cart-token' } });
    let opened = 0;
    const { storeState } = await expectSaga(openCheckout, { track: false })
      .withReducer(reducer, onCheckout())
      .provide([
        [
          matchers.call.fn(services.api.checkout.startCheckout),
          { token: 'checkout-token', checkout: checkoutOf() },
        ],
        [
          matchers.call.fn(services.api.checkout.openProviderCheckout),
          dynamic(() => ((opened += 1) === 1 ? Promise.reject(outOfStock) : sessionOf())),
        ],
        [matchers.call.fn(services.api.shopper.removeItem), withoutTee],
        ...providers,
      ])
      .call.fn(services.api.shopper.removeItem)
      .returns('Adyen')
      .run();
    const after = storeState as State;
    expect(after.cart.cart!.items.map((item) => item.id)).toEqual(['mug']);
    expect(toasts(after)).toContainEqual({
      severity: 'error',
      title: literal('Slut i lager'),
      message: literal('Följande artiklar är slut i lager och har tagits bort från varukorgen: Classic tee.'),
    });
    expect(opened).toBe(2);
    expect(cookies.get('checkoutToken')).toBe('checkout-token');
  });

  it('shows the unexpected error and deletes the checkout token when anything else fails', async () => {
    const { services, providers, cookies } = setup({ cookies: { cartToken: 'cart-token' } });
    const { storeState } = await expectSaga(openCheckout, { track: false })
      .withReducer(reducer, onCheckout())
      .provide([
        [
          matchers.call.fn(services.api.checkout.startCheckout),
          { token: 'checkout-token', checkout: checkoutOf() },
        ],
        [
          matchers.call.fn(services.api.checkout.openProviderCheckout),
          throwError(new ApiError({ message: 'boom', statusCode: 502 })),
        ],
        ...providers,
      ])
      .run();
    expect((storeState as State).checkout.problem).toBe('unexpected');
    expect(cookies.get('checkoutToken')).toBeUndefined();
  });

  it('says the buyer may no longer order for the company when the payment start is refused with 403', async () => {
    const { services, providers, cookies } = setup({ cookies: { cartToken: 'cart-token' } });
    const { storeState } = await expectSaga(openCheckout, { track: false })
      .withReducer(reducer, onCheckout())
      .provide([
        [
          matchers.call.fn(services.api.checkout.startCheckout),
          throwError(new ApiError({ message: 'not allowed to order for this company', statusCode: 403 })),
        ],
        ...providers,
      ])
      .run();
    expect((storeState as State).checkout.problem).toBe('orderingRights');
    expect(cookies.get('checkoutToken')).toBeUndefined();
  });
});

describe('after the ordering rights were refused', () => {
  it('reads the account again, lets the cart follow it, then opens the checkout again', async () => {
    await expectSaga(refreshAccountAndReopen)
      .provide([[matchers.call.fn(followUserStoreGroup), undefined]])
      .put(userRequested())
      .dispatch(userSucceeded(erik))
      .call(followUserStoreGroup, erik)
      .put(checkoutEntered({ restart: true }))
      .run();
  });

  it('opens the checkout again without following when the account cannot be read', async () => {
    const result = await expectSaga(refreshAccountAndReopen)
      .put(userRequested())
      .dispatch(
        userFailed({
          message: 'offline',
          code: null,
          statusCode: null,
          requestId: null,
          errors: [],
          details: null,
          productVariantIDs: [],
        }),
      )
      .put(checkoutEntered({ restart: true }))
      .run();
    expect(result.effects.call ?? []).toEqual([]);
  });
});

describe('changing the order while the payment widget is open', () => {
  function ready() {
    return reducer(
      reducer(reducer(onCheckout(), paymentProviderChosen('Adyen')), paymentSessionReady(sessionOf())),
      paymentWidgetReady(),
    );
  }

  it('resumes the widget after the cart change, with the checkout opened again on the same provider order', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const widget = (await import('../../support/fakePaymentWidget')).fakePaymentWidget();
    const started = reducer(ready(), orderChangeStarted({ changeId: 'c1' }));
    const settled = reducer(
      { ...started, checkout: { ...started.checkout, widget: 'suspended' } },
      orderChangeSettled({ changeId: 'c1' }),
    );
    await expectSaga(refreshAfterOrderChange)
      .withReducer(reducer, settled)
      .provide([
        [matchers.getContext('paymentWidgets'), widget.service],
        [
          matchers.call.fn(services.api.checkout.startCheckout),
          { token: 'new-token', checkout: checkoutOf() },
        ],
        [matchers.call.fn(services.api.checkout.openProviderCheckout), sessionOf()],
        ...providers,
      ])
      .call.fn(services.api.checkout.startCheckout)
      .run();
    expect(widget.calls).toEqual(['resume public-1']);
  });

  it('resumes the widget also when bringing the checkout up to date fails', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token', checkoutToken: 'token' } });
    const widget = (await import('../../support/fakePaymentWidget')).fakePaymentWidget();
    const base = ready();
    const suspended = { ...base, checkout: { ...base.checkout, widget: 'suspended' as const } };
    const { storeState } = await expectSaga(refreshAfterOrderChange)
      .withReducer(reducer, suspended)
      .provide([
        [matchers.getContext('paymentWidgets'), widget.service],
        [
          matchers.call.fn(services.api.checkout.syncProviderCheckout),
          throwError(new ApiError({ message: 'boom', statusCode: 500 })),
        ],
        ...providers,
      ])
      .run();
    expect(widget.calls).toEqual(['resume public-1']);
    expect((storeState as State).checkout.problem).toBe('unexpected');
  });

  it('a change that starts while a refresh is under way cancels it: only the newest checkout reaches the provider, and the widget resumes after it', async () => {
    const { services, providers, cookies } = setup({ cookies: { cartToken: 'cart-token' } });
    const widget = (await import('../../support/fakePaymentWidget')).fakePaymentWidget();
    const started = reducer(ready(), orderChangeStarted({ changeId: 'c1' }));
    const suspended = { ...started, checkout: { ...started.checkout, widget: 'suspended' as const } };
    let starts = 0;
    // The first refresh's checkout answers when the test says: after the next change has begun.
    const firstAnswer = held();
    let callsBeforeSecondSettled: string[] = [];
    await runToEnd(
      expectSaga(checkoutRootSaga)
        .withReducer(reducer, suspended)
        .provide([
          [matchers.getContext('paymentWidgets'), widget.service],
          [
            matchers.call.fn(services.api.checkout.startCheckout),
            dynamic(() => {
              starts += 1;
              return starts === 1
                ? firstAnswer.later({ token: 'stale-token', checkout: checkoutOf() })
                : { token: 'new-token', checkout: checkoutOf() };
            }),
          ],
          [
            matchers.call.fn(services.api.checkout.openProviderCheckout),
            dynamic(({ args }) => {
              widget.calls.push(`order updated ${String(args[1])}`);
              return sessionOf();
            }),
          ],
          ...providers,
        ])
        .dispatch(orderChangeSettled({ changeId: 'c1' })),
      // The shopper's next change starts while the first refresh waits for its checkout…
      orderChangeStarted({ changeId: 'c2' }),
      // …which answers now, stale,
      firstAnswer.release,
      () => (callsBeforeSecondSettled = [...widget.calls]),
      // …and the next change settles after it.
      orderChangeSettled({ changeId: 'c2' }),
    );
    expect(starts).toBe(2);
    expect(callsBeforeSecondSettled).toEqual([]);
    expect(widget.calls).toEqual(['order updated new-token', 'resume public-1']);
    expect(cookies.get('checkoutToken')).toBe('new-token');
  });

  it('waits while another change is still under way', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token', checkoutToken: 'token' } });
    const widget = (await import('../../support/fakePaymentWidget')).fakePaymentWidget();
    const twoChanges = reducer(
      reducer(ready(), orderChangeStarted({ changeId: 'c1' })),
      orderChangeStarted({ changeId: 'c2' }),
    );
    await expectSaga(refreshAfterOrderChange)
      .withReducer(reducer, reducer(twoChanges, orderChangeSettled({ changeId: 'c1' })))
      .provide([[matchers.getContext('paymentWidgets'), widget.service], ...providers])
      .not.call.fn(services.api.checkout.syncProviderCheckout)
      .run();
    expect(widget.calls).toEqual([]);
  });
});

describe('the buyer on the payment form (customer information card)', () => {
  const companyPage = { companies: [nordicPrint, fjordDesign], page: 1, total: 2, total_pages: 1 };

  it("opens a member's payment with the card's addresses and her company", async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const opened: unknown[][] = [];
    const { storeState } = await expectSaga(withSessionCompanyOwner, openCheckout, {
      track: false,
      fresh: true,
    })
      .withReducer(reducer, state(userSucceeded(erik), cartSucceeded(cartToCheckout), checkoutEntered()))
      .provide([
        [
          matchers.call.fn(services.api.checkout.startCheckout),
          { token: 'checkout-token', checkout: checkoutOf() },
        ],
        [matchers.call.fn(services.api.companies.myCompanies), { companies: [nordicPrint] }],
        [matchers.call.fn(services.api.shopper.setSessionAttributes), cartToCheckout],
        [
          matchers.call.fn(services.api.checkout.openProviderCheckout),
          dynamic(({ args }) => {
            opened.push(args);
            return sessionOf();
          }),
        ],
        ...providers,
      ])
      .put(checkoutCustomerChecked({ complete: true }))
      .returns('Adyen')
      .run();
    const input = opened[0]![2] as ProviderCheckoutInput;
    expect(input.customer?.company).toEqual({
      name: 'Nordic Print AB',
      organisationNumber: '556123-4567',
      reference: 'Erik Buyer',
    });
    expect(input.customer?.shippingAddress.address).toBe('Hamngatan 18');
    expect((storeState as State).checkout.awaitingCustomer).toBe(false);
  });

  it('holds the payment while a super admin has chosen no contact person', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    const { storeState } = await expectSaga(openCheckout, { track: false, fresh: true })
      .withReducer(reducer, state(userSucceeded(olle), cartSucceeded(cartToCheckout), checkoutEntered()))
      .provide([
        [
          matchers.call.fn(services.api.checkout.startCheckout),
          { token: 'checkout-token', checkout: checkoutOf() },
        ],
        [matchers.call.fn(services.api.companies.listCompanies), companyPage],
        [matchers.call.fn(services.api.companies.companyContacts), { contacts: [] }],
        ...providers,
      ])
      .put(checkoutCustomerChecked({ complete: false }))
      .put(paymentSessionCleared())
      .not.call.fn(services.api.checkout.openProviderCheckout)
      .returns(null)
      .run();
    expect((storeState as State).checkout.awaitingCustomer).toBe(true);
  });
});
