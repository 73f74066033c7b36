import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { PageHead } from '../../../components/head/PageHead';
import { useLocalText } from '../../../i18n/useLocalText';
import { CardPage } from '../../../components/CardPage';
import { DoneCard } from '../components/DoneCard';
import { errorText } from '../linkOutcome';
import { newVerifyLinkRequested, verifyEmailRequested } from '../passwordSlice';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { selectVerifyEmail } from '../selectors';
import { EmailField } from '../../../components/form/EmailField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFieldProps } from '../../../components/form/useFieldProps';

/** The e-mail verification landing at /verify-email/?token=…: confirms the account on arrival. */
export default function VerifyEmailPage() {
  const intl = useIntl();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { request, outcome, resend } = useAppSelector(selectVerifyEmail);
  const head = <PageHead title={intl.formatMessage({ id: 'password.verify.title' })} />;

  useEffect(() => {
    if (token) dispatch(verifyEmailRequested({ token }));
  }, [dispatch, token]);

  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: (values) => void dispatch(newVerifyLinkRequested({ email: values.email })),
  });
  const field = useFieldProps(formik, 'verify');

  if (token && (request.status === 'idle' || request.status === 'loading')) {
    return (
      <>
        {head}
        <CardPage title={<FormattedMessage id="password.verify.title" />} stateKey="checking">
          <Box aria-busy="true" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography role="status">
              <FormattedMessage id="password.verify.checking" />
            </Typography>
          </Box>
        </CardPage>
      </>
    );
  }

  if (outcome === 'done') {
    return (
      <>
        {head}
        <DoneCard texts="password.verify.done" />
      </>
    );
  }

  const problem =
    !token || outcome === 'linkNotFound' ? 'linkNotFound' : outcome === 'linkExpired' ? 'linkExpired' : null;
  return (
    <>
      {head}
      <CardPage title={<FormattedMessage id="password.verify.title" />} stateKey={problem ?? 'failed'}>
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {problem ? (
            <>
              <AlertTitle>
                <FormattedMessage id={`password.link.${problem}.title`} />
              </AlertTitle>
              <FormattedMessage id={`password.verify.${problem}.body`} />
            </>
          ) : request.error ? (
            resolve(errorText(request.error))
          ) : null}
        </Alert>
        {resend.status === 'succeeded' ? (
          <Alert severity="success" role="status">
            <FormattedMessage id="password.verify.resent" />
          </Alert>
        ) : (
          <form noValidate onSubmit={formik.handleSubmit} aria-busy={resend.status === 'loading'}>
            <Stack spacing={2}>
              <Typography>
                <FormattedMessage id="password.verify.resendIntro" />
              </Typography>
              <EmailField {...field('email')} label={intl.formatMessage({ id: 'password.forgot.email' })} />
              {resend.status === 'failed' && resend.error ? (
                <Alert severity="error" role="alert">
                  {resolve(errorText(resend.error))}
                </Alert>
              ) : null}
              <SubmitButton pending={resend.status === 'loading'} size="medium">
                <FormattedMessage id="password.verify.resend" />
              </SubmitButton>
            </Stack>
          </form>
        )}
      </CardPage>
    </>
  );
}
