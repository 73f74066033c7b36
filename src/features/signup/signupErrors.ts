import type { ErrorInfo } from '../../api/apiError';

export type SignupErrorKind = 'emailNotVerified' | 'userExists' | 'companyExists' | 'other';

/** The answers of spec point 8, "Signup", recognised in the error's details or message. */
export function signupErrorKind(error: ErrorInfo): SignupErrorKind {
  const text = [error.details, error.message, error.code].filter(Boolean).join(' ').toLowerCase();
  if (text.includes('email not verified')) return 'emailNotVerified';
  if (text.includes('user already exists')) return 'userExists';
  if (text.includes('company already exists')) return 'companyExists';
  return 'other';
}
