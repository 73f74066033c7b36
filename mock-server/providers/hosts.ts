import { mockProviderHostOf, type MockProviderHost } from '../../shared/mockProviderOrigin';

// Which look-alike host serves each of a provider's files, as the real provider splits them
// (tooling/paymentHosts.ts): Adyen's script, styles and images on its CDN, its API and frames on
// another host; Avarda's script on its CDN, its API and form apart. A file asked of another
// look-alike's host is not there, so a look-alike that named the wrong host fails as it would live.

const BY_SLUG: Record<string, (file: string) => MockProviderHost> = {
  adyen: (file) => (/^(adyen\.(js|css)|images\/)/.test(file) ? 'adyenCdn' : 'adyen'),
  avarda: (file) => (file === 'avarda-checkout.js' ? 'avardaCdn' : 'avarda'),
  klarna: () => 'klarna',
  qliro: () => 'qliro',
  walley: () => 'walley',
  wallet: () => 'wallet',
  issuer: () => 'issuer',
  bank: () => 'bank',
};

/** The host that serves `file` (the path after /mock-providers/{slug}/), if the slug is a look-alike's. */
export function hostOfFile(slug: string, file: string): MockProviderHost | undefined {
  return Object.hasOwn(BY_SLUG, slug) ? BY_SLUG[slug]!(file) : undefined;
}

/**
 * Whether a request for /mock-providers/{slug}/{file} came to a host that serves it. A host that is
 * none of the look-alikes' (the shop's own, where no loopback name reaches the server) serves them all.
 */
export function servedOnHost(url: URL, slug: string, file: string): boolean {
  const asked = mockProviderHostOf(url.hostname);
  const expected = hostOfFile(slug, file);
  return !asked || !expected || asked === expected;
}
