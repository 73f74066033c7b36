// Where the links in mails point. A reset link carries a token that changes the password, so its
// origin must be the shop's, never one the caller picks: the Origin header (and a Referer) are
// whatever the sender of the request writes, and a link built on them would hand the token to
// that site.

/** The env var that names the shop's origin, e.g. `http://localhost:5173` when the mock runs standalone. */
export const SHOP_ORIGIN_ENV = 'SHOP_ORIGIN';

function configuredOrigin(): string | null {
  const value = process.env[SHOP_ORIGIN_ENV]?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${SHOP_ORIGIN_ENV} must be an absolute http(s) URL, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${SHOP_ORIGIN_ENV} must be an http(s) URL, got '${value}'`);
  }
  return url.origin;
}

/**
 * SHOP_ORIGIN when set; else the mock's own origin from the request URL, which is right when the
 * app and the mock share a server (Vite, jest).
 */
export function shopOrigin(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}
