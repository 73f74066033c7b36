import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { NameFields } from '../../../src/components/form/NameFields';
import type { FieldProps } from '../../../src/components/form/useFieldProps';

const messages = { 'test.first': 'First name', 'test.last': 'Last name' };
const field = (name: string): FieldProps => ({
  id: `test-${name}`,
  name,
  value: '',
  onChange: () => undefined,
  onBlur: () => undefined,
  error: false,
  helperText: undefined,
});

const renderFields = (required?: boolean) =>
  render(
    <IntlProvider locale="en" messages={messages}>
      <NameFields
        field={field}
        texts={{ firstName: 'test.first', lastName: 'test.last' }}
        required={required}
      />
    </IntlProvider>,
  );

describe('NameFields', () => {
  it('labels the first and last name and lets the browser fill them in', () => {
    renderFields();
    const first = screen.getByRole('textbox', { name: 'First name' });
    const last = screen.getByRole('textbox', { name: 'Last name' });
    expect(first).toHaveAttribute('id', 'test-first_name');
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(last).toHaveAttribute('id', 'test-last_name');
    expect(last).toHaveAttribute('autocomplete', 'family-name');
    expect(first).not.toBeRequired();
    expect(last).not.toBeRequired();
  });

  it('marks both required when the form needs them', () => {
    renderFields(true);
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toBeRequired();
  });
});
