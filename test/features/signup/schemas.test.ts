import { ValidationError } from 'yup';
import {
  customerSignupSchema,
  messages,
  organisationSignupSchema,
} from '../../../src/features/signup/schemas';
import { customerValues, organisationValues } from './fixtures';

/** The validation messages by field path, as Formik would show them. */
async function errorsOf(
  schema: { validate: (value: unknown, options: object) => Promise<unknown> },
  values: unknown,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !found[inner.path]) found[inner.path] = inner.message;
    return found;
  }
}

describe('customer sign-up schema', () => {
  const errors = (change: Partial<typeof customerValues>) =>
    errorsOf(customerSignupSchema, { ...customerValues, ...change });

  it('accepts a complete form', async () => {
    expect(await errors({})).toEqual({});
  });

  it('requires first and last name', async () => {
    expect(await errors({ first_name: '', last_name: ' ' })).toEqual({
      first_name: messages.required,
      last_name: messages.required,
    });
  });

  it('requires a valid email', async () => {
    expect(await errors({ email: 'not-an-email' })).toEqual({ email: messages.email });
    expect(await errors({ email: '' })).toEqual({ email: messages.email });
  });

  it('needs the privacy policy accepted with its message', async () => {
    expect(await errors({ privacy: false })).toEqual({ privacy: 'signup.validation.privacy' });
  });

  it('needs at least 10 characters (passwordMin) and a digit (passwordRequirements)', async () => {
    expect(await errors({ password: 'Short1', confirmPassword: 'Short1' })).toEqual({
      password: 'signup.validation.passwordMin',
    });
    expect(await errors({ password: 'Long-enough-pass', confirmPassword: 'Long-enough-pass' })).toEqual({
      password: 'signup.validation.passwordRequirements',
    });
  });

  it('does not enforce a special character', async () => {
    expect(await errors({ password: 'abcdefghi1', confirmPassword: 'abcdefghi1' })).toEqual({});
  });

  it('shows passwordsDoesNotMatch on the confirmation field', async () => {
    expect(await errors({ confirmPassword: 'Secret-pass2' })).toEqual({
      confirmPassword: 'signup.validation.passwordsDoesNotMatch',
    });
  });

  it('keeps the phone and the notification flags optional', async () => {
    expect(
      await errors({
        phone_number: '',
        allow_email_notifications: undefined,
        allow_phone_notifications: undefined,
        allow_postal_notifications: undefined,
      }),
    ).toEqual({});
  });

  it('checks a given phone number with the selected country dial code', async () => {
    expect(await errors({ phone_number: '070-123 45 67', phone_country: 'SE' })).toEqual({});
    expect(await errors({ phone_number: '412 34 567', phone_country: 'NO' })).toEqual({});
    expect(await errors({ phone_number: '12', phone_country: 'SE' })).toEqual({
      phone_number: messages.phone,
    });
  });
});

describe('organisation sign-up schema', () => {
  const errors = (change: Partial<typeof organisationValues>, withOrganisation = true) =>
    errorsOf(organisationSignupSchema(withOrganisation), { ...organisationValues, ...change });

  it('accepts a complete form', async () => {
    expect(await errors({})).toEqual({});
  });

  it('requires the contact person with a valid email, phone and password', async () => {
    expect(
      await errors({
        first_name: '',
        last_name: '',
        email: 'x',
        phone_number: '',
        password: 'short',
        confirmPassword: 'short',
      }),
    ).toEqual({
      first_name: messages.required,
      last_name: messages.required,
      email: messages.email,
      phone_number: messages.phone,
      password: messages.passwordMin,
    });
  });

  it('needs a valid phone number for the contact', async () => {
    expect(await errors({ phone_number: '+4612' })).toEqual({ phone_number: messages.phone });
  });

  it('needs matching passwords', async () => {
    expect(await errors({ confirmPassword: 'Other-pass-1' })).toEqual({
      confirmPassword: messages.passwordsDoesNotMatch,
    });
  });

  it('requires the company name, organisation number without hyphens and VAT number', async () => {
    expect(await errors({ name: '', organisation_number: '', tax_id_vat_number: '' })).toEqual({
      name: messages.required,
      organisation_number: messages.required,
      tax_id_vat_number: messages.required,
    });
    expect(await errors({ organisation_number: '556111-2222' })).toEqual({
      organisation_number: messages.organisationNumber,
    });
  });

  it('needs a valid organisation email; the invoice email is optional but valid when given', async () => {
    expect(await errors({ org_email: 'nope' })).toEqual({ org_email: messages.email });
    expect(await errors({ invoice_email: '' })).toEqual({});
    expect(await errors({ invoice_email: 'nope' })).toEqual({ invoice_email: messages.email });
  });

  it('keeps the organisation phone optional but valid when given', async () => {
    expect(await errors({ org_phone: '' })).toEqual({});
    expect(await errors({ org_phone: '+4799' })).toEqual({ org_phone: messages.phone });
  });

  // The address rules themselves: test/components/address/addressSchema.test.ts.
  it('checks both addresses with the address rules', async () => {
    expect(
      await errors({
        billing: { ...organisationValues.billing, street_address: '' },
        shipping: { ...organisationValues.shipping, country: '' },
      }),
    ).toEqual({
      'billing.street_address': messages.required,
      'shipping.country': messages.required,
    });
  });

  it('needs the terms accepted', async () => {
    expect(await errors({ terms_accepted: false })).toEqual({ terms_accepted: messages.termsAccepted });
  });

  it('checks only the contact part when the organisation sections are off', async () => {
    expect(
      await errors(
        { name: '', organisation_number: '', billing: { ...organisationValues.billing, city: '' } },
        false,
      ),
    ).toEqual({});
    expect(await errors({ first_name: '' }, false)).toEqual({ first_name: messages.required });
  });
});
