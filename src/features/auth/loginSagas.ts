import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, takeLatest, takeLeading } from 'typed-redux-saga';
import { toErrorInfo } from '../../api/apiError';
import type { SessionUser } from '../../api/types';
import { callApiOnce, callApiWithoutRefresh } from '../../core/callApi';
import { service } from '../../core/services';
import { cookieLifetimes, cookieNames } from '../../services/cookies';
import {
  loginFailed,
  loginMessageCleared,
  loginRequested,
  loginSucceeded,
  sessionUserChanged,
  userRequested,
  userSucceeded,
  type LoginRequest,
} from './authSlice';
import { loginErrorDetails, loginFailureText, notVerifiedText, verifyLinkOutcome } from './loginMessages';
import { loginRedirectTarget } from './redirect';
import { moveCartToUserStoreGroup } from '../cart';

/** A login failure's message shows for 5000 ms (docs/rules.md#login). */
export const LOGIN_MESSAGE_MS = 5000;

export function* login(action: PayloadAction<LoginRequest>) {
  const { email, password, redirect } = action.payload;
  const api = yield* service('api');
  const cookies = yield* service('cookies');
  const navigation = yield* service('navigate');

  let user: SessionUser;
  try {
    const result = yield* callApiWithoutRefresh(api.proxy.login, email.trim(), password);
    yield* call(cookies.set, cookieNames.userToken, result.access_token, cookieLifetimes.session);
    yield* call(cookies.set, cookieNames.refreshToken, result.refresh_token, cookieLifetimes.session);
    yield* call(cookies.set, cookieNames.userId, result.user.id, cookieLifetimes.session);
    // The visitor's store group becomes the user's: the next cart session starts there.
    yield* call(cookies.set, cookieNames.storeGroupSlug, result.user.store_group, cookieLifetimes.cart);
    yield* call(cookies.set, cookieNames.storeGroupId, result.user.store_group_id, cookieLifetimes.cart);
    user = result.user;
  } catch (error) {
    yield* call(loginFailure, error, email.trim());
    return;
  }

  yield* put(userSucceeded(user));
  // "Success with access_token refreshes the user" (docs/rules.md#login): the get-user round trip.
  yield* put(userRequested());

  // The login itself succeeded; a cart that cannot be moved must not keep the user out.
  try {
    yield* call(moveCartToUserStoreGroup, user);
  } catch {
    // The cart feature reloads the cart on its next request; nothing the shopper can act on.
  }
  yield* put(sessionUserChanged(user));

  yield* put(loginSucceeded());
  yield* call(navigation.navigate, loginRedirectTarget(redirect));
}

/**
 * After the signed-in user joined or left a company (an accepted invitation, ordering rights
 * refused at checkout): the cart and the next cart session follow the user's store group, and the
 * change is announced, as a login does it.
 */
export function* followUserStoreGroup(user: SessionUser) {
  const cookies = yield* service('cookies');
  yield* call(cookies.set, cookieNames.storeGroupSlug, user.store_group, cookieLifetimes.cart);
  yield* call(cookies.set, cookieNames.storeGroupId, user.store_group_id, cookieLifetimes.cart);
  try {
    yield* call(moveCartToUserStoreGroup, user);
  } catch {
    // As at login: the cart feature reloads the cart on its next request.
  }
  yield* put(sessionUserChanged(user));
}

function* loginFailure(error: unknown, email: string) {
  const info = toErrorInfo(error);
  const detail = info.details ?? info.message;
  let message = loginFailureText(error);
  if (detail.trim().toLowerCase() === loginErrorDetails.emailNotVerified) {
    message = notVerifiedText(yield* call(requestVerifyLink, email));
  }
  yield* put(loginFailed({ error: info, message }));
}

/**
 * docs/rules.md#login: 'email not verified' asks for a new verification link. The backend may refuse it
 * (409 'organisation signup not completed' while the address's company sign-up is unfinished) or
 * not answer; the caller's message then says so instead of claiming a link was sent.
 */
export function* requestVerifyLink(email: string) {
  const api = yield* service('api');
  try {
    const result = yield* callApiOnce(api.proxy.createVerifyLink, email);
    return verifyLinkOutcome({ result });
  } catch (error) {
    return verifyLinkOutcome({ error });
  }
}

/** Each failure's message shows 5 s; a newer failure restarts the time. */
export function* clearLoginMessageLater() {
  yield* delay(LOGIN_MESSAGE_MS);
  yield* put(loginMessageCleared());
}

export function* loginRootSaga() {
  // takeLeading: a double click on "log in" logs in once.
  yield* takeLeading(loginRequested.type, login);
  yield* takeLatest([loginFailed.type, loginRequested.type], clearLoginMessageLaterIfFailed);
}

function* clearLoginMessageLaterIfFailed(action: { type: string }) {
  // A new attempt cancels the previous timer (takeLatest); only a failure starts one.
  if (action.type === loginFailed.type) yield* call(clearLoginMessageLater);
}
