import type { LoginResult, ProxyEnvelope, SignupUserPayload } from '../../src/api/types';
import { mockServer, resetDatabase } from '../../mock-server/node';
import { DEMO_PASSWORD } from '../support/demoAccounts';

export const ORIGIN = 'http://localhost';
/** Every demo account's password. */
export { DEMO_PASSWORD };

/** A customer sign-up body the mock accepts (docs/rules.md#signup); tests change what they are about. */
export function customerSignup(overrides: Partial<SignupUserPayload> = {}): SignupUserPayload {
  return {
    first_name: 'Greta',
    last_name: 'Garbo',
    email: 'greta.garbo@example.se',
    password: 'Valid-password-7',
    phone_number: '+46701234000',
    language: 'sv',
    country_code: 'SE',
    country: 'SE',
    market: 'se',
    store_group: 'default',
    role: 'customer',
    allow_email_notifications: true,
    allow_phone_notifications: false,
    allow_postal_notifications: true,
    status: 'active',
    privacy: true,
    ...overrides,
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

interface CallOptions {
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as the body text as is (for bad JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
}

let callOrigin = ORIGIN;

/**
 * Where `call` (and `login`) send their requests from now on in this test file: the jest msw server
 * (ORIGIN, the default) or a server of the mock's own, such as the Vite dev server.
 */
export function sendCallsTo(origin: string): void {
  callOrigin = origin;
}

/** One request to the mock through fetch (answered by the msw server of test/setup, unless sendCallsTo). */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  { body, token, rawBody, headers = {} }: CallOptions = {},
): Promise<Answer<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  const allHeaders = init.headers as Record<string, string>;
  if (token) allHeaders.authorization = `Bearer ${token}`;
  if (body !== undefined || rawBody !== undefined) {
    allHeaders['content-type'] ??= 'application/json';
    init.body = rawBody ?? JSON.stringify(body);
  }
  const response = await fetch(`${callOrigin}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function login(email: string, password = DEMO_PASSWORD): Promise<LoginResult> {
  const answer = await call<ProxyEnvelope<LoginResult>>('POST', '/api/auth/login/', {
    body: { email, password },
  });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/**
 * Makes sure the jest msw server answers with the mock handlers and that each
 * test starts from the seed. test/setup may already start the server and reset before each
 * test; listen() then throws and this file leaves starting, resetting and closing to it.
 */
export function withMockBackend(): void {
  let startedHere = false;
  beforeAll(() => {
    try {
      mockServer.listen({ onUnhandledRequest: 'error' });
      startedHere = true;
    } catch {
      // already listening (test/setup/afterEnv.ts)
    }
  });
  beforeEach(() => {
    if (startedHere) resetDatabase();
  });
  afterEach(() => mockServer.resetHandlers());
  afterAll(() => {
    if (startedHere) mockServer.close();
  });
}
