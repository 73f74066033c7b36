import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** A password input with a show/hide toggle that says what it does to screen readers. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                aria-pressed={visible}
                aria-label={intl.formatMessage(
                  { id: visible ? 'auth.password.hide' : 'auth.password.show' },
                  { field: String(props.label ?? '') },
                )}
              >
                <span aria-hidden="true" style={{ fontSize: '0.75rem', fontWeight: 600 }}>
                  {intl.formatMessage({
                    id: visible ? 'auth.password.hideShort' : 'auth.password.showShort',
                  })}
                </span>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
