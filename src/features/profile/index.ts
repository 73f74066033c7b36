// The page, form and schema stay out of this file: they pull in formik, yup and libphonenumber-js,
// which belong in the profile route's chunk only.
export { profileReducer } from './profileSlice';
export type { ProfileState } from './profileSlice';
/** The feature's sagas load with its routes (see src/app/lazySagas.ts). */
export const loadProfileRootSaga = () => import('./profileSagas').then((module) => module.profileRootSaga);
