import { ApiError, toErrorInfo } from '../../api/apiError';
import { literal, t, type LocalText } from '../../i18n/localText';

/** The login failures of spec point 8, by the backend's details text. */
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
 * The login page's status banner (spec point 2): `?status=Title|Detail` is a success,
 * `?error=Title|Detail` an error; text containing 'link not found' shows the link-not-found
 * message instead. The spec does not say how the two kinds are told apart; a second parameter
 * keeps success links (e.g. from the verification e-mail) and failures distinct.
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
