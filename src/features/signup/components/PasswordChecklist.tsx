import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { CheckIcon, CrossIcon } from '../../../components/form/icons';
import { passwordChecks, passwordStrength } from '../../../components/form/passwordRules';
import { visuallyHidden } from '../../../components/visuallyHidden';

const criteria = [
  ['minLength', 'signup.password.check.minLength'],
  ['hasNumber', 'signup.password.check.number'],
  ['hasSpecial', 'signup.password.check.special'],
] as const;

/** The live checklist and the strength score (docs/rules.md#passwords). */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const intl = useIntl();
  const checks = passwordChecks(password);
  const strength = passwordStrength(password);
  const strengthLabel = intl.formatMessage({ id: 'signup.password.strength' });
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={strength}
        color={strength === 100 ? 'success' : strength === 50 ? 'warning' : 'error'}
        aria-label={strengthLabel}
        aria-valuetext={intl.formatMessage({ id: 'signup.password.strengthValue' }, { score: strength })}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {intl.formatMessage({ id: 'signup.password.strengthValue' }, { score: strength })}
      </Typography>
      {/* A plain list: MUI's List and ListItem would add 2 kB to the sign-up route for the same markup. */}
      <Box
        component="ul"
        aria-label={intl.formatMessage({ id: 'signup.password.checklist' })}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {criteria.map(([key, textId]) => {
          const met = checks[key];
          return (
            <Box
              component="li"
              key={key}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                color: met ? 'success.dark' : 'text.secondary',
              }}
            >
              {met ? <CheckIcon fontSize="small" aria-hidden /> : <CrossIcon fontSize="small" aria-hidden />}
              <Typography variant="body2">
                {intl.formatMessage({ id: textId })}
                <Box component="span" sx={visuallyHidden}>
                  {' – '}
                  {intl.formatMessage({
                    id: met ? 'signup.password.check.met' : 'signup.password.check.unmet',
                  })}
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
