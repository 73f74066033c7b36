import { http, HttpResponse, type RequestHandler } from 'msw';
import type { MessageResult, SessionUser } from '../../src/api/types';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { readJson, requireString } from '../kit/body';
import { envelope } from '../kit/envelope';
import { guard, HttpError, type Resolver } from '../kit/guard';
import { route } from '../kit/route';
import { checkLinkToken, dropAllLinkTokens, issueLinkToken, spendLinkTokens } from './linkTokens';
import { accessTokenUser, revokeUserTokens } from './loginTokens';
import { listMails, sendMail } from './outbox';
import { renderOutboxPage } from './outboxPage';
import { storedPassword } from './passwords';
import { updateProfile } from './profile';
import { toSessionUser } from './sessionUser';
import { signupOrganisation } from './signupOrganisation';
import { signupUser } from './signupUser';
import type { DbUser } from './types';
import { findUserByEmail } from './users';
import { failure, passwordProblem } from './validation';

// Sign-up, verification, password reset, profile and account deletion on the
// proxy (/api/auth/*), and the mock-only outbox (/__mock/outbox).

const message = (text: string, extra: MessageResult = {}) =>
  envelope<MessageResult>({ message: text, ...extra });

/** The signed-in user of the bearer access token; anything else is 401. */
function signedInUser(request: Request): DbUser {
  const userId = accessTokenUser(bearerToken(request));
  const user = userId ? db().accounts.users.get(userId) : undefined;
  if (!user) throw new HttpError(401, 'Unauthorized');
  return user;
}

/**
 * Where the mail's link points: the Origin of the request (the app's page,
 * also when the mock runs standalone on another port), else the request's own.
 */
function appOrigin(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && /^https?:\/\/[^/\s]+$/i.test(origin)) return origin;
  return new URL(request.url).origin;
}

function userByEmail(email: string): DbUser {
  const user = findUserByEmail(email);
  if (!user) throw failure(404, 'email not found');
  return user;
}

const signup: Resolver = async ({ request }) => {
  const user = signupUser(await readJson(request));
  return envelope({ id: user.id, details: 'User created' }, 201);
};

const signupCompany: Resolver = async ({ request }) => {
  const company = signupOrganisation(await readJson(request));
  return envelope({ company, details: 'Company created' }, 201);
};

const createVerifyLink: Resolver = async ({ request }) => {
  const user = userByEmail(requireString(await readJson(request), 'email'));
  if (user.email_verified) return message('Email already verified');
  sendMail('verify-email', user, appOrigin(request), issueLinkToken('verify-email', user.id));
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
  const user = liveLink('verify-email', requireString(await readJson(request), 'token'));
  user.email_verified = true;
  spendLinkTokens('verify-email', user.id);
  return message('Email verified');
};

const createResetLink: Resolver = async ({ request }) => {
  const user = userByEmail(requireString(await readJson(request), 'email'));
  if (!user.email_verified) throw failure(403, 'email not verified');
  sendMail('reset-password', user, appOrigin(request), issueLinkToken('reset-password', user.id));
  return message('Reset password link created');
};

const resetPassword: Resolver = async ({ request }) => {
  const body = await readJson(request);
  const password = requireString(body, 'password');
  const user = liveLink('reset-password', requireString(body, 'reset_password_token'));
  const weak = passwordProblem(password);
  // A weak password leaves the link usable, so the person can try again.
  if (weak) throw new HttpError(400, weak);
  user.password = storedPassword(password);
  spendLinkTokens('reset-password', user.id);
  // Sessions opened with the old password end (a real shop does the same).
  revokeUserTokens(user.id);
  return message('Password updated', { details: 'Password updated' });
};

const updateUser: Resolver = async ({ request }) => {
  const user = signedInUser(request);
  updateProfile(user, await readJson(request));
  return envelope<SessionUser>(toSessionUser(user));
};

const deleteAccount: Resolver = ({ request }) => {
  const user = signedInUser(request);
  // Memberships live on the user, so removing it also removes it from its companies.
  db().accounts.users.delete(user.id);
  revokeUserTokens(user.id);
  dropAllLinkTokens(user.id);
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
  ...route('post', '/api/auth/organisation/signup', signupCompany),
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
