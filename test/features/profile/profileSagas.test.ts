import { combineReducers } from '@reduxjs/toolkit';
import delayP from '@redux-saga/delay-p';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import { sessionReducer } from '../../../src/core/session';
import { authReducer, logoutRequested, userRequested, userSucceeded } from '../../../src/features/auth';
import { marketReducer } from '../../../src/features/market';
import { notificationsReducer } from '../../../src/features/notifications';
import {
  clearSavedNoticeLater,
  deleteAccount,
  saveProfile,
  SAVED_NOTICE_MS,
} from '../../../src/features/profile/profileSagas';
import {
  accountDeleteFailed,
  accountDeleteSucceeded,
  profileReducer,
  profileSavedNoticeCleared,
  profileSaveFailed,
  profileSaveRequested,
  profileSaveSucceeded,
} from '../../../src/features/profile/profileSlice';
import { profilePayload, profileValuesFrom } from '../../../src/features/profile/profileValues';
import { anna } from '../../support/demoAccounts';
import { sagaHarness } from '../../support/sagaHarness';

const { reducer, state, setup } = sagaHarness(
  combineReducers({
    profile: profileReducer,
    auth: authReducer,
    market: marketReducer,
    session: sessionReducer,
    notifications: notificationsReducer,
  }),
);
type State = ReturnType<typeof reducer>;
const signedIn = state(userSucceeded(anna));

const values = { ...profileValuesFrom(anna, 'SE'), city: 'Uppsala' };

describe('saveProfile', () => {
  it('sends the update payload, reports success when the answer has an email, and refetches the user', async () => {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(saveProfile, profileSaveRequested(values))
      .withReducer(reducer, signedIn)
      .provide([
        [matchers.call.fn(api.proxy.updateUser), { ...anna, address: { ...anna.address, city: 'Uppsala' } }],
        ...providers,
      ])
      .call(api.proxy.updateUser, profilePayload(values, anna, 'SE'))
      .put(profileSaveSucceeded())
      .put(userRequested())
      .run();
    expect((storeState as State).profile.savedNoticeShown).toBe(true);
  });

  it('fails without refetching when the answer carries no email', async () => {
    const { api, providers } = setup();
    await expectSaga(saveProfile, profileSaveRequested(values))
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(api.proxy.updateUser), {}], ...providers])
      .put.actionType(profileSaveFailed.type)
      .not.put(userRequested())
      .run();
  });

  it('puts profileSaveFailed with the error when the update fails', async () => {
    const { api, providers } = setup();
    const error = new ApiError({ message: 'Bad Gateway', statusCode: 502, body: { error: 'Bad Gateway' } });
    const { storeState } = await expectSaga(saveProfile, profileSaveRequested(values))
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(api.proxy.updateUser), throwError(error)], ...providers])
      .put(profileSaveFailed(toErrorInfo(error)))
      .not.put(profileSaveSucceeded())
      .run();
    expect((storeState as State).profile.save.status).toBe('failed');
  });
});

describe('clearSavedNoticeLater', () => {
  it('clears the success notice after 5 s', async () => {
    await expectSaga(clearSavedNoticeLater)
      .withReducer(reducer, reducer(signedIn, profileSaveSucceeded()))
      .provide(setup().providers)
      .call(delayP, SAVED_NOTICE_MS)
      .put(profileSavedNoticeCleared())
      .hasFinalState(reducer(reducer(signedIn, profileSaveSucceeded()), profileSavedNoticeCleared()))
      .run();
  });
});

describe('deleteAccount', () => {
  it("logs out (which sends the shopper to /) when the answer is 'user deleted'", async () => {
    const { api, providers } = setup();
    await expectSaga(deleteAccount)
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(api.proxy.deleteAccount), { message: 'user deleted' }], ...providers])
      .put(accountDeleteSucceeded())
      .put(logoutRequested())
      .run();
  });

  it('stays signed in and reports an error for any other answer', async () => {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(deleteAccount)
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(api.proxy.deleteAccount), { message: 'user not deleted' }], ...providers])
      .put(accountDeleteFailed(toErrorInfo(new Error('user not deleted'))))
      .not.put(logoutRequested())
      .run();
    expect((storeState as State).auth.user).toEqual(anna);
  });

  it('stays signed in when the call fails', async () => {
    const { api, providers } = setup();
    const error = new ApiError({ message: 'Unauthorized', statusCode: 401, body: { error: 'Unauthorized' } });
    await expectSaga(deleteAccount)
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(api.proxy.deleteAccount), throwError(error)], ...providers])
      .put(accountDeleteFailed(toErrorInfo(error)))
      .not.put(logoutRequested())
      .run();
  });
});
