import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { SubmitButton } from './form/SubmitButton';
import { TextField } from './form/TextField';

export interface CodeFormField<Name extends string> {
  name: Name;
  label: string;
  type?: 'text' | 'password';
  inputMode?: InputBaseComponentProps['inputMode'];
}

export type CodeFormValues<Name extends string> = Record<Name, string>;

/**
 * The fields' values for a `CodeForm`, each '' at first, and a setter for one. They empty when
 * `succeeded` turns true (the code applied), adjusted while rendering (React's "storing
 * information from previous renders"), so the emptied field shows in the same commit.
 */
export function useCodeFormValues<Name extends string>(names: readonly Name[], succeeded: boolean) {
  const empty = () => Object.fromEntries(names.map((name) => [name, ''])) as CodeFormValues<Name>;
  const [values, setValues] = useState(empty);
  const [seen, setSeen] = useState(succeeded);
  if (succeeded !== seen) {
    setSeen(succeeded);
    if (succeeded) setValues(empty());
  }
  const setValue = (name: Name, value: string) => setValues((prev) => ({ ...prev, [name]: value }));
  return [values, setValue] as const;
}

interface CodeFormProps<Name extends string> {
  /** The fields in order; the last sits beside the button and takes the rest of the row. */
  fields: readonly CodeFormField<Name>[];
  values: CodeFormValues<Name>;
  onChange: (name: Name, value: string) => void;
  /** Called with the values as typed (untrimmed), on Enter or the button, unless pending. */
  onSubmit: (values: CodeFormValues<Name>) => void;
  pending: boolean;
  applyLabel: ReactNode;
  /** The button's name while pending, when a spinner replaces its text. */
  pendingLabel: string;
  /** Shown in an error alert under the fields, and marks them invalid, when set. */
  error?: ReactNode;
}

/**
 * "Type a code (and maybe a PIN), apply it": plain controlled fields and an Apply button that
 * shows a spinner while the request runs, then the request's error. The caller owns the texts,
 * the values (see `useCodeFormValues`) and what a submit dispatches. No Formik + Yup: a code has
 * no rule but "not empty", and they would double the lazy chunks this sits in.
 */
export function CodeForm<Name extends string>({
  fields,
  values,
  onChange,
  onSubmit,
  pending,
  applyLabel,
  pendingLabel,
  error,
}: CodeFormProps<Name>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    onSubmit(values);
  };

  const invalid = error ? true : undefined;
  const field = ({ name, label, type, inputMode }: CodeFormField<Name>, beside: boolean) => (
    <TextField
      key={name}
      size="small"
      fullWidth={beside}
      type={type}
      label={label}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode, 'aria-invalid': invalid } }}
    />
  );
  const above = fields.slice(0, -1);
  const last = fields[fields.length - 1];

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ pt: 1, display: 'grid', gap: 1 }}>
      {above.map((each) => field(each, false))}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {last ? field(last, true) : null}
        <SubmitButton
          variant="outlined"
          size="medium"
          pending={pending}
          pendingLabel={pendingLabel}
          sx={{ minWidth: 96, height: 40 }}
        >
          {applyLabel}
        </SubmitButton>
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Box>
  );
}
