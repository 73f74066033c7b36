import { createSlice } from '@reduxjs/toolkit';
import type { ShopConfig, ShopSettings, StoreGroup } from '../../api/types';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';

export interface SettingsState {
  settings: ShopSettings | null;
  storeGroups: StoreGroup[];
  request: RequestState;
}

declare module '../../core/rootState' {
  interface RootState {
    settings: SettingsState;
  }
}

const initialState: SettingsState = { settings: null, storeGroups: [], request: idleRequest };

const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    ...requestReducers<SettingsState, { succeeded: ShopConfig }>()('settings', (s) => s, 'request', {
      succeeded: (state, action) => {
        state.settings = action.payload.settings;
        state.storeGroups = action.payload.storeGroups;
      },
    }),
  },
});

export const { settingsRequested, settingsSucceeded, settingsFailed } = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
