import type { ErrorInfo } from '../../../src/api/apiError';
import {
  selectSettings,
  selectSettingsRequest,
  selectStoreGroupBySlug,
  selectStoreGroups,
} from '../../../src/features/settings/selectors';
import {
  settingsFailed,
  settingsReducer,
  settingsRequested,
  settingsSucceeded,
} from '../../../src/features/settings/settingsSlice';
import { businessGroup, defaultGroup, shopConfig, shopSettings } from '../../support/fixtures';

const initial = settingsReducer(undefined, { type: '@@init' });
const failure: ErrorInfo = {
  message: 'somethingWentWrong',
  code: null,
  statusCode: 502,
  requestId: 'req-9',
  errors: [],
  details: null,
  productVariantIDs: [],
};

describe('settingsSlice', () => {
  it('starts with no settings, no store groups and an idle request', () => {
    expect(initial).toEqual({ settings: null, storeGroups: [], request: { status: 'idle', error: null } });
  });

  it('settingsRequested marks the request as loading and clears an earlier error', () => {
    const failed = settingsReducer(initial, settingsFailed(failure));
    expect(settingsReducer(failed, settingsRequested()).request).toEqual({ status: 'loading', error: null });
  });

  it('settingsSucceeded stores the settings and the store groups and marks the request succeeded', () => {
    const state = settingsReducer(
      settingsReducer(initial, settingsRequested()),
      settingsSucceeded(shopConfig()),
    );
    expect(state).toEqual({
      settings: shopSettings,
      storeGroups: [defaultGroup, businessGroup],
      request: { status: 'succeeded', error: null },
    });
  });

  it('settingsFailed records the error and keeps the settings loaded earlier', () => {
    const loaded = settingsReducer(initial, settingsSucceeded(shopConfig()));
    const state = settingsReducer(loaded, settingsFailed(failure));
    expect(state.request).toEqual({ status: 'failed', error: failure });
    expect(state.settings).toEqual(shopSettings);
    expect(state.storeGroups).toEqual([defaultGroup, businessGroup]);
  });

  it('the selectors read the settings, the request and a store group by its slug', () => {
    const state = { settings: settingsReducer(initial, settingsSucceeded(shopConfig())) };
    expect(selectSettings(state)).toEqual(shopSettings);
    expect(selectSettingsRequest(state).status).toBe('succeeded');
    expect(selectStoreGroups(state)).toEqual([defaultGroup, businessGroup]);
    expect(selectStoreGroupBySlug(state, 'business')).toEqual(businessGroup);
    expect(selectStoreGroupBySlug(state, 'unknown')).toBeUndefined();
  });
});
