import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { object } from 'yup';
import { NewPasswordForm } from '../../../src/components/form/NewPasswordForm';
import { newPasswordRules } from '../../../src/components/form/newPasswordRules';
import { expectLabelInName } from '../../support/labelInName';

const messages = {
  'form.password.show': 'Show {field}',
  'test.intro': 'Choose a password.',
  'test.password': 'New password',
  'test.confirm': 'Confirm password',
  'test.hint': 'At least 10 characters and a digit',
  'test.required': 'Enter a password',
  'test.minLength': 'Too short',
  'test.digit': 'Needs a digit',
  'test.confirmRequired': 'Repeat the password',
  'test.mismatch': 'The passwords differ',
};

const schema = object(
  newPasswordRules({
    required: 'test.required',
    minLength: 'test.minLength',
    digit: 'test.digit',
    confirmRequired: 'test.confirmRequired',
    mismatch: 'test.mismatch',
  }),
);

function renderForm({ busy = false } = {}) {
  const onSubmit = jest.fn();
  render(
    <IntlProvider locale="en" messages={messages}>
      <NewPasswordForm
        idPrefix="test"
        schema={schema}
        texts={{ intro: 'test.intro', password: 'test.password', hint: 'test.hint', confirm: 'test.confirm' }}
        busy={busy}
        onSubmit={onSubmit}
      >
        <button type="submit">Save</button>
      </NewPasswordForm>
    </IntlProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const password = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm password/);

describe('NewPasswordForm', () => {
  it('shows the text, two required new-password fields with the ids from the prefix, and the hint', () => {
    renderForm();
    expect(screen.getByText('Choose a password.')).toBeInTheDocument();
    expect(password()).toHaveAttribute('id', 'test-password');
    expect(confirmation()).toHaveAttribute('id', 'test-confirmPassword');
    for (const field of [password(), confirmation()]) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(password()).toHaveAccessibleDescription('At least 10 characters and a digit');
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'false');
  });

  it('marks the form busy while a request is on its way', () => {
    renderForm({ busy: true });
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows and hides each password with its own toggle, named after its field', async () => {
    const { user } = renderForm();
    const show = screen.getByRole('button', { name: 'Show New password' });
    expectLabelInName(password());
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(password()).toHaveAttribute('type', 'text');
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(confirmation()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show Confirm password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('on submit shows each field’s first broken rule in place of the hint, and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password()).toHaveAccessibleDescription('Enter a password'));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation()).toHaveAccessibleDescription('Repeat the password');

    await user.type(password(), 'abcdefghij');
    await user.type(confirmation(), 'abcdefghik');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password()).toHaveAccessibleDescription('Needs a digit'));
    expect(confirmation()).toHaveAccessibleDescription('The passwords differ');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the password once both fields pass', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(password(), 'abcdefghi1');
    await user.type(confirmation(), 'abcdefghi1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('abcdefghi1'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
