import { call } from 'typed-redux-saga';
import type { SessionUser } from '../../api/types';
import { callApi } from '../../core/callApi';
import { service } from '../../core/services';
import { hasCartSession } from '../cart';
import { loginCompanyAttributes } from './sessionAttributes';

/**
 * Attaches the user's company to the cart session, as a login does (docs/rules.md#login): the
 * session does not report its attributes back, and a moved cart is a new session without them, so
 * whoever moved it calls this again.
 */
export function* attachCompany(user: SessionUser) {
  const attributes = loginCompanyAttributes(user);
  if (!attributes) return;
  if (!(yield* call(hasCartSession))) return;
  const api = yield* service('api');
  try {
    yield* callApi(api.shopper.setSessionAttributes, attributes);
  } catch {
    // The checkout sets the company again when one is chosen (docs/rules.md#customer-card), so a
    // failure here only delays it; it must not block the login.
  }
}
