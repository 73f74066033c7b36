import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../core/paths';

export type SignupType = 'private' | 'business';

const choices: { type: SignupType; to: string; labelId: string }[] = [
  { type: 'private', to: paths.createAccount, labelId: 'signup.type.private' },
  { type: 'business', to: paths.signup, labelId: 'signup.type.business' },
];

/**
 * "Privatperson | Företag" at the top of both sign-up pages. Each choice is a link to its own page
 * rather than a tab, so the address stays shareable and the back button works; the current one is
 * marked with aria-current.
 */
export function SignupTypeChooser({ current }: { current: SignupType }) {
  return (
    <Box component="nav" aria-labelledby="signup-type-label" sx={{ mb: 3 }}>
      <Typography id="signup-type-label" variant="body2" sx={{ mb: 1 }}>
        <FormattedMessage id="signup.type.label" />
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, maxWidth: 420 }}>
        {choices.map(({ type, to, labelId }) => {
          const selected = type === current;
          return (
            <Button
              key={type}
              component={RouterLink}
              to={to}
              variant={selected ? 'contained' : 'outlined'}
              aria-current={selected ? 'page' : undefined}
              disableElevation
            >
              <FormattedMessage id={labelId} />
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
