import { createSlice } from '@reduxjs/toolkit';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import { loggedOut } from '../../core/session';
import type { ProfileFormValues } from './types';

export interface ProfileState {
  save: RequestState;
  /** The success alert shows while true; the saga clears it after 5 s (docs/rules.md#profile). */
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
    ...requestReducers<ProfileState, { requested: ProfileFormValues }>()('profileSave', (s) => s, 'save', {
      requested: (state) => {
        state.savedNoticeShown = false;
      },
      succeeded: (state) => {
        state.savedNoticeShown = true;
      },
    }),
    profileSavedNoticeCleared: (state) => {
      state.savedNoticeShown = false;
    },
    ...requestReducers<ProfileState>()('accountDelete', (s) => s, 'deletion'),
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
