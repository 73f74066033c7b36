import { DEFAULT_BASE_URLS, sameOriginPrefixes } from '../shared/backendPaths';

/**
 * Paths only the mock has: the management API (the proxy's upstream), the control surface, generated
 * images, the payment providers' look-alike scripts and servers.
 */
const MOCK_ONLY_PREFIXES = ['/management', '/__mock', '/mock-assets', '/mock-providers'];

/** Every path prefix the embedded mock answers (the app's same-origin backends and its own); the rest is Vite's. */
export const ROUTED_PREFIXES: readonly string[] = [
  ...new Set([...sameOriginPrefixes(Object.values(DEFAULT_BASE_URLS)), ...MOCK_ONLY_PREFIXES]),
];
