import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import {
  selectConfirmEmailFor,
  selectSignupFailure,
  selectSignupSubmitting,
} from '../../../src/features/signup/selectors';
import {
  customerSignupRequested,
  organisationSignupRequested,
  signupContactCreated,
  signupContactForgotten,
  signupFailed,
  signupReducer,
  signupReset,
  signupSucceeded,
  type SignupState,
} from '../../../src/features/signup/signupSlice';
import { customerValues, organisationValues } from './fixtures';

const initial = signupReducer(undefined, { type: '@@init' });
const wrap = (signup: SignupState) => ({ signup });
const conflict = (details: string) =>
  toErrorInfo(new ApiError({ message: details, statusCode: 409, body: { error: details, details } }));

describe('signup slice', () => {
  it('starts idle with no confirm card', () => {
    expect(initial).toEqual({
      request: { status: 'idle', error: null },
      confirmEmailFor: null,
      createdContact: null,
    });
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
    expect(selectSignupFailure(wrap(failed))).toEqual({
      kind: 'userExists',
      message: 'user already exists',
      contactEmail: null,
    });
    expect(selectSignupFailure(wrap(initial))).toBeNull();
  });

  it('remembers the created contact through a failed company and a new submit, until success', () => {
    const contact = { userId: 'user-9', email: 'lina@firma.se' };
    const request = organisationSignupRequested({ values: organisationValues, withOrganisation: true });
    const failed = [
      request,
      signupContactCreated(contact),
      signupFailed(conflict('Company already exists')),
    ].reduce(signupReducer, initial);
    expect(failed.createdContact).toEqual(contact);
    expect(selectSignupFailure(wrap(failed))).toMatchObject({
      kind: 'companyExists',
      contactEmail: 'lina@firma.se',
    });
    const again = signupReducer(failed, request);
    expect(again.createdContact).toEqual(contact);
    expect(signupReducer(again, signupSucceeded({ email: contact.email })).createdContact).toBeNull();
    expect(signupReducer(again, signupContactForgotten()).createdContact).toBeNull();
    expect(signupReducer(failed, signupReset())).toEqual(initial);
  });

  it('forgets everything on reset', () => {
    const confirmed = signupReducer(initial, signupSucceeded({ email: 'a@b.se' }));
    expect(signupReducer(confirmed, signupReset())).toEqual(initial);
  });
});
