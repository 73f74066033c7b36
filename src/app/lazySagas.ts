import type { UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { loadCheckoutRootSaga } from '../features/checkout';
import { sliceLoader } from './lazySlices';
import type { LoadFeatures as CoreLoadFeatures } from '../core/featureLoading';

/**
 * The features whose sagas only their own routes need: their code loads with the route, not
 * before the first screen, and their slices with it (lazySlices.ts). A later feature's index is
 * itself loaded by `import()`: imported statically, everything it reaches (its slices, selectors,
 * components) would be in the shell, which the routes would then share it from. The checkout's is
 * in the shell anyway: its slices are on every page.
 */
export const lazySagas = {
  checkout: loadCheckoutRootSaga,
  companyArea: () => import('../features/companyArea').then((feature) => feature.loadCompanyAreaRootSaga()),
  companyUsers: () => import('../features/companyArea').then((feature) => feature.loadCompanyUsersRootSaga()),
  invitation: () => import('../features/invitation').then((feature) => feature.loadInvitationRootSaga()),
  newsletter: () => import('../features/newsletter').then((feature) => feature.loadNewsletterRootSaga()),
  orders: () => import('../features/orders').then((feature) => feature.loadOrdersRootSaga()),
  password: () => import('../features/password').then((feature) => feature.loadPasswordRootSaga()),
  printFiles: () => import('../features/companyArea').then((feature) => feature.loadPrintFilesRootSaga()),
  profile: () => import('../features/profile').then((feature) => feature.loadProfileRootSaga()),
  quickOrder: () => import('../features/quickOrder').then((feature) => feature.loadQuickOrderRootSaga()),
  signup: () => import('../features/signup').then((feature) => feature.loadSignupRootSaga()),
} satisfies Record<string, () => Promise<Saga>>;

export type LazySagaName = keyof typeof lazySagas;

/** Starts a feature's sagas in a store, once however often it is asked. */
export type StartFeatureSaga = (name: LazySagaName, saga: Saga) => void;

/**
 * Loads the named features' slices and sagas; puts the slices into the store first (a saga may
 * read its slice as it starts), then starts the sagas. Resolves when they run. The same names give
 * the same promise (a panel's render waits on it, src/core/featureLoading.tsx); a failed load is
 * forgotten, so the next ask tries again.
 */
export const featureLoader = (start: StartFeatureSaga, dispatch: (action: UnknownAction) => unknown) => {
  const asked = new Map<string, Promise<void>>();
  const load = async (names: readonly LazySagaName[]): Promise<void> => {
    const [sagas] = await Promise.all([
      Promise.all(names.map((name) => lazySagas[name]())),
      sliceLoader(dispatch)(names),
    ]);
    names.forEach((name, index) => start(name, sagas[index]!));
  };
  return (names: readonly LazySagaName[]): Promise<void> => {
    const key = [...names].sort().join(' ');
    let loading = asked.get(key);
    if (!loading) {
      loading = load(names);
      asked.set(key, loading);
      loading.catch(() => asked.delete(key));
    }
    return loading;
  };
};

const isLazySagaName = (name: string): name is LazySagaName => Object.hasOwn(lazySagas, name);

/** The loader for components (src/core/featureLoading.tsx), which name features as strings. */
export const componentFeatureLoader =
  (load: LoadFeatures): CoreLoadFeatures =>
  (names) => {
    const unknown = names.filter((name) => !isLazySagaName(name));
    // A misspelt name is the code's mistake: thrown in the render, to the route's error screen.
    if (unknown.length > 0) throw new Error(`unknown features: ${unknown.join(', ')}`);
    return load(names as readonly LazySagaName[]);
  };

export type LoadFeatures = ReturnType<typeof featureLoader>;
