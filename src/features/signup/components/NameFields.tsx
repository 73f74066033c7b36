import Box from '@mui/material/Box';
import { TextField } from '../../../components/form/TextField';
import { useIntl } from 'react-intl';
import type { useFieldProps } from '../../../components/form/useFieldProps';

type FieldProps = ReturnType<ReturnType<typeof useFieldProps>>;

/** First and last name side by side: the start of both sign-up forms. */
export function NameFields({ field }: { field: (name: string) => FieldProps }) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
      <TextField
        {...field('first_name')}
        label={intl.formatMessage({ id: 'signup.field.firstName' })}
        required
        autoComplete="given-name"
        fullWidth
      />
      <TextField
        {...field('last_name')}
        label={intl.formatMessage({ id: 'signup.field.lastName' })}
        required
        autoComplete="family-name"
        fullWidth
      />
    </Box>
  );
}
