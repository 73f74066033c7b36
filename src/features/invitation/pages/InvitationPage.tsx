import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import type { Invitation } from '../../../api/types';
import { NewPasswordForm, type NewPasswordFormTexts } from '../../../components/form/NewPasswordForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { PageHead } from '../../../components/head/PageHead';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { useLocalText } from '../../../i18n/useLocalText';
import { formatSwedishDateTime } from '../../../lib/dates';
import { CardPage } from '../../../components/CardPage';
import {
  invitationAcceptRequested,
  invitationDeclineRequested,
  invitationRequested,
  invitationReset,
  type InvitationOutcome,
  type InvitationProblem,
} from '../invitationSlice';
import { invitationPasswordSchema } from '../schemas';
import { selectInvitationState, selectInvitationView, type InvitationView } from '../selectors';
import { usePublicPath } from '../../market';

/** A path the login accepts as its `redirect` (features/auth/redirect.ts): this page with its token. */
const loginBackTo = (pathAndQuery: string) =>
  `${paths.login}?redirect=${encodeURIComponent(pathAndQuery).replace(/%2F/g, '/')}`;

/** The invitation's expiry as the shop writes dates, or nothing for a date it cannot read. */
function expiryOf(invitation: Invitation): string | null {
  try {
    return formatSwedishDateTime(invitation.expires_at);
  } catch {
    return null;
  }
}

/**
 * The page the invitation e-mail opens, /invitation/?token=…: who invited the person to which
 * company, and the way to answer that fits their account (log in first, create one with a
 * password, or join as the signed-in account), or why the link cannot be used.
 */
export default function InvitationPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  useEffect(() => {
    if (token) dispatch(invitationRequested({ token }));
    return () => void dispatch(invitationReset());
  }, [dispatch, token]);

  return (
    <>
      <PageHead title={intl.formatMessage({ id: 'invitation.title' })} />
      {/* No token at all is the same as a link the backend does not know. */}
      {token ? <InvitationCard token={token} /> : <ProblemCard problem="notFound" />}
    </>
  );
}

/** The card for where the invitation stands. */
function InvitationCard({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectInvitationView);
  switch (view.kind) {
    case 'loading':
      return <LoadingCard />;
    case 'problem':
      return <ProblemCard problem={view.problem} />;
    case 'loadFailed':
      return (
        <CardPage title={<FormattedMessage id="invitation.title" />} stateKey="loadFailed">
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            <FormattedMessage id="invitation.loadFailed" />
          </Alert>
          <Button variant="contained" onClick={() => dispatch(invitationRequested({ token }))}>
            <FormattedMessage id="invitation.retry" />
          </Button>
        </CardPage>
      );
    case 'done':
      return <DoneCard outcome={view.outcome} invitation={view.invitation} />;
    default:
      return (
        <CardPage title={<TitleFor invitation={view.invitation} />} stateKey={view.kind}>
          <Intro invitation={view.invitation} />
          <Answer view={view} token={token} />
        </CardPage>
      );
  }
}

type AnswerView = Extract<InvitationView, { kind: 'signIn' | 'otherAccount' | 'join' | 'createAccount' }>;

/** The way to answer that fits the person's account. */
function Answer({ view, token }: { view: AnswerView; token: string }) {
  const location = useLocation();
  const loginAndBack = loginBackTo(`${location.pathname}${location.search}`);
  switch (view.kind) {
    case 'signIn':
      return (
        <>
          <Typography sx={{ mb: 3 }}>
            <FormattedMessage id="invitation.signIn.body" />
          </Typography>
          <AnswerError />
          <Actions>
            <Button variant="contained" size="large" component={RouterLink} to={loginAndBack}>
              <FormattedMessage id="invitation.signIn.login" />
            </Button>
            <DeclineButton token={token} />
          </Actions>
        </>
      );
    case 'otherAccount':
      return (
        <>
          <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
            <FormattedMessage
              id="invitation.otherAccount.body"
              values={{ email: view.invitation.email, signedInAs: view.signedInAs }}
            />
          </Alert>
          <Button variant="outlined" component={RouterLink} to={loginAndBack}>
            <FormattedMessage id="invitation.otherAccount.login" values={{ email: view.invitation.email }} />
          </Button>
        </>
      );
    case 'join':
      return <JoinForm token={token} company={view.invitation.company_name} />;
    case 'createAccount':
      return <CreateAccountForm token={token} />;
  }
}

function TitleFor({ invitation }: { invitation: Invitation }) {
  return <FormattedMessage id="invitation.titleFor" values={{ company: invitation.company_name }} />;
}

