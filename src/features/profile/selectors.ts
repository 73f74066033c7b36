import type { ProfileState } from './profileSlice';

type WithProfile = { profile: ProfileState };

export const selectProfileSave = (state: WithProfile) => state.profile.save;
export const selectProfileSavedNoticeShown = (state: WithProfile) => state.profile.savedNoticeShown;
export const selectAccountDeletion = (state: WithProfile) => state.profile.deletion;
