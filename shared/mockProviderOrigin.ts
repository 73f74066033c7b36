// The mock's payment providers answer on origins of their own, as real providers do, so their
// frames are cross-origin to the shop, and split over hosts as the real ones split theirs (Adyen's
// script and styles on a CDN, its frames and API on another host, a card issuer's 3-D Secure page on
// a third, a redirect method's page (Trustly's) on a fourth; Avarda's script apart from its API):
// `*.localhost` names on the shop's port. Browsers resolve every `*.localhost` name to this machine
// (RFC 6761), so the same server answers them all. A shop that is not opened on this machine's
// loopback (a LAN address, a tunnel) has no such names to use: its providers answer on the shop's
// own origin.

/** Each look-alike part's host, named after the real provider's (tooling/paymentHosts.ts). */
export const MOCK_PROVIDER_HOSTS = {
  /** Adyen's CDN: adyen.js, adyen.css, its images. */
  adyenCdn: 'checkoutshopper-cdn.adyen.localhost',
  /** Adyen's API and the frames it serves (the Drop-in's card form). */
  adyen: 'checkoutshopper.adyen.localhost',
  /** A card issuer's access control server: the 3-D Secure challenge page. */
  issuer: 'acs.issuer.localhost',
  /** The redirect method's own page, as Trustly's: Adyen sends the shopper there to pay. */
  bank: 'checkout.trustly.localhost',
  /** A wallet's script and API, loaded by Adyen's script (as Google Pay's pay.js is). */
  wallet: 'pay.wallet.localhost',
  klarna: 'js.klarna.localhost',
  qliro: 'pago.qliro.localhost',
  /** Avarda's CDN: its checkout script. */
  avardaCdn: 'checkout-cdn.avarda.localhost',
  /** Avarda's API and the form it frames. */
  avarda: 'checkout-api.avarda.localhost',
  walley: 'checkout.walley.localhost',
} as const;

export type MockProviderHost = keyof typeof MOCK_PROVIDER_HOSTS;

const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The origin of the look-alike part `host` for a shop (or any look-alike) at `origin`. */
export function mockProviderOrigin(origin: string, host: MockProviderHost): string {
  const url = new URL(origin);
  if (!LOOPBACK.test(url.hostname)) return url.origin;
  url.hostname = MOCK_PROVIDER_HOSTS[host];
  return url.origin;
}

/** `path` on the look-alike part `host`, seen from this page; the path itself outside a browser. */
export function mockProviderUrl(host: MockProviderHost, path: string): string {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? mockProviderOrigin(origin, host) + path : path;
}

/** The look-alike part a `*.localhost` host name belongs to, if any. */
export function mockProviderHostOf(hostname: string): MockProviderHost | undefined {
  const name = hostname.toLowerCase();
  return (Object.keys(MOCK_PROVIDER_HOSTS) as MockProviderHost[]).find(
    (host) => MOCK_PROVIDER_HOSTS[host] === name,
  );
}
