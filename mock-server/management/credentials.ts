import { randomBytes } from 'node:crypto';

// The proxy's management-API client credentials. They exist only inside the mock server (the
// proxy side); nothing sends them to the browser. The secret is made when the mock starts, so no
// file holds it: a server in another process that a test drives is given the test's own
// (MOCK_MANAGEMENT_CLIENT_SECRET).
export const MANAGEMENT_CLIENT_ID = 'storefront-proxy';
export const MANAGEMENT_CLIENT_SECRET =
  (typeof process === 'undefined' ? undefined : process.env.MOCK_MANAGEMENT_CLIENT_SECRET) ||
  randomBytes(24).toString('base64url');

/** Lifetime of a management access token, in milliseconds of the mock clock. */
export const MANAGEMENT_TOKEN_TTL_MS = 60_000;
