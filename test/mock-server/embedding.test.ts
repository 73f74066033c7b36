/** @jest-environment node */
import { mockEmbedded } from '../../mock-server/embedding';
import { mockBackendPlugin } from '../../mock-server/vitePlugin';

describe('embedding the mock in Vite', () => {
  it('is on by default and with VITE_MOCK=on', () => {
    expect(mockEmbedded({})).toBe(true);
    expect(mockEmbedded({ VITE_MOCK: 'on' })).toBe(true);
  });

  it('is off for a build or server for real backends (VITE_MOCK=off)', () => {
    expect(mockEmbedded({ VITE_MOCK: 'off' })).toBe(false);
    expect(mockEmbedded({ VITE_MOCK: ' OFF ' })).toBe(false);
  });

  it('stops the start on a value that is neither, instead of guessing', () => {
    expect(() => mockEmbedded({ VITE_MOCK: 'of' })).toThrow("VITE_MOCK must be 'on' or 'off', not 'of'");
  });

  it('refuses to build the plugin where VITE_MOCK=off', () => {
    expect(() => mockBackendPlugin({ VITE_MOCK: 'off' })).toThrow(/may not be embedded/);
    expect(mockBackendPlugin({}).name).toBe('storefront-mock-backend');
  });
});
