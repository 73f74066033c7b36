import { object, ref, string } from 'yup';
import { hasDigit, hasMinLength } from '../../components/form/passwordRules';

/**
 * The password a new account chooses when it accepts: sign-up's and the new-password page's rules
 * (components/form/passwordRules: at least 10 characters and a digit) with their texts, and a
 * confirmation equal to it (shown on the confirmation field). Messages are catalogue ids.
 */
export const invitationPasswordSchema = object({
  password: string()
    .required('invitation.validation.passwordRequired')
    .test('min', 'invitation.validation.passwordMinLength', (value) => hasMinLength(value ?? ''))
    .test('digit', 'invitation.validation.passwordRequirements', (value) => hasDigit(value ?? '')),
  confirmPassword: string()
    .required('invitation.validation.confirmRequired')
    .oneOf([ref('password')], 'invitation.validation.passwordsDoesNotMatch'),
});

export interface InvitationPasswordValues {
  password: string;
  confirmPassword: string;
}
