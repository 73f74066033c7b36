import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { PageHead } from '../../../components/head/PageHead';
import { useLocalText } from '../../../i18n/useLocalText';
import { CardPage } from '../../../components/CardPage';
import {
  forgotPasswordReset,
  resetLinkRequested,
  resetLinkResendRequested,
  verificationLinkRequested,
  type ForgotPasswordView,
} from '../passwordSlice';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { formatCountdown, selectForgotPassword } from '../selectors';
import { EmailField } from '../../../components/form/EmailField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFieldProps } from '../../../components/form/useFieldProps';

const titles: Record<ForgotPasswordView, string> = {
  form: 'password.forgot.title',
  checkEmail: 'password.forgot.checkEmail.title',
  notVerified: 'password.forgot.notVerified.title',
  verificationSent: 'password.forgot.verificationSent.title',
  notFound: 'password.forgot.notFound.title',
};

const spinner = <CircularProgress size={18} color="inherit" aria-hidden="true" />;

/** Forgot password at /reset-password/: the five card states (docs/rules.md#forgot-password). */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const forgot = useAppSelector(selectForgotPassword);
  const busy = forgot.request.status === 'loading';
  const head = <PageHead title={intl.formatMessage({ id: 'password.forgot.title' })} />;

  // Leaving the page starts the next visit from the form (a running resend lock stays).
  useEffect(() => () => void dispatch(forgotPasswordReset()), [dispatch]);

  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: forgot.email },
    validationSchema: forgotPasswordSchema,
    onSubmit: (values) => void dispatch(resetLinkRequested({ email: values.email })),
  });
  const field = useFieldProps(formik, 'forgot');

  const alert = forgot.alert ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {resolve(forgot.alert)}
    </Alert>
  ) : null;
  const email = <strong>{forgot.email}</strong>;
  const anotherAddress = (
    <Button
      variant="text"
      onClick={() => {
        formik.resetForm({ values: { email: '' } });
        dispatch(forgotPasswordReset());
      }}
    >
      <FormattedMessage id="password.forgot.anotherEmail" />
    </Button>
  );

  return (
    <>
      {head}
      <CardPage title={<FormattedMessage id={titles[forgot.view]} />} stateKey={forgot.view}>
        {alert}
        {forgot.view === 'form' ? (
          <form noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
            <Stack spacing={2}>
              <Typography>
                <FormattedMessage id="password.forgot.intro" />
              </Typography>
              <EmailField {...field('email')} label={intl.formatMessage({ id: 'password.forgot.email' })} />
              <SubmitButton pending={busy}>
                <FormattedMessage id="password.forgot.submit" />
              </SubmitButton>
            </Stack>
          </form>
        ) : null}

        {forgot.view === 'checkEmail' ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>
              <FormattedMessage id="password.forgot.checkEmail.body" values={{ email }} />
            </Typography>
            <Button
              variant="outlined"
              disabled={busy || forgot.resendSecondsLeft > 0}
              startIcon={busy ? spinner : null}
              onClick={() => dispatch(resetLinkResendRequested())}
            >
              {forgot.resendSecondsLeft > 0 ? (
                <FormattedMessage
                  id="password.forgot.resendIn"
                  values={{ time: formatCountdown(forgot.resendSecondsLeft) }}
                />
              ) : (
                <FormattedMessage id="password.forgot.resend" />
              )}
            </Button>
            {anotherAddress}
          </Stack>
        ) : null}

        {forgot.view === 'notVerified' ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>
              <FormattedMessage id="password.forgot.notVerified.body" values={{ email }} />
            </Typography>
            <Button
              variant="contained"
              disabled={busy}
              startIcon={busy ? spinner : null}
              onClick={() => dispatch(verificationLinkRequested())}
            >
              <FormattedMessage id="password.forgot.notVerified.resend" />
            </Button>
          </Stack>
        ) : null}

        {forgot.view === 'verificationSent' ? (
          <Typography>
            <FormattedMessage id="password.forgot.verificationSent.body" values={{ email }} />
          </Typography>
        ) : null}

        {forgot.view === 'notFound' ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>
              <FormattedMessage id="password.forgot.notFound.body" values={{ email }} />
            </Typography>
            <Button variant="contained" component={RouterLink} to={paths.signup}>
              <FormattedMessage id="password.forgot.notFound.signup" />
            </Button>
            {anotherAddress}
          </Stack>
        ) : null}

        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to={`${paths.login}/`}>
            <FormattedMessage id="password.backToLogin" />
          </Link>
        </Typography>
      </CardPage>
    </>
  );
}
