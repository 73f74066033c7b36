import { createApi, type Api } from '../../src/api/createApi';
import { createHttpClients } from '../../src/api/http';
import type { Services } from '../../src/core/services';
import { createPickedFiles } from '../../src/services/pickedFiles';
import type { CookieName, CookieService } from '../../src/services/cookies';
import type { KeyValueStorage } from '../../src/services/storage';

/** In-memory cookies that remember the lifetime each was set with. */
export function fakeCookies(initial: Partial<Record<CookieName, string>> = {}) {
  const jar = new Map<string, { value: string; maxAgeSeconds?: number }>(
    Object.entries(initial).map(([name, value]) => [name, { value: value as string }]),
  );
  const service: CookieService = {
    get: (name) => jar.get(name)?.value,
    set: (name, value, maxAgeSeconds) => void jar.set(name, { value, maxAgeSeconds }),
    remove: (name) => void jar.delete(name),
  };
  return Object.assign(service, { jar });
}

export function fakeStorage(initial: Record<string, unknown> = {}) {
  const data = new Map<string, string>(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  const storage: KeyValueStorage = {
    get: <T>(key: string) => {
      const raw = data.get(key);
      return raw === undefined ? undefined : (JSON.parse(raw) as T);
    },
    set: (key, value) => void data.set(key, JSON.stringify(value)),
    remove: (key) => void data.delete(key),
  };
  return Object.assign(storage, { data });
}

/** API functions that fail loudly unless a test provides their result; always the real API's shape. */
export function fakeApi(): Api {
  const real = createApi(
    createHttpClients(
      { proxy: '/', shopper: '/', orders: '/', uploads: '/', newsletter: '/' },
      { user: () => undefined, cart: () => undefined },
    ),
    { authPrefix: 'auth' },
  );
  const missing = (name: string) => () => Promise.reject(new Error(`No provider for api.${name}`));
  return Object.fromEntries(
    Object.entries(real).map(([group, functions]) => [
      group,
      Object.fromEntries(Object.keys(functions).map((name) => [name, missing(`${group}.${name}`)])),
    ]),
  ) as unknown as Api;
}

/**
 * Every service a saga can ask for, faked: the API fails loudly unless provided, cookies and storage
 * live in memory, and the services whose effect is outside the page (navigation, analytics,
 * downloads, scripts) record their calls for the test to check.
 */
export function fakeServices(overrides: Partial<Services> = {}) {
  const navigations: string[] = [];
  const downloads: { filename: string; text: string }[] = [];
  const events: { event: string; params?: Record<string, unknown> }[] = [];
  const scripts: string[] = [];
  const services: Services = {
    api: fakeApi(),
    cookies: fakeCookies(),
    localStorage: fakeStorage(),
    sessionStorage: fakeStorage(),
    analytics: { track: (event, params) => void events.push({ event, params }) },
    navigate: {
      navigate: (to) => void navigations.push(to),
      currentPath: () => (navigations.at(-1) ?? '/').split('?')[0]!,
      bind: () => {
        throw new Error('navigate.bind is for the app shell, not for a saga');
      },
    },
    scriptLoader: { load: (src) => (scripts.push(src), Promise.resolve()) },
    paymentWidgets: {
      widget: (provider) => Promise.reject(new Error(`No payment widget provided for ${provider}`)),
    },
    download: (filename, text) => void downloads.push({ filename, text }),
    supportLog: { exportText: () => '{}' },
    // In memory like the real one; data URLs without a FileReader, so no DOM is needed.
    pickedFiles: createPickedFiles(
      async (blob) => `data:${blob.type};base64,${Buffer.from(await blob.arrayBuffer()).toString('base64')}`,
    ),
    ...overrides,
  };
  return { services, navigations, downloads, events, scripts };
}
