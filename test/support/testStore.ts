import { createBrowserServices } from '../../src/app/browserServices';
import { createAppStore } from '../../src/app/store';
import type { Services } from '../../src/app/services';

/**
 * The real store, real sagas and real browser services (jsdom cookies and storage, axios against
 * the mock backend through msw), with navigation and downloads recorded instead of performed.
 */
export function createTestStore(overrides: Partial<Omit<Services, 'supportLog'>> = {}) {
  const navigations: string[] = [];
  const downloads: { filename: string; text: string }[] = [];
  const services = {
    ...createBrowserServices(),
    navigate: { navigate: (to: string) => void navigations.push(to), bind: () => undefined },
    download: (filename: string, text: string) => void downloads.push({ filename, text }),
    ...overrides,
  };
  const created = createAppStore({ services });
  return { ...created, services, navigations, downloads };
}

/** Resolves when the store reaches a state, or fails after a (real, short) wait. */
export function waitForState<S>(
  store: { getState: () => S; subscribe: (listener: () => void) => () => void },
  predicate: (state: S) => boolean,
  timeoutMs = 3000,
): Promise<S> {
  return new Promise((resolve, reject) => {
    if (predicate(store.getState())) return resolve(store.getState());
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('The store did not reach the expected state in time.'));
    }, timeoutMs);
    const unsubscribe = store.subscribe(() => {
      if (predicate(store.getState())) {
        clearTimeout(timer);
        unsubscribe();
        resolve(store.getState());
      }
    });
  });
}
