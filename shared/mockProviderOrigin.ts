// The mock's payment providers answer on an origin of their own, as real providers do, so their
// frames are cross-origin to the shop: `providers.localhost` on the shop's port. Browsers resolve
// every `*.localhost` name to this machine (RFC 6761), so the same server answers both. A shop that
// is not opened on this machine's loopback (a LAN address, a tunnel) has no such name to use: its
// providers answer on the shop's own origin.

const PROVIDER_HOST = 'providers.localhost';
const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The mock providers' origin for a shop at `shopOrigin`. */
export function mockProviderOrigin(shopOrigin: string): string {
  const url = new URL(shopOrigin);
  if (!LOOPBACK.test(url.hostname)) return url.origin;
  url.hostname = PROVIDER_HOST;
  return url.origin;
}

/** `path` on the mock providers' origin, seen from this page; the path itself outside a browser. */
export function mockProviderUrl(path: string): string {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? mockProviderOrigin(origin) + path : path;
}
