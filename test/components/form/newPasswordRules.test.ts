import { object } from 'yup';
import { newPasswordRules } from '../../../src/components/form/newPasswordRules';

const schema = object(
  newPasswordRules({
    required: 'required',
    minLength: 'minLength',
    digit: 'digit',
    confirmRequired: 'confirmRequired',
    mismatch: 'mismatch',
  }),
);

const errorsOf = async (values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]);
  }
};

describe('newPasswordRules (docs/rules.md#passwords)', () => {
  it('accepts 10 characters with a digit and an equal confirmation', async () => {
    expect(await errorsOf({ password: 'abcdefghi1', confirmPassword: 'abcdefghi1' })).toEqual([]);
  });

  it('gives each broken rule its own message, the mismatch on the confirmation', async () => {
    expect(await errorsOf({ password: 'abcdefgh1', confirmPassword: 'abcdefgh1' })).toEqual([
      ['password', 'minLength'],
    ]);
    expect(await errorsOf({ password: 'abcdefghij', confirmPassword: 'abcdefghij' })).toEqual([
      ['password', 'digit'],
    ]);
    expect(await errorsOf({ password: 'abcdefghi1', confirmPassword: 'abcdefghi2' })).toEqual([
      ['confirmPassword', 'mismatch'],
    ]);
  });

  it('asks for both fields first (the first error of each is the one a form shows)', async () => {
    const errors = await errorsOf({ password: '', confirmPassword: '' });
    expect(errors.find(([path]) => path === 'password')).toEqual(['password', 'required']);
    expect(errors.find(([path]) => path === 'confirmPassword')).toEqual([
      'confirmPassword',
      'confirmRequired',
    ]);
  });
});
