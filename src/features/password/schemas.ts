import { object, string } from 'yup';
import { newPasswordRules } from '../../components/form/newPasswordRules';

/** Forgot password (docs/rules.md#validation): a valid email. Messages are catalogue ids. */
export const forgotPasswordSchema = object({
  email: string().trim().required('password.validation.emailRequired').email('password.validation.email'),
});

/**
 * New password (docs/rules.md#validation): at least 10 characters (passwordMinLength), a digit
 * (passwordRequirements), and a confirmation equal to it (passwordsDoesNotMatch, shown on the
 * confirmation field).
 */
export const newPasswordSchema = object(
  newPasswordRules({
    required: 'password.validation.passwordRequired',
    minLength: 'password.validation.passwordMinLength',
    digit: 'password.validation.passwordRequirements',
    confirmRequired: 'password.validation.confirmRequired',
    mismatch: 'password.validation.passwordsDoesNotMatch',
  }),
);

export interface ForgotPasswordValues {
  email: string;
}
