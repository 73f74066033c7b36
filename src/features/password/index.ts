export { passwordReducer } from './passwordSlice';
export type { PasswordState, ForgotPasswordView, LinkOutcome } from './passwordSlice';
export { selectForgotPassword, selectNewPassword, selectVerifyEmail } from './selectors';
/** The feature's sagas load with its routes (see src/app/lazySagas.ts). */
export const loadPasswordRootSaga = () => import('./passwordSagas').then((module) => module.passwordRootSaga);
