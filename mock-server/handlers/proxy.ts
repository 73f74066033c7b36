import { http, HttpResponse } from 'msw';
import type {
  LoginResult,
  Market,
  ProxyEnvelope,
  RefreshResult,
  SessionUser,
  ShopConfig,
  ShopSettings,
  StoreGroup,
} from '../../src/api/types';
import { findUserByEmail } from '../db';
import { verifyPassword } from '../db/passwords';
import type { ManagementUser } from '../db/views';
import {
  accessTokenUser,
  issueAccessToken,
  issueRefreshToken,
  refreshTokenUser,
  revokeRefreshToken,
} from '../tokens';
import { bearerToken, readJson, requireString } from './body';
import { guard, HttpError, type Resolver } from './guard';
import { managementGet } from './managementClient';

// The product's own proxy (/api): every answer is the envelope { ok, status, data }.

export function envelope<T>(data: T, status = 200): Response {
  const body = { ok: true, status, data } satisfies ProxyEnvelope<T>;
  return HttpResponse.json(body, { status });
}

/** The proxy's paths end in '/' (spec point 7); accept them without it too. */
export function route(method: 'get' | 'post', path: string, resolver: Resolver) {
  const guarded = guard('proxy', resolver);
  return [http[method](`*${path}/`, guarded), http[method](`*${path}`, guarded)];
}

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

const login: Resolver = async ({ request }) => {
  const body = await readJson(request);
  const email = requireString(body, 'email');
  const password = requireString(body, 'password');
  const user = findUserByEmail(email);
  if (!user) throw loginFailure(404, 'user not found');
  if (!verifyPassword(password, user.password)) throw loginFailure(401, 'invalid password');
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
  const refreshToken = requireString(await readJson(request), 'refresh_token');
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
  revokeRefreshToken(requireString(await readJson(request), 'refresh_token'));
  return envelope({ message: 'logged out' });
};

export const proxyHandlers = [
  ...route('get', '/api/settings', settings),
  ...route('post', '/api/auth/login', login),
  ...route('post', '/api/auth/refresh-token', refresh),
  ...route('post', '/api/auth/get-user', getUser),
  ...route('post', '/api/auth/logout', logout),
];
