import { waitFor } from '@testing-library/react';
import { createBrowserServices } from '../../src/app/browserServices';
import { sagaRuntime } from '../../src/app/sagaRuntime';
import { createAppStore, type CreateStoreOptions } from '../../src/app/store';
import type { Services } from '../../src/core/services';
import { injectEverySlice } from './everySlice';

/**
 * The real store, real sagas and real browser services (jsdom cookies and storage, axios against
 * the mock backend through msw), with navigation and downloads recorded instead of performed.
 */
export function createTestStore(
  overrides: Partial<Omit<Services, 'supportLog'>> = {},
  { supportLog }: Pick<CreateStoreOptions, 'supportLog'> = {},
) {
  const navigations: string[] = [];
  const downloads: { filename: string; text: string }[] = [];
  const services = {
    ...createBrowserServices(),
    navigate: {
      navigate: (to: string) => void navigations.push(to),
      currentPath: () => (navigations.at(-1) ?? '/').split('?')[0]!,
      bind: () => undefined,
    },
    download: (filename: string, text: string) => void downloads.push({ filename, text }),
    ...overrides,
  };
  // Screens and sagas tested on their own: their route did not bring their slices.
  injectEverySlice();
  const created = createAppStore({ supportLog });
  created.startSagas(sagaRuntime(services));
  return { ...created, services, navigations, downloads };
}

/**
 * Resolves when the store reaches a state, or fails at Testing Library's wait ceiling
 * (ceilings.ts). Built on its waitFor, so React updates caused by the store while waiting happen
 * inside act().
 */
export async function waitForState<S>(
  store: { getState: () => S },
  predicate: (state: S) => boolean,
): Promise<S> {
  await waitFor(() => {
    if (!predicate(store.getState())) throw new Error('The store did not reach the expected state in time.');
  });
  return store.getState();
}
