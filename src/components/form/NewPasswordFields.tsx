import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PasswordField } from './PasswordField';
import type { FieldProps } from './useFieldProps';

export interface NewPasswordTexts {
  /** Catalogue ids: the two fields' labels. */
  password: string;
  confirm: string;
  /** The rules under the password field while it has no error. */
  hint?: string;
}

interface NewPasswordFieldsProps {
  /** The form's `password` and `confirmPassword` fields (useFieldProps, or a form's own on top of it). */
  field: (name: 'password' | 'confirmPassword') => FieldProps & { disabled?: boolean };
  texts: NewPasswordTexts;
  /** What describes the password as it is typed (sign-up's checklist): shown under it, named by `id`. */
  description?: { id: string; content: ReactNode };
}

/**
 * A new password and its confirmation (newPasswordRules): two password fields the browser fills
 * with a new password, each with its own show/hide toggle.
 */
export function NewPasswordFields({ field, texts, description }: NewPasswordFieldsProps) {
  const intl = useIntl();
  const password = field('password');
  return (
    <>
      <PasswordField
        {...password}
        autoComplete="new-password"
        label={intl.formatMessage({ id: texts.password })}
        helperText={password.helperText ?? (texts.hint ? intl.formatMessage({ id: texts.hint }) : undefined)}
        slotProps={description ? { htmlInput: { 'aria-describedby': description.id } } : undefined}
        required
        fullWidth
      />
      {description?.content}
      <PasswordField
        {...field('confirmPassword')}
        autoComplete="new-password"
        label={intl.formatMessage({ id: texts.confirm })}
        required
        fullWidth
      />
    </>
  );
}
