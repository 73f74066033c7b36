import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

type InputPart = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'defaultValue'
  | 'inputRef'
  | 'maxRows'
  | 'minRows'
  | 'multiline'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'onKeyDown'
  | 'placeholder'
  | 'rows'
  | 'type'
  | 'value'
>;

export interface TextFieldProps
  extends InputPart, Omit<FormControlProps, keyof InputPart | 'children' | 'variant'> {
  label?: ReactNode;
  helperText?: ReactNode;
  /** A native `<select>` of the `<option>` children. */
  select?: boolean;
  children?: ReactNode;
  slotProps?: {
    htmlInput?: InputBaseComponentProps;
    input?: Partial<OutlinedInputProps>;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * The shop's outlined text field: the label, input and helper text MUI's TextField renders, with
 * the same ids and ARIA links, and a native select when `select` is set. MUI's own TextField
 * imports its menu-based Select (and with it Menu, Popover and Modal, about 13 kB gzip) into every
 * form route, though no form here uses a non-native select.
 */
export function TextField({
  id: givenId,
  label,
  helperText,
  select = false,
  children,
  slotProps = {},
  autoComplete,
  autoFocus,
  defaultValue,
  inputRef,
  maxRows,
  minRows,
  multiline,
  name,
  onBlur,
  onChange,
  onFocus,
  onKeyDown,
  placeholder,
  rows,
  type,
  value,
  ...formControl
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const { htmlInput, input, inputLabel, formHelperText } = slotProps;
  // A native select always shows its chosen option, so its label sits above it.
  const shrink = inputLabel?.shrink ?? (select || undefined);
  const outlined = { label, notched: shrink, ...input };
  // What the input (or the select) takes either way.
  const shared = {
    fullWidth: formControl.fullWidth,
    name,
    onBlur,
    onFocus,
    onKeyDown,
    value,
    defaultValue,
    autoFocus,
    inputRef,
  };
  return (
    <FormControl variant="outlined" {...formControl}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabel} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      {select ? (
        <NativeSelect
          input={<OutlinedInput {...outlined} />}
          {...shared}
          // The handlers read the target's name and value, which a select has as an input has.
          onChange={onChange as NativeSelectProps['onChange']}
          // The select's attributes (its name, data-*, aria-*), typed for an input by the slot.
          inputProps={{ id, 'aria-describedby': helperTextId, ...(htmlInput as object) }}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          aria-describedby={helperTextId}
          autoComplete={autoComplete}
          maxRows={maxRows}
          minRows={minRows}
          multiline={multiline}
          placeholder={placeholder}
          rows={rows}
          type={type}
          inputProps={htmlInput}
          onChange={onChange}
          {...shared}
          {...outlined}
        />
      )}
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