function Intro({ invitation }: { invitation: Invitation }) {
  const expiry = expiryOf(invitation);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography>
        <FormattedMessage
          id="invitation.intro"
          values={{ company: invitation.company_name, email: invitation.email }}
        />
      </Typography>
      <Typography>
        <FormattedMessage id={`invitation.level.${invitation.level === 'admin' ? 'admin' : 'default'}`} />
      </Typography>
      {expiry ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="invitation.expires" values={{ date: expiry }} />
        </Typography>
      ) : null}
    </Stack>
  );
}

function LoadingCard() {
  return (
    <CardPage title={<FormattedMessage id="invitation.title" />} stateKey="loading">
      <Box aria-busy="true">
        <Box component="span" role="status" sx={visuallyHidden}>
          <FormattedMessage id="invitation.loading" />
        </Box>
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" sx={{ mb: 2 }} />
        <Skeleton variant="rectangular" height={48} width={220} />
      </Box>
    </CardPage>
  );
}

function ProblemCard({ problem }: { problem: InvitationProblem }) {
  const home = usePublicPath('home');
  return (
    <CardPage title={<FormattedMessage id={`invitation.problem.${problem}.title`} />} stateKey={problem}>
      {/* The heading names the problem; the alert says what to do about it. */}
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        <FormattedMessage id={`invitation.problem.${problem}.body`} />
      </Alert>
      <Button variant="contained" component={RouterLink} to={home}>
        <FormattedMessage id="invitation.home" />
      </Button>
    </CardPage>
  );
}

function DoneCard({ outcome, invitation }: { outcome: InvitationOutcome; invitation: Invitation }) {
  const values = { company: invitation.company_name, email: invitation.email };
  const home = usePublicPath('home');
  const next =
    outcome === 'accepted'
      ? { to: paths.company, label: 'invitation.done.accepted.company' }
      : outcome === 'accountCreated'
        ? // After the login the new member lands on the company's page.
          { to: `${paths.login}?redirect=${paths.company}`, label: 'invitation.done.accountCreated.login' }
        : { to: home, label: 'invitation.home' };
  return (
    <CardPage
      title={<FormattedMessage id={`invitation.done.${outcome}.title`} values={values} />}
      stateKey={outcome}
    >
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        <FormattedMessage id={`invitation.done.${outcome}.body`} values={values} />
      </Alert>
      <Button variant="contained" component={RouterLink} to={next.to}>
        <FormattedMessage id={next.label} />
      </Button>
    </CardPage>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {children}
    </Stack>
  );
}

/** Why the last accept or decline failed; the person can send it again. */
function AnswerError() {
  const resolve = useLocalText();
  const { answerMessage } = useAppSelector(selectInvitationState);
  return answerMessage ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {resolve(answerMessage)}
    </Alert>
  ) : null;
}

function DeclineButton({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const { answer, answering } = useAppSelector(selectInvitationState);
  const pending = answering === 'decline';
  return (
    <Button
      type="button"
      variant="outlined"
      size="large"
      disabled={answer.status === 'loading'}
      aria-busy={pending || undefined}
      startIcon={pending ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
      onClick={() => dispatch(invitationDeclineRequested({ token }))}
    >
      <FormattedMessage id="invitation.decline" />
    </Button>
  );
}

/** Signed in as the invited account: join with it, or decline. */
function JoinForm({ token, company }: { token: string; company: string }) {
  const dispatch = useAppDispatch();
  const { answer, answering } = useAppSelector(selectInvitationState);
  const busy = answer.status === 'loading';
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(invitationAcceptRequested({ token }));
      }}
    >
      <AnswerError />
      <Actions>
        <SubmitButton pending={answering === 'accept'} disabled={busy}>
          <FormattedMessage id="invitation.join.submit" values={{ company }} />
        </SubmitButton>
        <DeclineButton token={token} />
      </Actions>
    </form>
  );
}

const CREATE_ACCOUNT_TEXTS: NewPasswordFormTexts = {
  intro: 'invitation.createAccount.body',
  password: 'invitation.createAccount.password',
  hint: 'invitation.createAccount.hint',
  confirm: 'invitation.createAccount.confirm',
};

/** No account yet: the password it will have (sign-up's rules), then join; or decline. */
function CreateAccountForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const { answer, answering } = useAppSelector(selectInvitationState);
  const busy = answer.status === 'loading';
  return (
    <NewPasswordForm
      idPrefix="invitation"
      schema={invitationPasswordSchema}
      texts={CREATE_ACCOUNT_TEXTS}
      busy={busy}
      onSubmit={(password) => dispatch(invitationAcceptRequested({ token, password }))}
    >
      <AnswerError />
      <Actions>
        <SubmitButton pending={answering === 'accept'} disabled={busy}>
          <FormattedMessage id="invitation.createAccount.submit" />
        </SubmitButton>
        <DeclineButton token={token} />
      </Actions>
    </NewPasswordForm>
  );
}
