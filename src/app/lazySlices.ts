import type { UnknownAction } from '@reduxjs/toolkit';
import { slicesInjected } from '../core/slicesInjected';
import { injectSlices, type LazyReducers } from './rootReducer';

/**
 * The slices of the features whose routes load later, by the same names as their sagas
 * (lazySagas.ts): a route that loads a feature's sagas loads its slices too, from the feature's
 * index, itself loaded by `import()` so that none of it is in the shell. The checkout's slices are
 * not here: every page tracks the cart changes under way.
 */
export const lazySlices = {
  companyArea: () =>
    import('../features/companyArea').then((feature) => ({ companyArea: feature.companyAreaReducer })),
  companyUsers: () => import('../features/companyArea').then((feature) => feature.loadCompanyUsersReducers()),
  invitation: () =>
    import('../features/invitation').then((feature) => ({ invitation: feature.invitationReducer })),
  newsletter: () =>
    import('../features/newsletter').then((feature) => ({ newsletter: feature.newsletterReducer })),
  orders: () => import('../features/orders').then((feature) => ({ orders: feature.ordersReducer })),
  password: () =>
    import('../features/password').then((feature) => ({ passwordRecovery: feature.passwordReducer })),
  printFiles: () =>
    import('../features/companyArea')
      .then((feature) => feature.loadPrintFilesReducer())
      .then((printFiles) => ({ printFiles })),
  profile: () => import('../features/profile').then((feature) => ({ profile: feature.profileReducer })),
  quickOrder: () =>
    import('../features/quickOrder').then((feature) => ({ quickOrder: feature.quickOrderReducer })),
  signup: () => import('../features/signup').then((feature) => ({ signup: feature.signupReducer })),
} satisfies Record<string, () => Promise<Partial<LazyReducers>>>;

const slicesOf = (name: string): Promise<Partial<LazyReducers>> =>
  Object.hasOwn(lazySlices, name) ? lazySlices[name as keyof typeof lazySlices]() : Promise.resolve({});

/**
 * Puts slices into the store: injects those not in yet and tells the store with one action, so
 * the reducers give them their first state and a support log shows where they came in.
 */
export function joinSlices(reducers: Partial<LazyReducers>, dispatch: (action: UnknownAction) => unknown) {
  const added = injectSlices(reducers);
  if (added.length > 0) dispatch(slicesInjected(added));
}

/** Loads the named features' slices and puts them into the store; resolves when they are in. */
export const sliceLoader =
  (dispatch: (action: UnknownAction) => unknown) =>
  async (names: readonly string[]): Promise<void> => {
    const parts = await Promise.all(names.map(slicesOf));
    joinSlices(Object.assign({}, ...parts) as Partial<LazyReducers>, dispatch);
  };

/**
 * Every later slice, for what must see every slice: Redux DevTools replaying an imported log, and
 * the support recorder folding a log carried over from an earlier page (src/main.tsx).
 */
export const loadEverySlice = (): Promise<Partial<LazyReducers>> =>
  Promise.all(Object.values(lazySlices).map((load) => load())).then(
    (parts) => Object.assign({}, ...parts) as Partial<LazyReducers>,
  );
