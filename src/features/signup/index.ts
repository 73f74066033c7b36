// Pages, forms and schemas stay out of this file: they pull in formik, yup and libphonenumber-js,
// which belong in the sign-up routes' chunks only.
export { signupReducer, signupReset } from './signupSlice';
export type { SignupState } from './signupSlice';
export { selectConfirmEmailFor, selectSignupRequest } from './selectors';
/** The feature's sagas load with its routes (see src/app/lazySagas.ts). */
export const loadSignupRootSaga = () => import('./signupSagas').then((module) => module.signupRootSaga);
