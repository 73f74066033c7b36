import type { Action } from '@reduxjs/toolkit';
import { buffers } from 'redux-saga';
import { actionChannel, call, put, select, take } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import { sessionUserChanged, signedInUser } from '../auth';
import { cartSessionStarted, hasCartSession, selectCart } from '../cart';
import { carriedKey, checkoutCompanyAttributes, loginCompanyAttributes } from './sessionAttributes';
import {
  selectSessionCompany,
  sessionBuyerChosen,
  sessionBuyerSettled,
  sessionCompanyFailed,
  sessionCompanyRequested,
  sessionCompanySucceeded,
} from './sessionCompanySlice';

/**
 * Gives the cart session the company it orders for (docs/rules.md#login, #customer-card): the buyer
 * chosen at checkout, else the signed-in user's own first active company, else none. Sent only when
 * that differs from what this session was last given; a failure is kept for the checkout's card and
 * never blocks a login, a move or a market switch.
 */
export function* carrySessionCompany() {
  const user = yield* call(signedInUser);
  const cart = yield* select(selectCart);
  if (!user || !cart) return;
  const { buyer, sentFor } = yield* select(selectSessionCompany);
  const attributes = buyer
    ? checkoutCompanyAttributes(buyer.company, buyer.contact)
    : loginCompanyAttributes(user);
  if (!attributes || !(yield* call(hasCartSession))) return;
  const key = carriedKey(cart.id, attributes);
  if (sentFor === key) return;
  const api = yield* service('api');
  yield* put(sessionCompanyRequested());
  try {
    yield* callApi(api.shopper.setSessionAttributes, attributes);
    yield* put(sessionCompanySucceeded({ sentFor: key }));
  } catch (error) {
    yield* put(sessionCompanyFailed(toErrorInfo(error)));
  }
}

/** What can change the company a cart session orders for; the features that do it only announce it. */
export const sessionCompanyAnnouncements = [
  cartSessionStarted.type, // a new session (a market switch, a store-group move, a lost or ordered cart)
  sessionUserChanged.type, // a login, or the account joined or left a company
  sessionBuyerChosen.type, // the buyer's choice at checkout
] as const;

/**
 * The one owner of the session's company. Announcements are carried one at a time in the order
 * they came, so a moved cart and a buyer's choice never race: each reads the state as the one
 * before left it. A logout needs nothing sent (the session ends with it); the slice forgets the
 * buyer and what was sent.
 */
export function* sessionCompanyRootSaga() {
  const announcements = yield* actionChannel([...sessionCompanyAnnouncements], buffers.expanding<Action>(8));
  for (;;) {
    const announced: Action = yield* take(announcements);
    yield* call(carrySessionCompany);
    if (sessionBuyerChosen.match(announced)) yield* put(sessionBuyerSettled());
  }
}

/** Waits until every buyer choice announced so far is carried or refused (the checkout's card). */
export function* buyerChoicesCarried() {
  while ((yield* select(selectSessionCompany)).buyersInLine > 0) yield* take(sessionBuyerSettled.type);
}
