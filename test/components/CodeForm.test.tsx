import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { CodeForm, useCodeFormValues, type CodeFormField } from '../../src/components/CodeForm';

type Name = 'code' | 'pin';
const codeOnly: CodeFormField<Name>[] = [{ name: 'code', label: 'Code' }];
const codeAndPin: CodeFormField<Name>[] = [
  { name: 'code', label: 'Card number', inputMode: 'numeric' },
  { name: 'pin', label: 'PIN', type: 'password', inputMode: 'numeric' },
];

/** A caller as the shop's forms are: values from the hook, emptied when `succeeded` turns true. */
function Harness({
  fields,
  onSubmit,
  pending = false,
  succeeded = false,
  error,
}: {
  fields: CodeFormField<Name>[];
  onSubmit: (values: Record<Name, string>) => void;
  pending?: boolean;
  succeeded?: boolean;
  error?: ReactNode;
}) {
  const [values, setValue] = useCodeFormValues(
    fields.map((field) => field.name),
    succeeded,
  );
  return (
    <CodeForm
      fields={fields}
      values={values}
      onChange={setValue}
      onSubmit={onSubmit}
      pending={pending}
      applyLabel="Apply"
      pendingLabel="Applying"
      error={error}
    />
  );
}

describe('CodeForm', () => {
  it('names each field by its label; Enter or the button submits the values exactly as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Harness fields={codeAndPin} onSubmit={onSubmit} />);
    const code = screen.getByRole('textbox', { name: 'Card number' });
    const pin = screen.getByLabelText('PIN');
    expect(pin).toHaveAttribute('type', 'password');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'off');

    await user.type(code, ' 1111 2222 ');
    await user.type(pin, '1234{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenLastCalledWith({ code: ' 1111 2222 ', pin: '1234' });
    // Nothing moves the focus, and the fields keep their text until the caller says it applied.
    expect(pin).toHaveFocus();
    expect(code).toHaveValue(' 1111 2222 ');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('submits an empty or blank code too: whether to send it is the caller’s rule', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Harness fields={codeOnly} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '   {Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ code: '   ' });
  });

  it('while pending the button is busy, disabled and named by the pending label, and Enter sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Harness fields={codeOnly} onSubmit={onSubmit} pending />);
    const button = screen.getByRole('button', { name: 'Applying' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    const field = screen.getByRole('textbox', { name: 'Code' });
    expect(field).toBeEnabled();
    await user.type(field, 'SAVE10{Enter}');
    expect(field).toHaveValue('SAVE10');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the error in an alert and marks every field invalid; without one, neither', () => {
    const { rerender } = render(<Harness fields={codeAndPin} onSubmit={jest.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Card number' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('PIN')).not.toHaveAttribute('aria-invalid');

    rerender(
      <Harness
        fields={codeAndPin}
        onSubmit={jest.fn()}
        error={
          <>
            <strong>Not valid</strong> The card has no balance.
          </>
        }
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not valid The card has no balance.');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
  });

  it('empties every field when the request turns succeeded, and only then', async () => {
    const user = userEvent.setup();
    function Flow() {
      const [succeeded, setSucceeded] = useState(false);
      return (
        <>
          <Harness fields={codeAndPin} onSubmit={jest.fn()} succeeded={succeeded} />
          <button type="button" onClick={() => setSucceeded(!succeeded)}>
            toggle
          </button>
        </>
      );
    }
    render(<Flow />);
    const code = screen.getByRole('textbox', { name: 'Card number' });
    const pin = screen.getByLabelText('PIN');
    await user.type(code, '1111');
    await user.type(pin, '1234');

    await user.click(screen.getByRole('button', { name: 'toggle' })); // → succeeded
    expect(code).toHaveValue('');
    expect(pin).toHaveValue('');

    // Still succeeded: typed text stays; it leaves succeeded (a new request) and text stays too.
    await user.type(code, '2222');
    await user.click(screen.getByRole('button', { name: 'toggle' })); // → not succeeded
    expect(code).toHaveValue('2222');
    await user.click(screen.getByRole('button', { name: 'toggle' })); // → succeeded again
    expect(code).toHaveValue('');
  });
});
