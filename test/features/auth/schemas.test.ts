import { loginSchema } from '../../../src/features/auth/schemas';

const errorsOf = async (values: Record<string, string>) => {
  try {
    await loginSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('loginSchema', () => {
  it('accepts a valid email and a password of exactly 10 characters', async () => {
    expect(await errorsOf({ email: 'anna@example.se', password: '1234567890' })).toEqual([]);
  });

  it('rejects an invalid email with the email message', async () => {
    expect(await errorsOf({ email: 'anna@', password: 'Demo-password-1' })).toEqual([
      'auth.validation.email',
    ]);
  });

  it('requires the email', async () => {
    expect(await errorsOf({ email: '', password: 'Demo-password-1' })).toEqual([
      'auth.validation.emailRequired',
    ]);
  });

  it('rejects a password shorter than 10 characters', async () => {
    expect(await errorsOf({ email: 'anna@example.se', password: '123456789' })).toEqual([
      'auth.validation.passwordMin',
    ]);
  });

  it('requires the password, naming that first (the form shows the first message per field)', async () => {
    expect((await errorsOf({ email: 'anna@example.se', password: '' }))[0]).toBe(
      'auth.validation.passwordRequired',
    );
  });
});
