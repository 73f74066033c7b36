import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { IntlProvider } from 'react-intl';
import { boolean, object } from 'yup';
import { CheckboxField } from '../../../src/components/form/CheckboxField';

const schema = object({ accepted: boolean().default(false).oneOf([true], 'test.mustAccept') });

function Form({ onChange }: { onChange?: (checked: boolean) => void }) {
  const formik = useFormik({
    initialValues: { accepted: false },
    validationSchema: schema,
    onSubmit: () => undefined,
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <CheckboxField formik={formik} name="accepted" id="terms" label="I accept" onChange={onChange} />
      <button type="submit">Send</button>
    </form>
  );
}

const renderForm = (onChange?: (checked: boolean) => void) =>
  render(
    <IntlProvider locale="en" messages={{ 'test.mustAccept': 'You must accept' }}>
      <Form onChange={onChange} />
    </IntlProvider>,
  );

describe('CheckboxField', () => {
  it('shows no error before the form is submitted', () => {
    renderForm();
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box).toHaveAttribute('id', 'terms');
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(box).not.toHaveAccessibleDescription();
  });

  it('after a submit, ties the translated error to the box and clears it once checked', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept');

    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(box).not.toHaveAccessibleDescription();
    expect(screen.queryByText('You must accept')).toBeNull();
  });

  it('hands the change to its own handler instead of Formik when given one', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderForm(onChange);
    await user.click(screen.getByRole('checkbox', { name: 'I accept' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'I accept' })).not.toBeChecked();
  });
});
