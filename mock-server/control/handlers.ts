import { http, HttpResponse, type RequestHandler } from 'msw';
import { expireAccessTokens } from '../accounts/loginTokens';
import { db, resetDatabase } from '../db';
import {
  optionalInteger,
  optionalString,
  readJson,
  requireId,
  requireInteger,
  requireString,
} from '../kit/body';
import { advanceClock, clockOffset, now } from '../kit/clock';
import { guard, HttpError } from '../kit/guard';
import { logLines } from '../kit/log';
import { expireManagementTokens } from '../management/tokens';
import { takeServedMismatches } from '../contract/serverCheck';
import { addFault, listFaults, resetFaults, type FaultInput } from './faults';
import { paymentProvidersInput } from './paymentProvidersInput';
import { paymentProvidersByCountry, setPaymentProviders } from '../shopper/capabilities';

// The control surface (/__mock/*) exists only in the mock: tests and the e2e
// runner use it to reset state, inject faults, expire tokens and move time.

const clockState = () => ({ now: now(), offsetMs: clockOffset() });

// Bounds of the control inputs: a status below 200 leaves a request unanswered, setTimeout turns
// a delay past 2^31 ms into 1 ms, and a clock past year 275760 breaks every date the mock writes.
const FAULT_STATUS = { min: 200, max: 599 };
const FAULT_LATENCY_MS = { min: 0, max: 60_000 };
const FAULT_TIMES = { min: 1, max: 10_000 };
const MAX_FAULT_PATH_LENGTH = 1_000;
const MAX_METHOD_LENGTH = 16;
const CLOCK_ADVANCE_MS = { min: 0, max: 10 * 365.25 * 24 * 60 * 60 * 1000 };
const STOCK_AVAILABLE = { min: 0, max: 1_000_000 };

const createFault = guard('control', async ({ request }) => {
  const body = await readJson(request);
  const status = optionalInteger(body, 'status', FAULT_STATUS);
  const times = optionalInteger(body, 'times', FAULT_TIMES);
  const input: FaultInput = {
    method: optionalString(body, 'method', { max: MAX_METHOD_LENGTH }),
    path: requireString(body, 'path', { max: MAX_FAULT_PATH_LENGTH }),
    status,
    body: body.body,
    latencyMs: optionalInteger(body, 'latencyMs', FAULT_LATENCY_MS),
    dropAnswer: optionalBoolean(body, 'dropAnswer'),
    times,
  };
  if (input.dropAnswer && input.status !== undefined) {
    throw new HttpError(400, 'a fault either drops the answer or answers with a status, not both');
  }
  if (input.status === undefined && input.latencyMs === undefined && !input.dropAnswer) {
    throw new HttpError(400, 'a fault needs a status, a latencyMs, dropAnswer or a combination');
  }
  return HttpResponse.json(addFault(input) as unknown as Record<string, unknown>, { status: 201 });
});

function optionalBoolean(body: Record<string, unknown>, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new HttpError(400, `${key} must be true or false`);
  return value;
}

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
  advanceClock(requireInteger(await readJson(request), 'advanceMs', CLOCK_ADVANCE_MS));
  return HttpResponse.json(clockState());
});

/** Sets what is in stock of a variant, e.g. to make a cart line run out before it is paid. */
const setStock = guard('control', async ({ request }) => {
  const body = await readJson(request);
  const productVariantId = requireId(body, 'productVariantId');
  const available = requireInteger(body, 'available', STOCK_AVAILABLE);
  const { stocks } = db().catalog;
  if (!stocks.has(productVariantId)) {
    throw new HttpError(404, 'product variant not found', {
      details: `no product variant '${productVariantId}'`,
    });
  }
  stocks.set(productVariantId, available);
  return HttpResponse.json({ productVariantId, available });
});

/** Which payment providers a market's carts offer, so each provider can be tried (mock only). */
const setProviders = guard('control', async ({ request }) => {
  const { countryCode, providers } = paymentProvidersInput(await readJson(request));
  setPaymentProviders(countryCode, providers);
  return HttpResponse.json({ paymentProviders: paymentProvidersByCountry() });
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
  http.post('*/__mock/stock', setStock),
  http.post('*/__mock/payment-providers', setProviders),
  http.get('*/__mock/payment-providers', () =>
    HttpResponse.json({ paymentProviders: paymentProvidersByCountry() }),
  ),
  http.get('*/__mock/log', () => HttpResponse.json({ lines: logLines() })),
  // What the contract check found since the last look, emptied by reading; `checking` false when off.
  http.get('*/__mock/contract-mismatches', () => {
    const mismatches = takeServedMismatches();
    return HttpResponse.json({ checking: mismatches !== undefined, mismatches: mismatches ?? [] });
  }),
];
