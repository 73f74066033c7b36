import type { ErrorInfo } from '../../../src/api/apiError';
import type { SessionUser } from '../../../src/api/types';
import { loggedOut, sessionEnded } from '../../../src/core/session';
import {
  authReducer,
  logoutRequested,
  userFailed,
  userRequested,
  userSucceeded,
} from '../../../src/features/auth/authSlice';
import { selectIsLoggedIn, selectUser, selectUserRequest } from '../../../src/features/auth/selectors';
import { anna } from '../../support/demoAccounts';

const initial = authReducer(undefined, { type: '@@init' });
const signedIn = authReducer(authReducer(initial, userRequested()), userSucceeded(anna));
const failure: ErrorInfo = {
  message: 'Unauthorized',
  code: 'Unauthorized',
  statusCode: 401,
  requestId: null,
  errors: [],
  details: null,
  productVariantIDs: [],
};

describe('authSlice', () => {
  it('starts signed out with an idle request', () => {
    expect(initial).toEqual({
      user: null,
      request: { status: 'idle', error: null },
      login: { status: 'idle', error: null },
      loginMessage: null,
    });
    expect(selectIsLoggedIn({ auth: initial })).toBe(false);
  });

  it('userRequested marks the request as loading', () => {
    expect(selectUserRequest({ auth: authReducer(initial, userRequested()) })).toEqual({
      status: 'loading',
      error: null,
    });
  });

  it('userSucceeded caches the user and the shopper counts as signed in', () => {
    expect(selectUser({ auth: signedIn })).toEqual<SessionUser>(anna);
    expect(selectIsLoggedIn({ auth: signedIn })).toBe(true);
    expect(signedIn.request).toEqual({ status: 'succeeded', error: null });
  });

  it('userFailed records the error', () => {
    const state = authReducer(authReducer(initial, userRequested()), userFailed(failure));
    expect(state.request).toEqual({ status: 'failed', error: failure });
    expect(state.user).toBeNull();
  });

  it('logoutRequested is intent only and changes nothing', () => {
    expect(authReducer(signedIn, logoutRequested())).toBe(signedIn);
  });

  it('loggedOut resets the state to the initial one', () => {
    expect(authReducer(signedIn, loggedOut())).toEqual(initial);
  });

  it('sessionEnded (an unrefreshable session) clears the user', () => {
    const state = authReducer(signedIn, sessionEnded());
    expect(state.user).toBeNull();
    expect(selectIsLoggedIn({ auth: state })).toBe(false);
    expect(state).toEqual(initial);
  });
});
