import { http, HttpResponse, type RequestHandler } from 'msw';
import { expireAccessTokens } from '../accounts/loginTokens';
import { resetDatabase } from '../db';
import { optionalNumber, optionalString, readJson, requireString } from '../kit/body';
import { advanceClock, clockOffset, now } from '../kit/clock';
import { guard, HttpError } from '../kit/guard';
import { logLines } from '../kit/log';
import { expireManagementTokens } from '../management/tokens';
import { addFault, listFaults, resetFaults, type FaultInput } from './faults';

// The control surface (/__mock/*) exists only in the mock: tests and the e2e
// runner use it to reset state, inject faults, expire tokens and move time.

const clockState = () => ({ now: now(), offsetMs: clockOffset() });

const createFault = guard('control', async ({ request }) => {
  const body = await readJson(request);
  const status = optionalNumber(body, 'status', 100);
  if (status !== undefined && (!Number.isInteger(status) || status > 599)) {
    throw new HttpError(400, 'status must be an HTTP status code (100-599)');
  }
  const times = optionalNumber(body, 'times', 1);
  if (times !== undefined && !Number.isInteger(times))
    throw new HttpError(400, 'times must be a whole number');
  const input: FaultInput = {
    method: optionalString(body, 'method'),
    path: requireString(body, 'path'),
    status,
    body: body.body,
    latencyMs: optionalNumber(body, 'latencyMs'),
    times,
  };
  if (input.status === undefined && input.latencyMs === undefined) {
    throw new HttpError(400, 'a fault needs a status, a latencyMs or both');
  }
  return HttpResponse.json(addFault(input) as unknown as Record<string, unknown>, { status: 201 });
});

type TokenKind = 'management' | 'user' | 'all';
const kinds: TokenKind[] = ['management', 'user', 'all'];

/** Makes the current access tokens of that kind expired (refresh tokens stay valid). */
function expireTokens(kind: TokenKind): number {
  const expired = now() - 1;
  const management = kind === 'user' ? 0 : expireManagementTokens(expired);
  const user = kind === 'management' ? 0 : expireAccessTokens(expired);
  return management + user;
}

const expire = guard('control', async ({ request }) => {
  const kind = requireString(await readJson(request), 'kind') as TokenKind;
  if (!kinds.includes(kind)) throw new HttpError(400, `kind must be one of ${kinds.join(', ')}`);
  return HttpResponse.json({ kind, expired: expireTokens(kind) });
});

const moveClock = guard('control', async ({ request }) => {
  const advanceMs = optionalNumber(await readJson(request), 'advanceMs');
  if (advanceMs === undefined) throw new HttpError(400, 'advanceMs is required (milliseconds, at least 0)');
  advanceClock(advanceMs);
  return HttpResponse.json(clockState());
});

export const controlHandlers: RequestHandler[] = [
  http.post(
    '*/__mock/reset',
    guard('control', () => {
      resetDatabase();
      return HttpResponse.json({ reset: true });
    }),
  ),
  http.post('*/__mock/faults', createFault),
  http.get('*/__mock/faults', () => HttpResponse.json({ faults: listFaults() })),
  http.delete('*/__mock/faults', () => HttpResponse.json({ cleared: resetFaults() })),
  http.post('*/__mock/expire-tokens', expire),
  http.post('*/__mock/clock', moveClock),
  http.get('*/__mock/clock', () => HttpResponse.json(clockState())),
  http.get('*/__mock/log', () => HttpResponse.json({ lines: logLines() })),
];
