import { HttpResponse, type RequestHandler } from 'msw';
import type { ManagementUser, Market, ShopSettings, StoreGroup } from '../../contracts/types/management';
import type { LoginResult, RefreshResult, SessionUser, ShopConfig } from '../../contracts/types/proxy';
import {
  accessTokenUser,
  issueAccessToken,
  issueRefreshToken,
  refreshTokenUser,
  revokeRefreshToken,
} from '../accounts/loginTokens';
import { countLoginAttempt, resetLoginAttempts, TOO_MANY_ATTEMPTS } from '../accounts/loginThrottle';
import { verifyPassword } from '../accounts/passwords';
import { findUserByEmail } from '../accounts/users';
import { PASSWORD_NOT_TEXT, requireText } from '../accounts/validation';
import { bearerToken } from '../kit/bearer';
import { readJson } from '../kit/body';
import { envelope } from '../kit/envelope';
import { errorBody, HttpError, type Resolver } from '../kit/guard';
import { route } from '../kit/route';
import { managementGet } from './managementClient';

// The product's own proxy (/api): settings and login, read through the management API.

async function sessionUser(userId: string): Promise<SessionUser> {
  const {
    role: _role,
    email_verified: _verified,
    status: _status,
    ...user
  } = await managementGet<ManagementUser>(`/management/users/${encodeURIComponent(userId)}`);
  return user;
}

function loginFailure(status: number, details: string): HttpError {
  return new HttpError(status, details, { details });
}

const settings: Resolver = async () => {
  // One after the other, so an expired management token is refreshed once.
  const config: ShopConfig = {
    settings: await managementGet<ShopSettings>('/management/settings'),
    markets: await managementGet<Market[]>('/management/markets'),
    storeGroups: await managementGet<StoreGroup[]>('/management/store-groups'),
  };
  return envelope(config);
};

/** 429 in the proxy's error body, with the wait in the body (for the app) and in Retry-After. */
function tooManyAttempts(retryAfterSeconds: number): Response {
  const body = errorBody('proxy', 429, TOO_MANY_ATTEMPTS, { details: TOO_MANY_ATTEMPTS, retryAfterSeconds });
  return HttpResponse.json(body, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
}

const login: Resolver = async ({ request }) => {
  const body = await readJson(request, PASSWORD_NOT_TEXT);
  const email = requireText(body, 'email');
  const password = requireText(body, 'password');
  const user = findUserByEmail(email);
  if (!user) throw loginFailure(404, 'user not found');
  const locked = countLoginAttempt(user.id);
  if (locked) return tooManyAttempts(locked.retryAfterSeconds);
  if (!(await verifyPassword(password, user.password))) throw loginFailure(401, 'invalid password');
  resetLoginAttempts(user.id);
  if (!user.email_verified) throw loginFailure(403, 'email not verified');
  if (user.status === 'pending') throw loginFailure(403, 'user is in pending state');
  const sessionData = await sessionUser(user.id);
  const refresh_token = issueRefreshToken(user.id);
  const result: LoginResult = {
    access_token: issueAccessToken(user.id, refresh_token),
    refresh_token,
    user: sessionData,
    details: 'Login successful',
  };
  return envelope(result);
};

const refresh: Resolver = async ({ request }) => {
  const refreshToken = requireText(await readJson(request), 'refresh_token');
  const userId = refreshTokenUser(refreshToken);
  if (!userId) throw new HttpError(401, 'invalid refresh token');
  const result: RefreshResult = { access_token: issueAccessToken(userId, refreshToken) };
  return envelope(result);
};

const getUser: Resolver = async ({ request }) => {
  const userId = accessTokenUser(bearerToken(request));
  if (!userId) throw new HttpError(401, 'Unauthorized');
  return envelope(await sessionUser(userId));
};

const logout: Resolver = async ({ request }) => {
  revokeRefreshToken(requireText(await readJson(request), 'refresh_token'));
  return envelope({ message: 'logged out' });
};

export const proxyHandlers: RequestHandler[] = [
  ...route('get', '/api/settings', settings),
  ...route('post', '/api/auth/login', login),
  ...route('post', '/api/auth/refresh-token', refresh),
  ...route('post', '/api/auth/get-user', getUser),
  ...route('post', '/api/auth/logout', logout),
];
