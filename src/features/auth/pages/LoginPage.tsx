import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { PageHead } from '../../../components/head/PageHead';
import { useLocalText } from '../../../i18n/useLocalText';
import { selectSettings } from '../../settings';
import { loginRequested } from '../authSlice';
import { PasswordField } from '../../../components/form/PasswordField';
import { EmailField } from '../../../components/form/EmailField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFieldProps } from '../../../components/form/useFieldProps';
import { StatusBannerAlert } from '../components/StatusBannerAlert';
import { statusBanner } from '../loginMessages';
import { loginSchema, type LoginValues } from '../schemas';
import { selectLoginMessage, selectLoginRequest } from '../selectors';

export default function LoginPage() {
  const intl = useIntl();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const request = useAppSelector(selectLoginRequest);
  const message = useAppSelector(selectLoginMessage);
  const settings = useAppSelector(selectSettings);
  const banner = useMemo(() => statusBanner(params), [params]);
  const submitting = request.status === 'loading';
  const head = <PageHead title={intl.formatMessage({ id: 'auth.login.title' })} />;

  // The typed values live in Formik, so they stay after a failed attempt.
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: (values) =>
      void dispatch(
        loginRequested({ email: values.email, password: values.password, redirect: params.get('redirect') }),
      ),
  });
  const field = useFieldProps(formik, 'login');

  return (
    <Box sx={{ maxWidth: 480, mx: 'auto' }}>
      {head}
      {banner ? <StatusBannerAlert banner={banner} /> : null}
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '2rem', mb: 3 }}>
            <FormattedMessage id="auth.login.title" />
          </Typography>
          <form noValidate onSubmit={formik.handleSubmit} aria-busy={submitting}>
            <Stack spacing={2}>
              <EmailField {...field('email')} label={intl.formatMessage({ id: 'auth.login.email' })} />
              <PasswordField
                {...field('password')}
                autoComplete="current-password"
                label={intl.formatMessage({ id: 'auth.login.password' })}
                required
                fullWidth
              />
              {message ? (
                <Alert severity="error" role="alert">
                  {resolve(message)}
                </Alert>
              ) : null}
              <SubmitButton pending={submitting}>
                <FormattedMessage id={submitting ? 'auth.login.submitting' : 'auth.login.submit'} />
              </SubmitButton>
            </Stack>
          </form>
          <Stack spacing={1} sx={{ mt: 3 }}>
            {settings?.forgotPasswordEnabled ? (
              <Link component={RouterLink} to={paths.resetPassword}>
                <FormattedMessage id="auth.login.forgotPassword" />
              </Link>
            ) : null}
            {settings?.createAccountEnabled ? (
              <CreateAccountLinks withBusiness={settings.organisationSignupEnabled} />
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * A private shopper and a business buyer each reach their own sign-up in one click: the customer
 * sign-up and the organisation sign-up (/signup/). Without organisation sign-up there is only the
 * customer account to make.
 */
function CreateAccountLinks({ withBusiness }: { withBusiness: boolean }) {
  if (!withBusiness) {
    return (
      <Typography>
        <FormattedMessage id="auth.login.noAccount" />{' '}
        <Link component={RouterLink} to={paths.createAccount}>
          <FormattedMessage id="auth.login.createAccount" />
        </Link>
      </Typography>
    );
  }
  return (
    <Box>
      <Typography id="login-no-account">
        <FormattedMessage id="auth.login.noAccount" />
      </Typography>
      <Box component="ul" aria-labelledby="login-no-account" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <li>
          <Link component={RouterLink} to={paths.createAccount}>
            <FormattedMessage id="auth.login.createPrivateAccount" />
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to={paths.signup}>
            <FormattedMessage id="auth.login.createBusinessAccount" />
          </Link>
        </li>
      </Box>
    </Box>
  );
}
