import { MOCK_PROVIDER_HOSTS, mockProviderHostOf, mockProviderOrigin } from '../../shared/mockProviderOrigin';

describe('mockProviderOrigin: the mock providers answer on origins of their own', () => {
  it('is the part’s *.localhost host on the shop’s scheme and port for a shop on this machine’s loopback', () => {
    expect(mockProviderOrigin('http://localhost:5173', 'klarna')).toBe('http://js.klarna.localhost:5173');
    expect(mockProviderOrigin('http://127.0.0.1:4173', 'adyenCdn')).toBe(
      'http://checkoutshopper-cdn.adyen.localhost:4173',
    );
    expect(mockProviderOrigin('http://[::1]:5173', 'issuer')).toBe('http://acs.issuer.localhost:5173');
    expect(mockProviderOrigin('https://shop.localhost', 'walley')).toBe('https://checkout.walley.localhost');
    expect(mockProviderOrigin('http://localhost', 'qliro')).toBe('http://pago.qliro.localhost');
    // From one look-alike's origin to another's, as Adyen's script finds its API and the wallet.
    expect(mockProviderOrigin('http://checkoutshopper.adyen.localhost:5173', 'wallet')).toBe(
      'http://pay.wallet.localhost:5173',
    );
  });

  it('gives every part a host of its own', () => {
    const hosts = Object.values(MOCK_PROVIDER_HOSTS);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const host of hosts) expect(host).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost$/);
  });

  it('is the shop’s own origin where no loopback name can reach the same server', () => {
    expect(mockProviderOrigin('http://192.168.1.20:5173', 'adyen')).toBe('http://192.168.1.20:5173');
    expect(mockProviderOrigin('https://demo.example.com', 'klarna')).toBe('https://demo.example.com');
  });

  it('tells which part a host name is, and none for the shop’s own', () => {
    expect(mockProviderHostOf('JS.Klarna.localhost')).toBe('klarna');
    expect(mockProviderHostOf('localhost')).toBeUndefined();
    expect(mockProviderHostOf('providers.localhost')).toBeUndefined();
  });
});
