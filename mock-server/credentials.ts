// The proxy's management-API client credentials. They exist only inside the
// mock server (the proxy side); nothing sends them to the browser.
export const MANAGEMENT_CLIENT_ID = 'storefront-proxy';
export const MANAGEMENT_CLIENT_SECRET = 'mock-secret-7f3c9a';

/** Lifetimes, in milliseconds of the mock clock. */
export const MANAGEMENT_TOKEN_TTL_MS = 60_000;
export const ACCESS_TOKEN_TTL_MS = 120_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
