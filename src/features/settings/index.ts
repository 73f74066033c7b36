export { settingsReducer, settingsRequested, settingsSucceeded, settingsFailed } from './settingsSlice';
export type { SettingsState } from './settingsSlice';
export {
  selectSettings,
  selectSettingsRequest,
  selectStoreGroups,
  selectStoreGroupBySlug,
} from './selectors';
export { settingsRootSaga } from './settingsSagas';
export { listingStoreGroup, resolveStoreGroup, waitForSettings } from './storeGroup';
export type { StoreGroupRef } from './storeGroup';
