import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { fatalErrorReducer } from '../core/fatalError';
import type { RootState } from '../core/rootState';
import { sessionReducer } from '../core/session';
import { supportPageLoaded } from '../core/supportLog';
import { authReducer } from '../features/auth';
import { cartReducer } from '../features/cart';
import { checkoutReducer, companyReducer } from '../features/checkout';
import { sessionCompanyReducer } from '../features/company';
import { catalogReducer } from '../features/catalog';
import { marketReducer } from '../features/market';
import { notificationsReducer } from '../features/notifications';
import { settingsReducer } from '../features/settings';
import { wishlistReducer } from '../features/wishlist';
import { lazySliceNames } from './lazySliceNames';

export { lazySliceNames };
export type LazySliceName = (typeof lazySliceNames)[number];

export type LazyReducers = { [Slice in LazySliceName]: Reducer<RootState[Slice]> };

/**
 * The slices every page has from the start, and with the lazy ones exactly those `RootState`
 * declares: `satisfies` fails the type check on a missing, extra or differently shaped slice.
 */
const bootReducers = {
  fatalError: fatalErrorReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
  settings: settingsReducer,
  market: marketReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
  auth: authReducer,
  catalog: catalogReducer,
  wishlist: wishlistReducer,
  sessionCompany: sessionCompanyReducer,
  company: companyReducer,
} satisfies { [Slice in Exclude<keyof RootState, LazySliceName>]: Reducer<RootState[Slice]> };

const combineBootSlices = () =>
  combineSlices(bootReducers).withLazyLoadedSlices<Pick<RootState, LazySliceName>>();
let combined: ReturnType<typeof combineBootSlices> | undefined;

/**
 * Combines the boot slices on first use rather than as the shell is evaluated: combining runs every
 * slice's reducer once (Redux checks their first states), which on a slow phone would lengthen the
 * shell's evaluation task. The browser's boot does it in a task of its own
 * (firstRenderPreparation.ts); the cache is made once and never changes what the reducer returns.
 */
export const prepareBootSlices = () => (combined ??= combineBootSlices());

/**
 * A page load starts from a fresh state, as the browser does. In the live store the state is fresh
 * already when it comes; in a replayed support log it is what shows each reload. Typed as the
 * whole state: a lazy slice is read only after its route has injected it.
 */
export const rootReducer = ((state, action) =>
  prepareBootSlices()(supportPageLoaded.match(action) ? undefined : state, action)) as Reducer<
  RootState,
  UnknownAction,
  Partial<RootState>
>;

/**
 * Adds later features' slices to the root reducer (once each); returns the names that were new.
 * The store gives them their first state at the next action (core/slicesInjected.ts).
 */
export function injectSlices(reducers: Partial<LazyReducers>): LazySliceName[] {
  const added: LazySliceName[] = [];
  for (const [name, reducer] of Object.entries(reducers) as [LazySliceName, Reducer][]) {
    if (injected.has(name)) continue;
    injected.add(name);
    prepareBootSlices().inject({ reducerPath: name, reducer });
    added.push(name);
  }
  return added;
}
const injected = new Set<LazySliceName>();

/** Whether every later feature's slice is in (a carried support log folds only then). */
export const everySliceInjected = () => injected.size === lazySliceNames.length;

export type { RootState };
