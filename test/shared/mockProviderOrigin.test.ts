import { mockProviderOrigin } from '../../shared/mockProviderOrigin';

describe('mockProviderOrigin: the mock providers answer on an origin of their own', () => {
  it('is providers.localhost on the shop’s scheme and port for a shop on this machine’s loopback', () => {
    expect(mockProviderOrigin('http://localhost:5173')).toBe('http://providers.localhost:5173');
    expect(mockProviderOrigin('http://127.0.0.1:4173')).toBe('http://providers.localhost:4173');
    expect(mockProviderOrigin('http://[::1]:5173')).toBe('http://providers.localhost:5173');
    expect(mockProviderOrigin('https://shop.localhost')).toBe('https://providers.localhost');
    expect(mockProviderOrigin('http://localhost')).toBe('http://providers.localhost');
  });

  it('is the shop’s own origin where no loopback name can reach the same server', () => {
    expect(mockProviderOrigin('http://192.168.1.20:5173')).toBe('http://192.168.1.20:5173');
    expect(mockProviderOrigin('https://demo.example.com')).toBe('https://demo.example.com');
  });
});
