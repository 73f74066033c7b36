import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import { idleRequest, type RequestState } from '../../core/requestState';
import { loggedOut } from '../../core/session';
import type { ProfileFormValues } from './types';

export interface ProfileState {
  save: RequestState;
  /** The success alert shows while true; the saga clears it after 5 s (spec point 9). */
  savedNoticeShown: boolean;
  deletion: RequestState;
}

declare module '../../core/rootState' {
  interface RootState {
    profile: ProfileState;
  }
}

const initialState: ProfileState = { save: idleRequest, savedNoticeShown: false, deletion: idleRequest };

const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileSaveRequested: (state, _action: PayloadAction<ProfileFormValues>) => {
      state.save = { status: 'loading', error: null };
      state.savedNoticeShown = false;
    },
    profileSaveSucceeded: (state) => {
      state.save = { status: 'succeeded', error: null };
      state.savedNoticeShown = true;
    },
    profileSaveFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.save = { status: 'failed', error: action.payload };
    },
    profileSavedNoticeCleared: (state) => {
      state.savedNoticeShown = false;
    },
    accountDeleteRequested: (state) => {
      state.deletion = { status: 'loading', error: null };
    },
    accountDeleteSucceeded: (state) => {
      state.deletion = { status: 'succeeded', error: null };
    },
    accountDeleteFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.deletion = { status: 'failed', error: action.payload };
    },
    /** The dialog closed: its error goes with it. */
    accountDeleteDismissed: (state) => {
      state.deletion = idleRequest;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
});

export const {
  profileSaveRequested,
  profileSaveSucceeded,
  profileSaveFailed,
  profileSavedNoticeCleared,
  accountDeleteRequested,
  accountDeleteSucceeded,
  accountDeleteFailed,
  accountDeleteDismissed,
} = profileSlice.actions;
export const profileReducer = profileSlice.reducer;
