import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo, UNEXPECTED_ERROR } from '../../../src/api/apiError';
import { sessionReducer } from '../../../src/core/session';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { loadSettings, settingsRootSaga } from '../../../src/features/settings/settingsSagas';
import {
  settingsFailed,
  settingsReducer,
  settingsRequested,
  settingsSucceeded,
} from '../../../src/features/settings/settingsSlice';
import { defaultGroup, shopConfig, shopSettings } from '../../support/fixtures';
import { sagaHarness } from '../../support/sagaHarness';
import { runToEnd } from '../../support/sagaMustFinish';

const { reducer, setup } = sagaHarness(
  combineReducers({
    settings: settingsReducer,
    session: sessionReducer,
    notifications: notificationsReducer,
  }),
);
type State = ReturnType<typeof reducer>;

describe('loadSettings', () => {
  it('puts settingsSucceeded with the backend config, and the reducer stores settings and store groups', async () => {
    const { services, providers } = setup();
    const config = shopConfig();
    const { storeState } = await expectSaga(loadSettings)
      .withReducer(reducer)
      .provide([[matchers.call.fn(services.api.proxy.getSettings), config], ...providers])
      .put(settingsSucceeded(config))
      .not.put.actionType(settingsFailed.type)
      .run();
    const state = storeState as State;
    expect(state.settings.settings).toEqual(shopSettings);
    expect(state.settings.storeGroups).toEqual(config.storeGroups);
    expect(state.settings.request).toEqual({ status: 'succeeded', error: null });
  });

  it('puts settingsFailed with the ErrorInfo of the ApiError and keeps the settings loaded before', async () => {
    const { services, providers } = setup();
    const previous = settingsReducer(
      undefined,
      settingsSucceeded(shopConfig({ storeGroups: [defaultGroup] })),
    );
    const error = new ApiError({
      message: 'Bad gateway',
      statusCode: 502,
      requestId: 'req-1',
      errors: ['upstream'],
      body: { error: 'Bad gateway', details: ['a', 'b'] },
    });
    const { storeState } = await expectSaga(loadSettings)
      .withReducer(reducer, { ...reducer(undefined, { type: '@@init' }), settings: previous })
      .provide([[matchers.call.fn(services.api.proxy.getSettings), throwError(error)], ...providers])
      .put(settingsFailed(toErrorInfo(error)))
      .not.put.actionType(settingsSucceeded.type)
      .run();
    const state = storeState as State;
    expect(state.settings.request).toEqual({
      status: 'failed',
      error: {
        message: 'Bad gateway',
        code: 'Bad gateway',
        statusCode: 502,
        requestId: 'req-1',
        errors: ['upstream'],
        details: 'a, b',
        productVariantIDs: [],
      },
    });
    expect(state.settings.settings).toEqual(shopSettings);
    expect(state.settings.storeGroups).toEqual([defaultGroup]);
  });

  it("reports a network failure that outlasts callApi's retries as 'An unexpected error occurred' (500)", async () => {
    const { services, providers } = setup();
    const network = new ApiError({ message: 'Network Error', isNetworkError: true });
    const { storeState } = await expectSaga(loadSettings)
      .withReducer(reducer)
      .provide([[matchers.call.fn(services.api.proxy.getSettings), throwError(network)], ...providers])
      .run();
    expect((storeState as State).settings.request.error).toMatchObject({
      message: UNEXPECTED_ERROR,
      statusCode: 500,
    });
    expect((storeState as State).settings.settings).toBeNull();
  });
});

describe('settingsRootSaga', () => {
  it('requests the settings at start and loads them', async () => {
    const { services, providers } = setup();
    const config = shopConfig();
    const { storeState } = await runToEnd(
      expectSaga(settingsRootSaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(services.api.proxy.getSettings), config], ...providers])
        .put(settingsRequested())
        .put(settingsSucceeded(config)),
    );
    expect((storeState as State).settings.request.status).toBe('succeeded');
  });
});
