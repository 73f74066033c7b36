import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextField, type TextFieldProps } from './TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VisibilityIcon, VisibilityOffIcon } from './icons';

/**
 * A password input with a show/hide toggle (every form uses it). The toggle keeps one name and
 * reports its state with aria-pressed, as a toggle button should.
 */
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
                  { id: 'form.password.show' },
                  { field: String(props.label ?? '') },
                )}
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
