import { ApiError, toErrorInfo } from '../../api/apiError';
import { literal, t, type LocalText } from '../../i18n/localText';

/** The login failures (docs/rules.md#login), by the backend's details text. */
export const loginErrorDetails = {
  emailNotVerified: 'email not verified',
  invalidPassword: 'invalid password',
  userNotFound: 'user not found',
  pending: 'user is in pending state',
} as const;

const messageIds: Record<string, string> = {
  [loginErrorDetails.emailNotVerified]: 'auth.login.error.emailNotVerified',
  [loginErrorDetails.invalidPassword]: 'auth.login.error.wrongPassword',
  [loginErrorDetails.userNotFound]: 'auth.login.error.userNotFound',
  [loginErrorDetails.pending]: 'auth.login.error.pending',
};

/**
 * What asking for a new verification link (after 'email not verified') came to. The login's
 * message says only what happened: a link that was not sent is never said to have been.
 */
export type VerifyLinkOutcome = 'sent' | 'alreadyVerified' | 'organisationPending' | 'failed';

/** create-verify-link's answers the login tells apart, by the backend's message or details text. */
export const verifyLinkAnswers = {
  alreadyVerified: 'email already verified',
  /** 409 while the address's company sign-up is started but its company is still missing. */
  organisationPending: 'organisation signup not completed',
} as const;

const normalised = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** The outcome of a create-verify-link call that answered (`result`) or threw (`error`). */
export function verifyLinkOutcome(
  answer: { result: { message?: string; details?: string } } | { error: unknown },
): VerifyLinkOutcome {
  if ('result' in answer) {
    const said = [answer.result.message, answer.result.details].map(normalised);
    return said.includes(verifyLinkAnswers.alreadyVerified) ? 'alreadyVerified' : 'sent';
  }
  const info = toErrorInfo(answer.error);
  const said = [info.details, info.code, info.message].map(normalised);
  return said.includes(verifyLinkAnswers.organisationPending) ? 'organisationPending' : 'failed';
}

const notVerifiedIds: Record<VerifyLinkOutcome, string> = {
  sent: 'auth.login.error.emailNotVerified',
  alreadyVerified: 'auth.login.error.emailNowVerified',
  organisationPending: 'auth.login.error.organisationSignupPending',
  failed: 'auth.login.error.emailNotVerifiedNoLink',
};

/** The message for a login refused as 'email not verified', by what the new link's request did. */
export function notVerifiedText(outcome: VerifyLinkOutcome): LocalText {
  return t(notVerifiedIds[outcome]);
}

/** The message shown for a failed login: a known detail's own text, else the server's message. */
export function loginErrorText(detail: string | null, message: string): LocalText {
  const id = detail ? messageIds[detail.trim().toLowerCase()] : undefined;
  if (id) return t(id);
  return message ? literal(message) : t('auth.login.error.generic');
}

/**
 * A 429: too many wrong passwords locked the account for a while. The wait is shown in whole
 * minutes, rounded up so the shopper never comes back too early.
 */
export function lockoutText(retryAfterSeconds: unknown): LocalText {
  if (
    typeof retryAfterSeconds !== 'number' ||
    !Number.isFinite(retryAfterSeconds) ||
    retryAfterSeconds <= 0
  ) {
    return t('auth.login.error.tooManyAttemptsLater');
  }
  return t('auth.login.error.tooManyAttempts', { minutes: Math.ceil(retryAfterSeconds / 60) });
}

/** The message for any failed login: the lockout, a known detail's own text, else the server's message. */
export function loginFailureText(error: unknown): LocalText {
  const info = toErrorInfo(error);
  if (info.statusCode === 429) {
    return lockoutText(error instanceof ApiError ? error.body?.retryAfterSeconds : undefined);
  }
  return loginErrorText(info.details, info.message);
}

export interface StatusBanner {
  severity: 'success' | 'error';
  title: LocalText;
  detail: LocalText | null;
}

/**
 * The login page's status banner (docs/rules.md#login): `?status=Title|Detail` is a success,
 * `?error=Title|Detail` an error; text containing 'link not found' shows the link-not-found
 * message instead. A second parameter keeps success links (e.g. from the verification e-mail) and
 * failures distinct (docs/decisions.md#accounts).
 */
export function statusBanner(params: URLSearchParams): StatusBanner | null {
  const error = params.get('error');
  const status = params.get('status');
  const text = error ?? status;
  if (!text || !text.trim()) return null;
  if (text.toLowerCase().includes('link not found')) {
    return {
      severity: 'error',
      title: t('auth.status.linkNotFound.title'),
      detail: t('auth.status.linkNotFound.body'),
    };
  }
  const [title = '', ...rest] = text.split('|');
  const detail = rest.join('|').trim();
  return {
    severity: error ? 'error' : 'success',
    title: literal(title.trim()),
    detail: detail ? literal(detail) : null,
  };
}
