import { combineReducers } from '@reduxjs/toolkit';
import delayP from '@redux-saga/delay-p';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import type { Cart } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import { cartReducer, cartSucceeded } from '../../../src/features/cart/cartSlice';
import { marketReducer } from '../../../src/features/market/marketSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { settingsReducer, settingsSucceeded } from '../../../src/features/settings/settingsSlice';
import { now } from '../../../src/lib/clock';
import { newId } from '../../../src/lib/ids';
import type { CookieName } from '../../../src/services/cookies';
import { contextProviders, fakeCookies, fakeServices, fakeStorage } from '../../support/fakeServices';
import { shopConfig, sweden } from '../settings/fixtures';

export const reducer = combineReducers({
  settings: settingsReducer,
  market: marketReducer,
  cart: cartReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
});
export type State = ReturnType<typeof reducer>;

/** Settings loaded, the shopper in a market, and (optionally) a cart already there. */
export function stateWith(cart: Cart | null, market = sweden): State {
  const afterSettings = reducer(undefined, settingsSucceeded(shopConfig()));
  const withMarket = { ...afterSettings, market: { ...afterSettings.market, selected: market } };
  return cart ? reducer(withMarket, cartSucceeded(cart)) : withMarket;
}

/** Fake services, and providers for them plus time, ids and delays (no real time anywhere). */
export function setup(
  initialCookies: Partial<Record<CookieName, string>> = {},
  stored: Record<string, unknown> = {},
) {
  const cookies = fakeCookies({ checkoutToken: 'checkout-1', cartToken: 'cart-token', ...initialCookies });
  const localStorage = fakeStorage(stored);
  const { services, events } = fakeServices({ cookies, localStorage });
  const base: StaticProvider[] = [
    [matchers.call.fn(newId), 'toast-id'],
    [matchers.call.fn(now), 1_000],
    // Delays (the 700 ms re-enable) pass at once.
    [matchers.call.fn(delayP), null],
    ...(contextProviders(services) as StaticProvider[]),
  ];
  return { services, cookies, localStorage, events, base };
}

/** The toasts in a final state, as plain title/message pairs. */
export const toasts = (state: State) =>
  Object.values(state.notifications.entities).map((n) => ({
    severity: n!.severity,
    title: n!.title,
    message: n!.message,
  }));
