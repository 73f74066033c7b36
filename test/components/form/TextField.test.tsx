import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '../../../src/components/form/TextField';

function Controlled({ select = false }: { select?: boolean }) {
  const [value, setValue] = useState(select ? 'NO' : '');
  return select ? (
    <TextField
      id="country"
      label="Country"
      select
      value={value}
      onChange={(event) => setValue(event.target.value)}
    >
      <option value="SE">Sweden</option>
      <option value="NO">Norway</option>
    </TextField>
  ) : (
    <TextField
      id="email"
      name="email"
      label="E-mail"
      required
      error
      helperText="Enter your e-mail"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      slotProps={{ htmlInput: { 'data-kind': 'email' } }}
    />
  );
}

describe('TextField', () => {
  it('labels its input, marks it required and invalid, and describes it by the helper text', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your e-mail');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('data-kind', 'email');
    await userEvent.type(input, 'anna@example.se');
    expect(input).toHaveValue('anna@example.se');
  });

  it('renders a native select of its options when select is set, with the label above the choice', async () => {
    render(<Controlled select />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('NO');
    expect(screen.getByText('Country', { selector: 'label' })).toHaveAttribute('data-shrink', 'true');
    await userEvent.selectOptions(select, 'Sweden');
    expect(select).toHaveValue('SE');
  });

  it('has no description when there is no helper text', () => {
    render(<TextField id="plain" label="Plain" value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Plain' })).not.toHaveAttribute('aria-describedby');
  });
});
