// The page, form and schema stay out of this file: they pull in formik, yup and libphonenumber-js,
// which belong in the profile route's chunk only.
export { profileReducer } from './profileSlice';
export type { ProfileState } from './profileSlice';
export { profileRootSaga } from './profileSagas';
