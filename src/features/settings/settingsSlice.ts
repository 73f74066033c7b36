import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { ShopConfig, ShopSettings, StoreGroup } from '../../api/types';
import { idleRequest, type RequestState } from '../../core/requestState';

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
    settingsRequested: (state) => {
      state.request = { status: 'loading', error: null };
    },
    settingsSucceeded: (state, action: PayloadAction<ShopConfig>) => {
      state.settings = action.payload.settings;
      state.storeGroups = action.payload.storeGroups;
      state.request = { status: 'succeeded', error: null };
    },
    settingsFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.request = { status: 'failed', error: action.payload };
    },
  },
});

export const { settingsRequested, settingsSucceeded, settingsFailed } = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
