import { TextField, type TextFieldProps } from './TextField';

/** The shopper's own e-mail address: the e-mail keyboard, the browser's autofill, required. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" autoComplete="email" required fullWidth {...props} />;
}
