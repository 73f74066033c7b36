import { object, ref, string } from 'yup';
import { hasDigit, hasMinLength } from '../../components/form/passwordRules';

/** Forgot password (docs/rules.md#validation): a valid email. Messages are catalogue ids. */
export const forgotPasswordSchema = object({
  email: string().trim().required('password.validation.emailRequired').email('password.validation.email'),
});

/**
 * New password (docs/rules.md#validation): at least 10 characters (passwordMinLength), a digit
 * (passwordRequirements), and a confirmation equal to it (passwordsDoesNotMatch, shown on the
 * confirmation field).
 */
export const newPasswordSchema = object({
  password: string()
    .required('password.validation.passwordRequired')
    .test('min', 'password.validation.passwordMinLength', (value) => hasMinLength(value ?? ''))
    .test('digit', 'password.validation.passwordRequirements', (value) => hasDigit(value ?? '')),
  confirmPassword: string()
    .required('password.validation.confirmRequired')
    .oneOf([ref('password')], 'password.validation.passwordsDoesNotMatch'),
});

export interface ForgotPasswordValues {
  email: string;
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}
