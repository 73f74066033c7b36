import { createSelector } from '@reduxjs/toolkit';
import { signupErrorKind } from './signupErrors';
import type { SignupState } from './signupSlice';

type WithSignup = { signup: SignupState };

export const selectSignupRequest = (state: WithSignup) => state.signup.request;
export const selectSignupSubmitting = (state: WithSignup) => state.signup.request.status === 'loading';
export const selectConfirmEmailFor = (state: WithSignup) => state.signup.confirmEmailFor;
/** The organisation sign-up's account that still waits for its company, if any. */
export const selectCreatedContact = (state: WithSignup) => state.signup.createdContact;

/**
 * What the form shows for a failure, and whether the account already exists so that only the
 * company is missing (the failure then is the organisation call's).
 */
export const selectSignupFailure = createSelector(
  [selectSignupRequest, selectCreatedContact],
  (request, contact) =>
    request.status === 'failed' && request.error
      ? {
          kind: signupErrorKind(request.error),
          message: request.error.details || request.error.message,
          contactEmail: contact?.email ?? null,
        }
      : null,
);
