import { orderChangeSettled, orderChangeStarted } from '../../../src/core/orderChange';
import { loggedOut } from '../../../src/core/session';
import { checkoutInvalidated } from '../../../src/features/cart/cartSlice';
import {
  checkoutCleared,
  checkoutEntered,
  checkoutLoaded,
  checkoutReducer,
  giftCardAddRequested,
  paymentProviderRefused,
  paymentSessionCleared,
  paymentSessionReady,
  paymentWidgetReady,
  paymentWidgetResumed,
  paymentWidgetSuspended,
} from '../../../src/features/checkout/checkoutSlice';
import { checkoutOf, sessionOf } from './fixtures';

const reduce = (...actions: Parameters<typeof checkoutReducer>[1][]) =>
  actions.reduce(checkoutReducer, checkoutReducer(undefined, { type: '@@init' }));

describe('the checkout slice', () => {
  it('empties the cached checkout when the cart changed', () => {
    expect(reduce(checkoutLoaded(checkoutOf()), checkoutInvalidated()).checkout).toBeNull();
  });

  it('counts the order changes under way, and a widget that gets ready meanwhile stays held', () => {
    const state = reduce(
      checkoutEntered(),
      paymentSessionReady(sessionOf()),
      orderChangeStarted({ changeId: 'a' }),
      orderChangeStarted({ changeId: 'b' }),
      orderChangeSettled({ changeId: 'a' }),
      paymentWidgetReady(),
    );
    expect(state.pendingChanges).toEqual(['b']);
    expect(state.widget).toBe('suspended');
  });

  it('moves the widget from ready to suspended and back, and nowhere from loading', () => {
    const loading = reduce(paymentSessionReady(sessionOf()));
    expect(loading.widget).toBe('loading');
    expect(checkoutReducer(loading, paymentWidgetSuspended()).widget).toBe('loading');
    const ready = checkoutReducer(loading, paymentWidgetReady());
    const suspended = checkoutReducer(ready, paymentWidgetSuspended());
    expect(suspended.widget).toBe('suspended');
    expect(checkoutReducer(suspended, paymentWidgetResumed()).widget).toBe('ready');
  });

  it('drops the stored payment-snippet state on a restart', () => {
    const state = reduce(paymentSessionReady(sessionOf()), paymentWidgetReady(), paymentSessionCleared());
    expect(state.session).toBeNull();
    expect(state.widget).toBe('none');
  });

  it('keeps the gift-card form idle when the code or the PIN is empty (nothing is sent)', () => {
    expect(reduce(giftCardAddRequested({ code: ' ', pin: '1234' })).giftCard.request.status).toBe('idle');
    expect(reduce(giftCardAddRequested({ code: '1111', pin: '1234' })).giftCard.request.status).toBe(
      'loading',
    );
  });

  it('sets a refusing provider aside once, until the order is placed or the shopper logs out', () => {
    const refused = reduce(
      paymentProviderRefused({ provider: 'KlarnaCheckout' }),
      checkoutEntered({ restart: true }),
      paymentProviderRefused({ provider: 'KlarnaCheckout' }),
    );
    expect(refused.refusedProviders).toEqual(['KlarnaCheckout']);
    expect(checkoutReducer(refused, checkoutCleared()).refusedProviders).toEqual([]);
    expect(checkoutReducer(refused, loggedOut()).refusedProviders).toEqual([]);
  });

  it('forgets everything on logout', () => {
    expect(reduce(checkoutLoaded(checkoutOf()), loggedOut())).toEqual(reduce());
  });
});
