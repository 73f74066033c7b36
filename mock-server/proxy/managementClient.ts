import { HttpResponse } from 'msw';
import { contractCheckedHandlers } from '../contract/checkedHandlers';
import { createFaultHandler } from '../control/faultHandler';
import { db } from '../db';
import { answerFrom } from '../kit/answer';
import { HttpError } from '../kit/guard';
import { newId } from '../kit/ids';
import { logLine } from '../kit/log';
import { MANAGEMENT_CLIENT_ID, MANAGEMENT_CLIENT_SECRET } from '../management/credentials';
import { managementHandlers } from '../management/handlers';

// The proxy's management-API client. It calls the management handlers
// in-process (through the fault handler too), so its token really goes
// through the management API's check and injected faults reach it.

const ORIGIN = 'http://management.mock.internal';
// Checked against contracts/management.yaml like any call to the mock.
const managementApi = contractCheckedHandlers([
  createFaultHandler(managementHandlers),
  ...managementHandlers,
]);

export const REFRESH_LOG_LINE = 'Token expired or invalid – refreshing and retrying...';
export const OAUTH_FAILED = 'OAuth2 failed, cannot retry.';
export const UPSTREAM_AUTH_FAILED = 'Upstream authentication failed';

const isAuthFailure = (response: Response) => response.status === 401 || response.status === 403;

/**
 * The management API still refuses the proxy's own, freshly fetched token. Passing its 401 on would
 * tell the browser that *its* session expired (it would refresh and retry for nothing), so the
 * proxy answers 502 and logs a request id the answer carries, to find the failure in the log.
 */
function upstreamAuthFailure(path: string, status: number): HttpError {
  const requestId = newId('req');
  logLine(`Management API answered ${status} to ${path} after a token refresh: 502, requestId ${requestId}`);
  return new HttpError(502, UPSTREAM_AUTH_FAILED, { requestId });
}

async function send(request: Request): Promise<Response> {
  const response = await answerFrom(managementApi, request);
  return response ?? HttpResponse.json({ error: 'Not Found' }, { status: 404 });
}

/** Fetches a new client-credentials token and caches it; null when that fails. */
async function fetchToken(): Promise<string | null> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: MANAGEMENT_CLIENT_ID,
    client_secret: MANAGEMENT_CLIENT_SECRET,
  });
  const response = await send(
    new Request(`${ORIGIN}/management/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }),
  );
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  if (typeof body?.access_token !== 'string') return null;
  db().proxy.managementToken = body.access_token;
  return body.access_token;
}

function authorisedGet(path: string, token: string): Request {
  return new Request(`${ORIGIN}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
}

/**
 * GET on the management API by the rule of docs/rules.md#api-errors ("Management API"):
 * a 401/403 logs, fetches a new token, stores it and retries once; a second 401/403 is a 502.
 */
export async function managementGet<T>(path: string): Promise<T> {
  let token = db().proxy.managementToken ?? (await fetchToken());
  if (!token) throw new HttpError(500, OAUTH_FAILED);
  let response = await send(authorisedGet(path, token));
  if (isAuthFailure(response)) {
    logLine(REFRESH_LOG_LINE);
    token = await fetchToken();
    if (!token) throw new HttpError(500, OAUTH_FAILED);
    response = await send(authorisedGet(path, token));
    if (isAuthFailure(response)) throw upstreamAuthFailure(path, response.status);
  }
  if (response.status === 204) return {} as T;
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; message?: unknown };
  if (!response.ok) {
    const error = typeof body.error === 'string' ? body.error : 'Management API error';
    throw new HttpError(
      response.status,
      error,
      typeof body.message === 'string' ? { message: body.message } : {},
    );
  }
  return body as T;
}
