import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { redact } from '../core/redact';
import { rootReducer, type RootState } from './rootReducer';
import type { LazySagaName, StartFeatureSaga } from './lazySagas';
import type { MakeSagaRuntime, SagaRuntime } from './sagaRuntime';
import { createSupportRecorder, type SupportLogStorage } from '../core/supportRecorder';
import { supportPageLoaded, type PageLoad } from '../core/supportLog';

export interface CreateStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Whether sagas may run in this store (the build-time picture runs none). */
  runSagas?: boolean;
  /** In the browser: the tab's storage that keeps the support log across reloads, and this page load. */
  supportLog?: { storage?: SupportLogStorage; page: PageLoad };
}

/**
 * The store. Its sagas are not part of it: the saga runtime, the sagas and their services are
 * their own chunk (sideEffects.ts), which the browser loads beside the first screen, and
 * `startSagas` plugs them in once they are there. Until then every action the reducers see waits
 * for them, and they get it in order: a tap before the sagas arrive is late, never lost.
 */
export function createAppStore({ preloadedState, runSagas = true, supportLog }: CreateStoreOptions = {}) {
  const recorder = createSupportRecorder({ storage: supportLog?.storage, reducer: rootReducer });

  let runtime: SagaRuntime | null = null;
  // The saga middleware's place in the chain, filled when the runtime arrives.
  let sagaStep: ((action: unknown) => unknown) | null = null;
  let plug: ((made: SagaRuntime) => void) | null = null;
  // Null when nothing waits: before the page-load mark, and once the sagas run.
  let waiting: UnknownAction[] | null = null;
  const sagasWhenTheyCome: Middleware = (api) => (next) => {
    plug = (made) => {
      sagaStep = made.middleware(api)(next);
    };
    return (action) => {
      if (sagaStep) return sagaStep(action);
      const result = next(action);
      waiting?.push(action as UnknownAction);
      return result;
    };
  };

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagasWhenTheyCome, recorder.middleware),
    devTools: {
      name: 'Storefront',
      actionSanitizer: (action) => redact(action),
      stateSanitizer: (state) => redact(state),
    },
  });
  // Before any saga, so the page load is the first thing this page adds to the support log.
  if (supportLog) store.dispatch(supportPageLoaded(supportLog.page));
  if (runSagas) waiting = [];

  const started = new Set<LazySagaName>();
  const featuresWaiting: Saga[] = [];
  const startFeatureSaga: StartFeatureSaga = (name, saga) => {
    if (!runSagas || started.has(name)) return;
    started.add(name);
    if (runtime) runtime.run(saga);
    else featuresWaiting.push(saga);
  };
  /** Plugs in the saga runtime and starts the sagas, once; then gives them what came before. */
  const startSagas = (make: MakeSagaRuntime) => {
    if (!runSagas || runtime || !plug) return;
    runtime = make({ recorder, dispatch: store.dispatch });
    plug(runtime);
    runtime.start();
    for (const saga of featuresWaiting.splice(0)) runtime.run(saga);
    const early = waiting ?? [];
    waiting = null;
    for (const action of early) runtime.deliver(action);
  };
  return { store, recorder, startFeatureSaga, startSagas };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
