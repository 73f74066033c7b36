// The backends' default base URLs and which of them the app's own origin serves: the app reads them
// for its configuration (src/config.ts), the embedded mock to know which paths are its own. Neither
// side owns them, so they live outside both.

/** Every backend's base URL unless a VITE_* variable names another (README, "Pointing the app at real backends"). */
export const DEFAULT_BASE_URLS = {
  proxy: '/api',
  shopper: '/shopper',
  orders: '/api/orders',
  uploadWorker: '/worker',
  newsletter: '/newsletter',
} as const;

/**
 * The path prefixes of the backends served on the app's own origin (in development, by the embedded
 * mock backend); a base URL with a scheme or host is a real backend elsewhere and is left out.
 * A prefix also stands for its provider backends (`/shopper` for `/shopper-*`).
 */
export function sameOriginPrefixes(baseUrls: readonly string[]): string[] {
  const paths = baseUrls
    .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    .map((url) => url.replace(/\/+$/, ''));
  return [...new Set(paths.filter((path) => path !== ''))];
}
