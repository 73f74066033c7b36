// The page and its form and schema stay out of this file: they pull in formik and yup, which
// belong in the invitation route's chunk only.
export { invitationReducer } from './invitationSlice';
export type { InvitationState, InvitationOutcome, InvitationProblem } from './invitationSlice';
export { selectInvitationView } from './selectors';
export type { InvitationView } from './selectors';
/** The feature's sagas load with its route (see src/app/lazySagas.ts). */
export const loadInvitationRootSaga = () =>
  import('./invitationSagas').then((module) => module.invitationRootSaga);
