import { http, HttpResponse, type RequestHandler } from 'msw';
import type { MessageResult, SessionUser } from '../../contracts/types/proxy';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { readJson } from '../kit/body';
import { envelope } from '../kit/envelope';
import { guard, HttpError, type Resolver } from '../kit/guard';
import { route } from '../kit/route';
import { checkLinkToken, dropAllLinkTokens, issueLinkToken, spendLinkTokens } from './linkTokens';
import { resetLoginAttempts } from './loginThrottle';
import { revokeUserTokens } from './loginTokens';
import { listMails, sendMail } from './outbox';
import { renderOutboxPage } from './outboxPage';
import { storedPassword } from './passwords';
import { updateProfile } from './profile';
import { toSessionUser } from './sessionUser';
import { shopOrigin } from './shopOrigin';
import { signedInUser } from './signedInUser';
import {
  dropSignupTokens,
  issueSignupToken,
  ORGANISATION_SIGNUP_OPEN,
  organisationSignupOpen,
} from './signupTokens';
import { SIGNUP_RESUMED, signupUser } from './signupUser';
import type { DbUser } from './types';
import { findUserByEmail } from './users';
import { failure, PASSWORD_NOT_TEXT, passwordProblem, requireText } from './validation';

// Sign-up, verification, password reset, profile and account deletion on the
// proxy (/api/auth/*), and the mock-only outbox (/__mock/outbox). The organisation sign-up that
// follows a user's creates a company: companies/signupOrganisation.ts.

const message = (text: string, extra: MessageResult = {}) =>
  envelope<MessageResult>({ message: text, ...extra });

/** The signed-in user of the bearer access token; anything else is 401. */
const signedInUserOf = (request: Request) => signedInUser(bearerToken(request));

function userByEmail(email: string): DbUser {
  const user = findUserByEmail(email);
  if (!user) throw failure(404, 'email not found');
  return user;
}

const signup: Resolver = async ({ request }) => {
  const { user, resumed, forOrganisation } = await signupUser(await readJson(request, PASSWORD_NOT_TEXT));
  // The organisation sign-up that may follow attaches this user, and only this one.
  const signup_token = issueSignupToken(user.id, forOrganisation);
  return resumed
    ? envelope({ id: user.id, details: SIGNUP_RESUMED, signup_token })
    : envelope({ id: user.id, details: 'User created', signup_token }, 201);
};

const createVerifyLink: Resolver = async ({ request }) => {
  const user = userByEmail(requireText(await readJson(request), 'email'));
  if (user.email_verified) return message('Email already verified');
  // A real backend mails an organisation's contact person when the sign-up completes, never for
  // an account whose company is still missing.
  if (organisationSignupOpen(user)) throw failure(409, ORGANISATION_SIGNUP_OPEN);
  sendMail('verify-email', user, shopOrigin(request), issueLinkToken('verify-email', user.id));
  return message('Email verification link created');
};

/** A link token that exists and has not expired, else 404 'link not found' / 410 'link expired'. */
function liveLink(kind: 'verify-email' | 'reset-password', token: string): DbUser {
  const link = checkLinkToken(kind, token);
  if (link.state === 'unknown') throw failure(404, 'link not found');
  if (link.state === 'expired') throw failure(410, 'link expired');
  const user = db().accounts.users.get(link.entry.userId);
  if (!user) throw failure(404, 'link not found');
  return user;
}

const verifyEmail: Resolver = async ({ request }) => {
  const user = liveLink('verify-email', requireText(await readJson(request), 'token'));
  user.email_verified = true;
  spendLinkTokens('verify-email', user.id);
  return message('Email verified');
};

const createResetLink: Resolver = async ({ request }) => {
  const user = userByEmail(requireText(await readJson(request), 'email'));
  if (!user.email_verified) throw failure(403, 'email not verified');
  sendMail('reset-password', user, shopOrigin(request), issueLinkToken('reset-password', user.id));
  return message('Reset password link created');
};

const resetPassword: Resolver = async ({ request }) => {
  const body = await readJson(request, PASSWORD_NOT_TEXT);
  const password = requireText(body, 'password');
  const token = requireText(body, 'reset_password_token');
  liveLink('reset-password', token);
  const weak = passwordProblem(password);
  // A weak password leaves the link usable, so the person can try again.
  if (weak) throw new HttpError(400, weak);
  const stored = await storedPassword(password);
  // Hashing yields to other requests: a second submit of the same link may have used it meanwhile.
  const user = liveLink('reset-password', token);
  user.password = stored;
  spendLinkTokens('reset-password', user.id);
  // Whoever holds the mailed link owns the account: an earlier lockout need not make them wait.
  resetLoginAttempts(user.id);
  // Sessions opened with the old password end (a real shop does the same).
  revokeUserTokens(user.id);
  return message('Password updated', { details: 'Password updated' });
};

const updateUser: Resolver = async ({ request }) => {
  const user = signedInUserOf(request);
  updateProfile(user, await readJson(request));
  return envelope<SessionUser>(toSessionUser(user));
};

const deleteAccount: Resolver = ({ request }) => {
  const user = signedInUserOf(request);
  // Memberships live on the user, so removing it also removes it from its companies.
  db().accounts.users.delete(user.id);
  revokeUserTokens(user.id);
  dropAllLinkTokens(user.id);
  dropSignupTokens(user.id);
  resetLoginAttempts(user.id);
  return message('user deleted');
};

const outboxPage = guard('control', () =>
  HttpResponse.html(renderOutboxPage(listMails()), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  }),
);

const outboxJson = guard('control', ({ request }) =>
  HttpResponse.json(
    { mails: listMails(new URL(request.url).searchParams.get('to')) },
    { headers: { 'cache-control': 'no-store' } },
  ),
);

export const accountHandlers: RequestHandler[] = [
  ...route('post', '/api/auth/signup', signup),
  ...route('post', '/api/auth/create-verify-link', createVerifyLink),
  ...route('post', '/api/auth/verify-email', verifyEmail),
  ...route('post', '/api/auth/create-reset-password-link', createResetLink),
  ...route('post', '/api/auth/reset-password', resetPassword),
  ...route('post', '/api/auth/update-user', updateUser),
  ...route('post', '/api/auth/delete', deleteAccount),
  http.get('*/__mock/outbox.json', outboxJson),
  http.get('*/__mock/outbox', outboxPage),
  http.get('*/__mock/outbox/', outboxPage),
];
