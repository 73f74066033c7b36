import { object } from 'yup';
import { newPasswordRules } from '../../components/form/newPasswordRules';

/**
 * The password a new account chooses when it accepts: sign-up's and the new-password page's rules
 * (components/form/newPasswordRules: at least 10 characters and a digit) with their texts, and a
 * confirmation equal to it (shown on the confirmation field). Messages are catalogue ids.
 */
export const invitationPasswordSchema = object(
  newPasswordRules({
    required: 'invitation.validation.passwordRequired',
    minLength: 'invitation.validation.passwordMinLength',
    digit: 'invitation.validation.passwordRequirements',
    confirmRequired: 'invitation.validation.confirmRequired',
    mismatch: 'invitation.validation.passwordsDoesNotMatch',
  }),
);
