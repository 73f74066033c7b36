import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../core/hooks';
import { selectSignupFailure } from '../selectors';
import type { SignupErrorKind } from '../signupErrors';

const GENERIC = 'somethingWentWrong';

/** Failures with a text of their own; the others show the backend's message or the generic text. */
const texts: Partial<Record<SignupErrorKind, string>> = {
  companyExists: 'signup.error.companyExists',
  organisationPending: 'signup.error.organisationPending',
  unreachable: 'signup.error.unreachable',
  signupTokenRefused: 'signup.error.generic',
};

/**
 * The inline error of a failed sign-up (docs/rules.md#signup): 'user already exists' under the
 * fixed title 'Fel'; anything else under a title that says what could not be made, with its reason.
 * 'Company already exists' is told too (docs/decisions.md#accounts): the account exists by then, and a
 * shopper who is not told why cannot finish the company. The alert takes focus when it appears, so
 * a shopper at the end of the long form is brought to it.
 */
export function SignupFailureAlert() {
  const failure = useAppSelector(selectSignupFailure);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  if (!failure || failure.kind === 'emailNotVerified') return null;
  if (failure.kind === 'userExists') {
    return (
      <Alert ref={alert} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }}>
        <AlertTitle>Fel</AlertTitle>
        <FormattedMessage id="signup.error.userExists" />
      </Alert>
    );
  }
  const textId = texts[failure.kind];
  return (
    <Alert ref={alert} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>
        <FormattedMessage id={failure.contactEmail ? 'signup.error.companyTitle' : 'signup.error.title'} />
      </AlertTitle>
      {textId ? (
        <FormattedMessage id={textId} />
      ) : failure.message && failure.message !== GENERIC ? (
        failure.message
      ) : (
        <FormattedMessage id="signup.error.generic" />
      )}
    </Alert>
  );
}
