import { object, string } from 'yup';
import { hasMinLength } from '../../components/form/passwordRules';

/**
 * Login (docs/rules.md#validation): a valid email and a password of at least 10 characters.
 * Messages are catalogue ids; the form translates them.
 */
export const loginSchema = object({
  email: string().trim().required('auth.validation.emailRequired').email('auth.validation.email'),
  password: string()
    .required('auth.validation.passwordRequired')
    .test('min', 'auth.validation.passwordMin', (value) => hasMinLength(value ?? '')),
});

export interface LoginValues {
  email: string;
  password: string;
}
