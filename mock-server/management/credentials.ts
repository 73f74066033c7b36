// The proxy's management-API client credentials. They exist only inside the
// mock server (the proxy side); nothing sends them to the browser.
export const MANAGEMENT_CLIENT_ID = 'storefront-proxy';
export const MANAGEMENT_CLIENT_SECRET = 'mock-secret-7f3c9a';

/** Lifetime of a management access token, in milliseconds of the mock clock. */
export const MANAGEMENT_TOKEN_TTL_MS = 60_000;
