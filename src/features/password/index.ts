export { passwordReducer } from './passwordSlice';
export type { PasswordState, ForgotPasswordView, LinkOutcome } from './passwordSlice';
export { selectForgotPassword, selectNewPassword, selectVerifyEmail } from './selectors';
export { passwordRootSaga } from './passwordSagas';
