import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { usePublicPath } from '../../market';

interface SignupFormEndProps<V> {
  formik: FormikProps<V>;
  /** The consent box: the privacy policy (customer) or the terms (organisation). */
  consent: { name: string; id: string; labelId: string };
  submitLabelId: string;
  pending: boolean;
  /** Where 'already have an account' leads, or null when the settings hide it. */
  loginPath: string | null;
}

/** The end of both sign-up forms: consent with the privacy-policy link, submit, and the login link. */
export function SignupFormEnd<V>({
  formik,
  consent,
  submitLabelId,
  pending,
  loginPath,
}: SignupFormEndProps<V>) {
  const intl = useIntl();
  const privacyPolicy = usePublicPath('privacyPolicy');
  return (
    <>
      <Box>
        <CheckboxField
          formik={formik}
          name={consent.name}
          id={consent.id}
          label={intl.formatMessage({ id: consent.labelId })}
        />
        <Typography variant="body2">
          <Link component={RouterLink} to={privacyPolicy}>
            <FormattedMessage id="signup.link.privacyPolicy" />
          </Link>
        </Typography>
      </Box>
      <Box>
        <SubmitButton pending={pending}>
          <FormattedMessage id={submitLabelId} />
        </SubmitButton>
      </Box>
      {loginPath ? (
        <Typography>
          <FormattedMessage id="signup.link.haveAccount" />{' '}
          <Link component={RouterLink} to={loginPath}>
            <FormattedMessage id="signup.link.login" />
          </Link>
        </Typography>
      ) : null}
    </>
  );
}
