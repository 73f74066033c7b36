import { createContext, use, useContext, type ReactNode } from 'react';

/**
 * Loads later features by name, their slices and sagas (src/app/lazySagas.ts), and resolves once
 * their sagas run. The same names give the same promise, so a render can wait on it.
 */
export type LoadFeatures = (names: readonly string[]) => Promise<void>;

const ready = Promise.resolve();

// Without a provider (a panel rendered on its own in a test) the features are taken to be there.
const FeatureLoaderContext = createContext<LoadFeatures>(() => ready);

export const FeatureLoaderProvider = FeatureLoaderContext.Provider;

/** The loader of later features this part of the tree is given (the app's, or one that has them all). */
export const useFeatureLoader = (): LoadFeatures => useContext(FeatureLoaderContext);

/**
 * Renders its children once the named features run: a panel whose sagas load with it rather than
 * with its route, so a page's first screen does not wait for a tab the visitor may never open.
 * It suspends meanwhile (the panel's Suspense shows its skeleton); a failed load goes to the
 * route's error screen, and the next render asks again.
 */
export function WithFeatures({ names, children }: { names: readonly string[]; children: ReactNode }) {
  const load = useContext(FeatureLoaderContext);
  use(load(names));
  return children;
}
