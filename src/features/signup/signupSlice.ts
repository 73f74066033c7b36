import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import type { CustomerSignupValues, OrganisationSignupRequest } from './types';

/** The contact person an organisation sign-up created; no credentials (the support log shows it). */
export interface SignupContact {
  userId: string;
  email: string;
}

/**
 * Sign-up states (docs/rules.md#signup): idle → submitting (loading) → confirm email (succeeded) or an
 * inline error (failed).
 */
export interface SignupState {
  request: RequestState;
  /** The address the verification link went to; while set, the confirm-email card shows. */
  confirmEmailFor: string | null;
  /**
   * The account an organisation sign-up created whose company is not made yet (its call failed):
   * the next submit creates only the company, for this user.
   */
  createdContact: SignupContact | null;
}

declare module '../../core/rootState' {
  interface RootState {
    signup: SignupState;
  }
}

const initialState: SignupState = { request: idleRequest, confirmEmailFor: null, createdContact: null };

/** Two forms start the one request, each with its own values. */
const submitting = (state: SignupState) => {
  state.confirmEmailFor = null;
};

const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    ...requestReducers<SignupState, { requested: CustomerSignupValues; succeeded: { email: string } }>()(
      ['customerSignupRequested', 'signupSucceeded', 'signupFailed'],
      (s) => s,
      'request',
      {
        requested: submitting,
        succeeded: (state, action) => {
          state.confirmEmailFor = action.payload.email;
          state.createdContact = null;
        },
      },
    ),
    ...requestReducers<SignupState, { requested: OrganisationSignupRequest }>()(
      ['organisationSignupRequested', null, null],
      (s) => s,
      'request',
      { requested: submitting },
    ),
    /** The organisation sign-up's user exists; its company comes next. */
    signupContactCreated: (state, action: PayloadAction<SignupContact>) => {
      state.createdContact = action.payload;
    },
    /** The backend no longer takes the sign-up of that user: the next attempt starts over. */
    signupContactForgotten: (state) => {
      state.createdContact = null;
    },
    /** Leaving a sign-up page: the next visit starts with an empty form. */
    signupReset: () => initialState,
  },
});

export const {
  customerSignupRequested,
  organisationSignupRequested,
  signupContactCreated,
  signupContactForgotten,
  signupSucceeded,
  signupFailed,
  signupReset,
} = signupSlice.actions;
export const signupReducer = signupSlice.reducer;
