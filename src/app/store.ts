import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { stdChannel, type Saga } from 'redux-saga';
import { fatalErrorRecorded } from '../core/fatalError';
import { redact } from '../core/redact';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import type { LazySagaName, StartFeatureSaga } from './lazySagas';
import type { Services } from '../core/services';
import { createSupportRecorder, type SupportLogStorage } from '../core/supportRecorder';
import { supportPageLoaded, type PageLoad } from '../core/supportLog';

export type StoreServices = Omit<Services, 'supportLog'>;

export interface CreateStoreOptions {
  /**
   * The services the sagas get from their context. Without them the store starts with no saga
   * running, and `startSagas` starts them once they are there: the browser loads them (the API
   * clients and axios) beside the first screen, not before it.
   */
  services?: StoreServices;
  preloadedState?: Partial<RootState>;
  /** Start the root saga (tests of single sagas leave it off). */
  runSagas?: boolean;
  /** In the browser: the tab's storage that keeps the support log across reloads, and this page load. */
  supportLog?: { storage?: SupportLogStorage; page: PageLoad };
}

export function createAppStore({
  services,
  preloadedState,
  runSagas = true,
  supportLog,
}: CreateStoreOptions) {
  const recorder = createSupportRecorder({ storage: supportLog?.storage, reducer: rootReducer });
  // The store exists only after the middleware is made; onError reaches it through this box.
  const box: { dispatch?: (action: ReturnType<typeof fatalErrorRecorded>) => void } = {};
  // The sagas' own channel, so the actions dispatched before they run can be handed to them later.
  const channel = stdChannel<UnknownAction>();
  const sagaMiddleware = createSagaMiddleware({
    channel,
    onError: (error, { sagaStack }) => {
      box.dispatch?.(
        fatalErrorRecorded({
          message: error instanceof Error ? error.message : String(error),
          source: sagaStack.split('\n')[0] ?? '',
        }),
      );
    },
  });

  // Until the sagas run, the actions the reducers have seen wait here for them, in order: a tap
  // before the services arrive is late, never lost. Null when there is nothing to wait for.
  let waiting: UnknownAction[] | null = null;
  const holdForSagas: Middleware = () => (next) => (action) => {
    const result = next(action);
    waiting?.push(action as UnknownAction);
    return result;
  };

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(holdForSagas, sagaMiddleware, recorder.middleware),
    devTools: {
      name: 'Storefront',
      actionSanitizer: (action) => redact(action),
      stateSanitizer: (state) => redact(state),
    },
  });
  box.dispatch = store.dispatch;
  // Before any saga, so the page load is the first thing this page adds to the support log.
  if (supportLog) store.dispatch(supportPageLoaded(supportLog.page));

  if (runSagas) waiting = [];

  let running = false;
  const started = new Set<LazySagaName>();
  const featuresWaiting: Saga[] = [];
  const startFeatureSaga: StartFeatureSaga = (name, saga) => {
    if (!runSagas || started.has(name)) return;
    started.add(name);
    if (running) sagaMiddleware.run(saga);
    else featuresWaiting.push(saga);
  };
  /** Starts the sagas with their services, once; then gives them what was dispatched before. */
  const startSagas = (sagaServices: StoreServices) => {
    if (!runSagas || running) return;
    running = true;
    sagaMiddleware.setContext({ ...sagaServices, supportLog: recorder });
    sagaMiddleware.run(rootSaga);
    for (const saga of featuresWaiting.splice(0)) sagaMiddleware.run(saga);
    const early = waiting ?? [];
    waiting = null;
    for (const action of early) channel.put(action);
  };
  if (services) startSagas(services);
  return { store, recorder, sagaMiddleware, startFeatureSaga, startSagas };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
