import { combineReducers } from '@reduxjs/toolkit';
import { END } from 'redux-saga';
import { fork, put } from 'redux-saga/effects';
import { sessionCompanyReducer, sessionCompanyRootSaga } from '../../../src/features/company';
import type { Capabilities, Checkout, Order, OrderAddress, PaymentSession } from '../../../src/api/types';
import { sessionReducer } from '../../../src/core/session';
import { authReducer } from '../../../src/features/auth/authSlice';
import { cartReducer } from '../../../src/features/cart/cartSlice';
import { checkoutReducer } from '../../../src/features/checkout/checkoutSlice';
import { companyReducer } from '../../../src/features/checkout/customer/companySlice';
import { marketReducer } from '../../../src/features/market/marketSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { settingsReducer } from '../../../src/features/settings/settingsSlice';
import { cart, line } from '../cart/fixtures';

/** The slices the checkout's flows read and write. */
export const checkoutSagaReducer = combineReducers({
  settings: settingsReducer,
  market: marketReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
  auth: authReducer,
  company: companyReducer,
  sessionCompany: sessionCompanyReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
});

export const swedishCapabilities: Capabilities = {
  paymentProviders: ['Adyen', 'QliroOne', 'Avarda', 'KlarnaCheckout', 'WalleyCheckout'].map((name) => ({
    name,
  })),
  giftCardProviders: [{ name: 'retain24' }],
  shippingProviders: [{ name: 'ingrid' }],
};

export const norwegianCapabilities: Capabilities = {
  ...swedishCapabilities,
  paymentProviders: [{ name: 'KlarnaCheckout' }, { name: 'WalleyCheckout' }],
};

export const tee = line('tee', 2, {
  productVariantId: 'TEE-BLUE-M',
  name: 'Classic tee',
  displayName: 'Classic tee',
});
export const mug = line('mug', 1, { productVariantId: 'MUG-WHITE-STD', name: 'Mug' });

export const cartToCheckout = cart({ items: [tee, mug], capabilities: swedishCapabilities });

export function checkoutOf(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: 'checkout-1',
    cartId: cartToCheckout.id,
    items: cartToCheckout.items,
    totals: { ...cartToCheckout.totals, giftCardTotal: 0 },
    discountCodes: [],
    giftCards: [],
    currencyCode: 'SEK',
    countryCode: 'SE',
    languageCode: 'sv',
    isTaxIncludedInPrice: true,
    paymentProvider: 'Adyen',
    giftCardProvider: 'retain24',
    shippingProvider: 'ingrid',
    capabilities: swedishCapabilities,
    ...overrides,
  };
}

export function sessionOf(overrides: Partial<PaymentSession> = {}): PaymentSession {
  return {
    provider: 'Adyen',
    publicToken: 'public-1',
    order: { reference: 'PF-100001', status: 'open', totalAmount: 30000, currencyCode: 'SEK' },
    adyenSession: { id: 'public-1', sessionData: 'opaque' },
    ...overrides,
  };
}

/** The buyer's address, as a provider's widget sets it. */
export const address: OrderAddress = {
  givenName: 'Anna',
  familyName: 'Andersson',
  address: 'Storgatan 1',
  postalCode: '11122',
  city: 'Stockholm',
  country: 'SE',
  telephoneNumber: '+46701234567',
  email: 'anna.andersson@example.se',
};

export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    reference: 'PF-100001',
    date: '2026-11-23T10:00:00.000Z',
    status: { orderStates: ['PLACED'], customStates: [] },
    provider: 'Adyen',
    cartId: cartToCheckout.id,
    items: cartToCheckout.items,
    totals: { ...cartToCheckout.totals, giftCardTotal: 0 },
    currencyCode: 'SEK',
    billingAddress: address,
    shippingAddress: address,
    email: address.email,
    userId: null,
    attributes: {},
    ...overrides,
  };
}

/**
 * A checkout flow with the session's company owner beside it, as in the app (it carries the buyer
 * the customer card announces); when the flow is done, END closes the owner's channel so the test's
 * saga ends.
 */
export function* withSessionCompanyOwner<Args extends unknown[]>(
  flow: (...args: Args) => Generator,
  ...args: Args
) {
  yield fork(sessionCompanyRootSaga);
  const result: unknown = yield* flow(...args);
  yield put(END);
  return result;
}
