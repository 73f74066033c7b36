import { useIntl } from 'react-intl';
import { FieldRow } from './FieldRow';
import { TextField } from './TextField';
import type { FieldProps } from './useFieldProps';

interface NameFieldsProps {
  /** The form's `first_name` and `last_name` fields (useFieldProps, or a form's own on top of it). */
  field: (name: 'first_name' | 'last_name') => FieldProps & { disabled?: boolean };
  /** Catalogue ids of the labels. */
  texts: { firstName: string; lastName: string };
  required?: boolean;
}

/** A person's first and last name side by side, as the browser autofills them. */
export function NameFields({ field, texts, required = false }: NameFieldsProps) {
  const intl = useIntl();
  const names = [
    ['first_name', texts.firstName, 'given-name'],
    ['last_name', texts.lastName, 'family-name'],
  ] as const;
  return (
    <FieldRow>
      {names.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          {...field(name)}
          label={intl.formatMessage({ id: label })}
          required={required}
          autoComplete={autoComplete}
          fullWidth
        />
      ))}
    </FieldRow>
  );
}
