import { http, HttpResponse } from 'msw';
import { now } from '../clock';
import { MANAGEMENT_CLIENT_ID, MANAGEMENT_CLIENT_SECRET, MANAGEMENT_TOKEN_TTL_MS } from '../credentials';
import { db, findUserByEmail } from '../db';
import { toManagementUser } from '../db/views';
import { newToken } from '../ids';
import { bearerToken, readFormOrJson } from './body';
import { guard, HttpError, type Resolver } from './guard';

// The management API: only the proxy calls it (in-process), never the browser.

const issueToken = guard('management', async ({ request }) => {
  const body = await readFormOrJson(request);
  if (body.grant_type !== 'client_credentials') {
    throw new HttpError(400, 'unsupported_grant_type', {
      message: "grant_type must be 'client_credentials'",
    });
  }
  if (body.client_id !== MANAGEMENT_CLIENT_ID || body.client_secret !== MANAGEMENT_CLIENT_SECRET) {
    throw new HttpError(401, 'invalid_client');
  }
  const token = newToken();
  db().managementTokens.set(token, { expiresAt: now() + MANAGEMENT_TOKEN_TTL_MS });
  return HttpResponse.json({
    access_token: token,
    token_type: 'Bearer',
    expires_in: MANAGEMENT_TOKEN_TTL_MS / 1000,
  });
});

/** Like guard(), and first checks the management bearer token. */
function authorised(resolver: Resolver): Resolver {
  return guard('management', (info) => {
    const token = bearerToken(info.request);
    const entry = token ? db().managementTokens.get(token) : undefined;
    if (!entry || entry.expiresAt <= now()) throw new HttpError(401, 'Token expired or invalid');
    return resolver(info);
  });
}

const getUser = authorised(({ params }) => {
  const database = db();
  const user = database.users.get(String(params.id));
  if (!user) throw new HttpError(404, 'user not found');
  return HttpResponse.json(toManagementUser(database, user));
});

const findUsers = authorised(({ request }) => {
  const database = db();
  const email = new URL(request.url).searchParams.get('email');
  const users = email
    ? [findUserByEmail(email)].filter((u) => u !== undefined)
    : [...database.users.values()];
  return HttpResponse.json({
    items: users.map((u) => toManagementUser(database, u)),
    total_items: users.length,
  });
});

export const managementHandlers = [
  http.post('*/management/oauth/token', issueToken),
  http.get(
    '*/management/settings',
    authorised(() => HttpResponse.json(structuredClone(db().settings))),
  ),
  http.get(
    '*/management/markets',
    authorised(() => HttpResponse.json(structuredClone(db().markets))),
  ),
  http.get(
    '*/management/store-groups',
    authorised(() => HttpResponse.json(structuredClone(db().storeGroups))),
  ),
  http.get('*/management/users/:id', getUser),
  http.get('*/management/users', findUsers),
];
