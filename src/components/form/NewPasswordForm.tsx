import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ObjectSchema } from 'yup';
import { NewPasswordFields, type NewPasswordTexts } from './NewPasswordFields';
import type { NewPasswordValues } from './newPasswordRules';
import { useFieldProps } from './useFieldProps';

/** Catalogue ids: the text above the fields, and the fields' (NewPasswordFields). */
export type NewPasswordFormTexts = NewPasswordTexts & { intro: string };

interface NewPasswordFormProps {
  /** The start of the fields' ids (`new-password` gives `new-password-password`). */
  idPrefix: string;
  /** The form's rules with its texts: newPasswordRules in the feature's schemas. */
  schema: ObjectSchema<NewPasswordValues>;
  texts: NewPasswordFormTexts;
  /** A request is on its way: the form is marked busy. */
  busy: boolean;
  /** The chosen password, once both fields pass the rules. */
  onSubmit: (password: string) => void;
  /** What follows the fields: the last attempt's failure and the buttons (a submit button among them). */
  children: ReactNode;
}

/**
 * The form that chooses a password: a text, the new password and its confirmation, then what the
 * page adds. The typed values live in Formik here, so they stay after a failed attempt.
 */
export function NewPasswordForm({ idPrefix, schema, texts, busy, onSubmit, children }: NewPasswordFormProps) {
  const formik = useFormik<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: schema,
    onSubmit: (values) => onSubmit(values.password),
  });
  const field = useFieldProps(formik, idPrefix);
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <Stack spacing={2}>
        <Typography>
          <FormattedMessage id={texts.intro} />
        </Typography>
        <NewPasswordFields field={field} texts={texts} />
        {children}
      </Stack>
    </form>
  );
}
