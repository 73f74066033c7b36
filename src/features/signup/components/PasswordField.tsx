import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VisibilityIcon, VisibilityOffIcon } from './icons';

/** A password input with a show/hide toggle; the toggle keeps its name and reports its state. */
export function PasswordField({ label, ...props }: Omit<TextFieldProps, 'type'> & { label: string }) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setVisible((shown) => !shown)}
                aria-pressed={visible}
                aria-label={intl.formatMessage({ id: 'signup.password.show' }, { field: label })}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
