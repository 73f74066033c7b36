import type { SettingsState } from './settingsSlice';

type WithSettings = { settings: SettingsState };

export const selectSettings = (state: WithSettings) => state.settings.settings;
export const selectSettingsRequest = (state: WithSettings) => state.settings.request;
export const selectStoreGroups = (state: WithSettings) => state.settings.storeGroups;
export const selectStoreGroupBySlug = (state: WithSettings, slug: string) =>
  state.settings.storeGroups.find((group) => group.slug === slug);
