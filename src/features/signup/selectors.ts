import { createSelector } from '@reduxjs/toolkit';
import { signupErrorKind } from './signupErrors';
import type { SignupState } from './signupSlice';

type WithSignup = { signup: SignupState };

export const selectSignupRequest = (state: WithSignup) => state.signup.request;
export const selectSignupSubmitting = (state: WithSignup) => state.signup.request.status === 'loading';
export const selectConfirmEmailFor = (state: WithSignup) => state.signup.confirmEmailFor;

/** What the form shows for a failure; 'Company already exists' shows nothing (spec point 8). */
export const selectSignupFailure = createSelector([selectSignupRequest], (request) =>
  request.status === 'failed' && request.error
    ? { kind: signupErrorKind(request.error), message: request.error.details || request.error.message }
    : null,
);
