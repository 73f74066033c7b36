import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { loggedOut, sessionEnded, sessionReducer } from '../../../src/core/session';
import { authRootSaga } from '../../../src/features/auth/authSagas';
import { authReducer, userSucceeded } from '../../../src/features/auth/authSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { anna } from '../../support/demoAccounts';
import { sagaHarness, TEST_NOW } from '../../support/sagaHarness';
import { runToEnd } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(
  combineReducers({
    auth: authReducer,
    session: sessionReducer,
    notifications: notificationsReducer,
  }),
);

describe('a session that ended (core/callApi.ts reports sessionEnded)', () => {
  it('signs the user out in the state and tells the shopper why', async () => {
    const signedIn = state(userSucceeded(anna));
    const { storeState } = await runToEnd(
      expectSaga(authRootSaga)
        .withReducer(reducer, signedIn)
        .provide(setup().providers)
        .dispatch(sessionEnded()),
    );
    expect(storeState.auth.user).toBeNull();
    expect(Object.values(storeState.notifications.entities)).toEqual([
      {
        id: 'id-1',
        severity: 'warning',
        title: { id: 'session.expired.title' },
        message: { id: 'session.expired.body' },
        createdAt: TEST_NOW,
      },
    ]);
  });

  it('shows nothing on an ordinary logout', async () => {
    const { storeState } = await runToEnd(
      expectSaga(authRootSaga).withReducer(reducer).provide(setup().providers).dispatch(loggedOut()),
    );
    expect(storeState.notifications.ids).toEqual([]);
  });
});
