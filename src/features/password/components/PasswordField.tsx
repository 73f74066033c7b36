import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * The password feature's copy of the login form's field (a feature imports another only through its
 * index, and exporting a form field there would put it in the first page's bundle).
 * A password input with a show/hide toggle that says what it does to screen readers. */
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
                  { id: visible ? 'password.field.hide' : 'password.field.show' },
                  { field: String(props.label ?? '') },
                )}
              >
                <span aria-hidden="true" style={{ fontSize: '0.75rem', fontWeight: 600 }}>
                  {intl.formatMessage({
                    id: visible ? 'password.field.hideShort' : 'password.field.showShort',
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
