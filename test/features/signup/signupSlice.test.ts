import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import {
  selectConfirmEmailFor,
  selectSignupFailure,
  selectSignupSubmitting,
} from '../../../src/features/signup/selectors';
import {
  customerSignupRequested,
  signupFailed,
  signupReducer,
  signupReset,
  signupSucceeded,
  type SignupState,
} from '../../../src/features/signup/signupSlice';
import { customerValues } from './fixtures';

const initial = signupReducer(undefined, { type: '@@init' });
const wrap = (signup: SignupState) => ({ signup });
const conflict = (details: string) =>
  toErrorInfo(new ApiError({ message: details, statusCode: 409, body: { error: details, details } }));

describe('signup slice', () => {
  it('starts idle with no confirm card', () => {
    expect(initial).toEqual({ request: { status: 'idle', error: null }, confirmEmailFor: null });
  });

  it('goes idle → submitting → confirm email', () => {
    const submitting = signupReducer(initial, customerSignupRequested(customerValues));
    expect(selectSignupSubmitting(wrap(submitting))).toBe(true);
    const confirmed = signupReducer(submitting, signupSucceeded({ email: 'lina.berg@example.se' }));
    expect(selectSignupSubmitting(wrap(confirmed))).toBe(false);
    expect(selectConfirmEmailFor(wrap(confirmed))).toBe('lina.berg@example.se');
  });

  it('goes submitting → an inline error, classified by the selector', () => {
    const failed = signupReducer(
      signupReducer(initial, customerSignupRequested(customerValues)),
      signupFailed(conflict('user already exists')),
    );
    expect(selectSignupFailure(wrap(failed))).toEqual({ kind: 'userExists', message: 'user already exists' });
    expect(selectSignupFailure(wrap(initial))).toBeNull();
  });

  it('forgets everything on reset', () => {
    const confirmed = signupReducer(initial, signupSucceeded({ email: 'a@b.se' }));
    expect(signupReducer(confirmed, signupReset())).toEqual(initial);
  });
});
