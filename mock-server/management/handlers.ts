import { http, HttpResponse, type RequestHandler } from 'msw';
import { findUserByEmail } from '../accounts/users';
import { db } from '../db';
import { bearerToken } from '../kit/bearer';
import { readFormOrJson } from '../kit/body';
import { guard, HttpError, type Resolver } from '../kit/guard';
import { MANAGEMENT_CLIENT_ID, MANAGEMENT_CLIENT_SECRET, MANAGEMENT_TOKEN_TTL_MS } from './credentials';
import { isLiveManagementToken, issueManagementToken } from './tokens';
import { toManagementUser } from './userView';

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
  return HttpResponse.json({
    access_token: issueManagementToken(),
    token_type: 'Bearer',
    expires_in: MANAGEMENT_TOKEN_TTL_MS / 1000,
  });
});

/** Like guard(), and first checks the management bearer token. */
function authorised(resolver: Resolver): Resolver {
  return guard('management', (info) => {
    if (!isLiveManagementToken(bearerToken(info.request)))
      throw new HttpError(401, 'Token expired or invalid');
    return resolver(info);
  });
}

const getUser = authorised(({ params }) => {
  const user = db().accounts.users.get(String(params.id));
  if (!user) throw new HttpError(404, 'user not found');
  return HttpResponse.json(toManagementUser(user));
});

/** The longest e-mail address there is (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 254;

const findUsers = authorised(({ request }) => {
  const email = new URL(request.url).searchParams.get('email');
  if (email && email.length > MAX_EMAIL_LENGTH) {
    throw new HttpError(400, `email must be at most ${MAX_EMAIL_LENGTH} characters`);
  }
  const users = email
    ? [findUserByEmail(email)].filter((u) => u !== undefined)
    : [...db().accounts.users.values()];
  return HttpResponse.json({
    items: users.map(toManagementUser),
    total_items: users.length,
  });
});

export const managementHandlers: RequestHandler[] = [
  http.post('*/management/oauth/token', issueToken),
  http.get(
    '*/management/settings',
    authorised(() => HttpResponse.json(structuredClone(db().management.settings))),
  ),
  http.get(
    '*/management/markets',
    authorised(() => HttpResponse.json(structuredClone(db().management.markets))),
  ),
  http.get(
    '*/management/store-groups',
    authorised(() => HttpResponse.json(structuredClone(db().management.storeGroups))),
  ),
  http.get('*/management/users/:id', getUser),
  http.get('*/management/users', findUsers),
];
