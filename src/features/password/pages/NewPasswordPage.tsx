import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { PageHead } from '../../../components/head/PageHead';
import { useLocalText } from '../../../i18n/useLocalText';
import { CardPage } from '../../../components/CardPage';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFieldProps } from '../../../components/form/useFieldProps';
import { errorText } from '../linkOutcome';
import { newPasswordRequested, newPasswordReset } from '../passwordSlice';
import { newPasswordSchema, type NewPasswordValues } from '../schemas';
import { selectNewPassword } from '../selectors';

/** The new-password screen at /new-password/?token=… (the reset e-mail links here). */
export default function NewPasswordPage() {
  const intl = useIntl();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { request, outcome } = useAppSelector(selectNewPassword);
  const submitting = request.status === 'loading';
  const head = <PageHead title={intl.formatMessage({ id: 'password.new.title' })} />;

  useEffect(() => () => void dispatch(newPasswordReset()), [dispatch]);

  const formik = useFormik<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: newPasswordSchema,
    onSubmit: (values) => void dispatch(newPasswordRequested({ token, password: values.password })),
  });
  const field = useFieldProps(formik, 'new-password');

  if (outcome === 'done') {
    return (
      <>
        {head}
        <CardPage title={<FormattedMessage id="password.new.done.title" />} stateKey="done">
          <Typography sx={{ mb: 3 }}>
            <FormattedMessage id="password.new.done.body" />
          </Typography>
          <Button variant="contained" component={RouterLink} to={`${paths.login}/`}>
            <FormattedMessage id="password.new.done.login" />
          </Button>
        </CardPage>
      </>
    );
  }

  // No token at all is the same as a link the backend does not know.
  const linkProblem = !token ? 'linkNotFound' : outcome === 'none' ? null : outcome;
  const otherError = request.status === 'failed' && !linkProblem && request.error ? request.error : null;

  return (
    <>
      {head}
      <CardPage title={<FormattedMessage id="password.new.title" />} stateKey={linkProblem ?? 'form'}>
        {linkProblem ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            <AlertTitle>
              <FormattedMessage id={`password.link.${linkProblem}.title`} />
            </AlertTitle>
            <FormattedMessage id={`password.link.${linkProblem}.body`} />{' '}
            <Link component={RouterLink} to={paths.resetPassword}>
              <FormattedMessage id="password.link.requestNew" />
            </Link>
          </Alert>
        ) : null}
        {token && !linkProblem ? (
          <form noValidate onSubmit={formik.handleSubmit} aria-busy={submitting}>
            <Stack spacing={2}>
              <Typography>
                <FormattedMessage id="password.new.intro" />
              </Typography>
              <PasswordField
                {...field('password')}
                autoComplete="new-password"
                label={intl.formatMessage({ id: 'password.new.password' })}
                helperText={field('password').helperText ?? intl.formatMessage({ id: 'password.new.hint' })}
                required
                fullWidth
              />
              <PasswordField
                {...field('confirmPassword')}
                autoComplete="new-password"
                label={intl.formatMessage({ id: 'password.new.confirm' })}
                required
                fullWidth
              />
              {otherError ? (
                <Alert severity="error" role="alert">
                  {resolve(errorText(otherError))}
                </Alert>
              ) : null}
              <SubmitButton pending={submitting}>
                <FormattedMessage id="password.new.submit" />
              </SubmitButton>
            </Stack>
          </form>
        ) : null}
      </CardPage>
    </>
  );
}
