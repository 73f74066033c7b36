import { forgotPasswordSchema, newPasswordSchema } from '../../../src/features/password/schemas';
import { formatCountdown } from '../../../src/features/password/selectors';

const errorsOf = async (schema: typeof newPasswordSchema | typeof forgotPasswordSchema, values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]);
  }
};

describe('newPasswordSchema', () => {
  it('accepts 10 characters with a digit and an equal confirmation', async () => {
    expect(
      await errorsOf(newPasswordSchema, { password: 'abcdefghi1', confirmPassword: 'abcdefghi1' }),
    ).toEqual([]);
  });

  it('rejects fewer than 10 characters with passwordMinLength', async () => {
    expect(
      await errorsOf(newPasswordSchema, { password: 'abcdefgh1', confirmPassword: 'abcdefgh1' }),
    ).toEqual([['password', 'password.validation.passwordMinLength']]);
  });

  it('rejects a password without a digit with passwordRequirements', async () => {
    expect(
      await errorsOf(newPasswordSchema, { password: 'abcdefghij', confirmPassword: 'abcdefghij' }),
    ).toEqual([['password', 'password.validation.passwordRequirements']]);
  });

  it('puts passwordsDoesNotMatch on the confirmation field', async () => {
    expect(
      await errorsOf(newPasswordSchema, { password: 'abcdefghi1', confirmPassword: 'abcdefghi2' }),
    ).toEqual([['confirmPassword', 'password.validation.passwordsDoesNotMatch']]);
  });
});

describe('forgotPasswordSchema', () => {
  it('accepts a valid email', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: 'anna@example.se' })).toEqual([]);
  });

  it('rejects an invalid email with the email-validation text', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: 'anna.example.se' })).toEqual([
      ['email', 'password.validation.email'],
    ]);
  });
});

describe('formatCountdown', () => {
  it.each([
    [300, '05:00'],
    [299, '04:59'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
