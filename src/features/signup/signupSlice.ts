import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import { idleRequest, type RequestState } from '../../core/requestState';
import type { CustomerSignupValues, OrganisationSignupRequest } from './types';

/**
 * Sign-up states (spec point 4): idle → submitting (loading) → confirm email (succeeded) or an
 * inline error (failed).
 */
export interface SignupState {
  request: RequestState;
  /** The address the verification link went to; while set, the confirm-email card shows. */
  confirmEmailFor: string | null;
}

declare module '../../core/rootState' {
  interface RootState {
    signup: SignupState;
  }
}

const initialState: SignupState = { request: idleRequest, confirmEmailFor: null };

const submitting = (state: SignupState) => {
  state.request = { status: 'loading', error: null };
  state.confirmEmailFor = null;
};

const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    customerSignupRequested: (state, _action: PayloadAction<CustomerSignupValues>) => submitting(state),
    organisationSignupRequested: (state, _action: PayloadAction<OrganisationSignupRequest>) =>
      submitting(state),
    signupSucceeded: (state, action: PayloadAction<{ email: string }>) => {
      state.request = { status: 'succeeded', error: null };
      state.confirmEmailFor = action.payload.email;
    },
    signupFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.request = { status: 'failed', error: action.payload };
    },
    /** Leaving a sign-up page: the next visit starts with an empty form. */
    signupReset: () => initialState,
  },
});

export const {
  customerSignupRequested,
  organisationSignupRequested,
  signupSucceeded,
  signupFailed,
  signupReset,
} = signupSlice.actions;
export const signupReducer = signupSlice.reducer;
