import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { PageHead } from '../../../components/head/PageHead';
import { useLocalText } from '../../../i18n/useLocalText';
import { CardPage } from '../../../components/CardPage';
import { DoneCard } from '../components/DoneCard';
import { NewPasswordForm, type NewPasswordFormTexts } from '../../../components/form/NewPasswordForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { errorText } from '../linkOutcome';
import { newPasswordRequested, newPasswordReset } from '../passwordSlice';
import { newPasswordSchema } from '../schemas';
import { selectNewPassword } from '../selectors';

const FORM_TEXTS: NewPasswordFormTexts = {
  intro: 'password.new.intro',
  password: 'password.new.password',
  hint: 'password.new.hint',
  confirm: 'password.new.confirm',
};

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

  if (outcome === 'done') {
    return (
      <>
        {head}
        <DoneCard texts="password.new.done" />
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
          <NewPasswordForm
            idPrefix="new-password"
            schema={newPasswordSchema}
            texts={FORM_TEXTS}
            busy={submitting}
            onSubmit={(password) => dispatch(newPasswordRequested({ token, password }))}
          >
            {otherError ? (
              <Alert severity="error" role="alert">
                {resolve(errorText(otherError))}
              </Alert>
            ) : null}
            <SubmitButton pending={submitting}>
              <FormattedMessage id="password.new.submit" />
            </SubmitButton>
          </NewPasswordForm>
        ) : null}
      </CardPage>
    </>
  );
}
