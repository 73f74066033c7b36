import { object, string } from 'yup';

/** Spec point 9: every password is at least 10 characters. */
export const PASSWORD_MIN_LENGTH = 10;

/**
 * Login (spec point 5): a valid email and a password of at least 10 characters.
 * Messages are catalogue ids; the form translates them.
 */
export const loginSchema = object({
  email: string().trim().required('auth.validation.emailRequired').email('auth.validation.email'),
  password: string()
    .required('auth.validation.passwordRequired')
    .min(PASSWORD_MIN_LENGTH, 'auth.validation.passwordMin'),
});

export interface LoginValues {
  email: string;
  password: string;
}
