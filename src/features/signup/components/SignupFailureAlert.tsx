import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../core/hooks';
import { selectSignupFailure } from '../selectors';

const GENERIC = 'somethingWentWrong';

/**
 * The inline error of a failed sign-up (spec point 8, "Signup"): 'user already exists' under the
 * fixed title 'Fel'; 'Company already exists' shows nothing; anything else its message.
 */
export function SignupFailureAlert() {
  const failure = useAppSelector(selectSignupFailure);
  if (!failure || failure.kind === 'companyExists' || failure.kind === 'emailNotVerified') return null;
  if (failure.kind === 'userExists') {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        <AlertTitle>Fel</AlertTitle>
        <FormattedMessage id="signup.error.userExists" />
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>
        <FormattedMessage id="signup.error.title" />
      </AlertTitle>
      {failure.message && failure.message !== GENERIC ? (
        failure.message
      ) : (
        <FormattedMessage id="signup.error.generic" />
      )}
    </Alert>
  );
}
