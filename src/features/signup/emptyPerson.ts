import type { SignupPersonValues } from './types';

/** The person's fields as both sign-up forms start: empty, with the market's phone country. */
export const emptyPerson = (phoneCountry: string): SignupPersonValues => ({
  first_name: '',
  last_name: '',
  email: '',
  phone_country: phoneCountry,
  phone_number: '',
  password: '',
  confirmPassword: '',
});
