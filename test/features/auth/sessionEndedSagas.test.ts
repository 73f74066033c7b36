import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { loggedOut, sessionEnded, sessionReducer } from '../../../src/core/session';
import { authRootSaga } from '../../../src/features/auth/authSagas';
import { authReducer, userSucceeded } from '../../../src/features/auth/authSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { now } from '../../../src/lib/clock';
import { newId } from '../../../src/lib/ids';
import { contextProviders, fakeServices } from '../../support/fakeServices';
import { sessionUser } from './fixtures';

const reducer = combineReducers({
  auth: authReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
});

describe('a session that ended (core/callApi.ts reports sessionEnded)', () => {
  const providers = (): StaticProvider[] => [
    [matchers.call.fn(newId), 'toast-1'],
    [matchers.call.fn(now), 1000],
    ...(contextProviders(fakeServices().services) as StaticProvider[]),
  ];

  it('signs the user out in the state and tells the shopper why', async () => {
    const signedIn = reducer(undefined, userSucceeded(sessionUser));
    const { storeState } = await expectSaga(authRootSaga)
      .withReducer(reducer, signedIn)
      .provide(providers())
      .dispatch(sessionEnded())
      .silentRun();
    expect(storeState.auth.user).toBeNull();
    expect(Object.values(storeState.notifications.entities)).toEqual([
      {
        id: 'toast-1',
        severity: 'warning',
        title: { id: 'session.expired.title' },
        message: { id: 'session.expired.body' },
        createdAt: 1000,
      },
    ]);
  });

  it('shows nothing on an ordinary logout', async () => {
    const { storeState } = await expectSaga(authRootSaga)
      .withReducer(reducer)
      .provide(providers())
      .dispatch(loggedOut())
      .silentRun();
    expect(storeState.notifications.ids).toEqual([]);
  });
});
