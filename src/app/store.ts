import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { redact } from '../core/redact';
import { everySliceInjected, rootReducer, type RootState } from './rootReducer';
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
  const recorder = createSupportRecorder({
    storage: supportLog?.storage,
    reducer: rootReducer,
    foldReady: everySliceInjected,
  });

  let runtime: SagaRuntime | null = null;
  // The saga middleware's place in the chain, filled once every early action has been handed over.
  let sagaStep: ((action: unknown) => unknown) | null = null;
  // Mounts the runtime's middleware on the store (sagas cannot run before) and gives its step.
  let plug: ((made: SagaRuntime) => (action: unknown) => unknown) | null = null;
  // Null when nothing waits: before the page-load mark, and once the sagas run.
  let waiting: UnknownAction[] | null = null;
  const sagasWhenTheyCome: Middleware = (api) => (next) => {
    plug = (made) => made.middleware(api)(next);
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
  /**
   * Plugs in the saga runtime and starts the sagas, once; then gives them what came before, in
   * order. With `between` (the browser's `nextTask`), each saga's start and each early action's
   * handing over run in tasks of their own, none long on a slow phone; whatever is dispatched meanwhile
   * (the sagas' own first puts too) waits its turn behind them, and the sagas see every action
   * directly once none waits. Resolves then.
   */
  const startSagas = async (make: MakeSagaRuntime, { between }: { between?: () => Promise<void> } = {}) => {
    if (!runSagas || runtime || !plug) return;
    const made = make({ recorder, dispatch: store.dispatch });
    runtime = made;
    const step = plug(made);
    const early = waiting ?? [];
    waiting = between ? early : null;
    if (!between) sagaStep = step;
    // With `between`, each saga starts in a task of its own, and actions dispatched meanwhile wait
    // in `early` with the rest; without, every saga has started when `start` returns.
    const started = made.start(between);
    if (between) await started;
    for (const saga of featuresWaiting.splice(0)) made.run(saga);
    if (!between) {
      for (const action of early) made.deliver(action);
      return;
    }
    for (let action = early.shift(); action; action = early.shift()) {
      await between();
      made.deliver(action);
    }
    waiting = null;
    sagaStep = step;
  };
  return { store, recorder, startFeatureSaga, startSagas };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
