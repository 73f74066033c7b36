import { UNEXPECTED_ERROR, type ErrorInfo } from '../../api/apiError';

export type SignupErrorKind =
  | 'emailNotVerified'
  | 'userExists'
  | 'companyExists'
  | 'organisationPending'
  | 'signupTokenRefused'
  | 'unreachable'
  | 'other';

/**
 * The sign-up answers (docs/rules.md#error-texts, "Sign-up"), recognised in the error's details or
 * message, and the backend's answers for an organisation sign-up that is not finished: its company
 * is still missing ('organisation signup not completed') or its sign-up token is spent or expired.
 */
export function signupErrorKind(error: ErrorInfo): SignupErrorKind {
  const text = [error.details, error.message, error.code].filter(Boolean).join(' ').toLowerCase();
  if (text.includes('email not verified')) return 'emailNotVerified';
  if (text.includes('user already exists')) return 'userExists';
  if (text.includes('company already exists')) return 'companyExists';
  if (text.includes('organisation signup not completed')) return 'organisationPending';
  if (text.includes('invalid signup token') || text.includes('signup token required')) {
    return 'signupTokenRefused';
  }
  // No answer after callApi's retries, or the server failed: trying again later may well work.
  if (error.message === UNEXPECTED_ERROR || (error.statusCode !== null && error.statusCode >= 500)) {
    return 'unreachable';
  }
  return 'other';
}
