import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { fatalErrorRecorded } from '../core/fatalError';
import { redact } from '../core/redact';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import type { LazySagaName, StartFeatureSaga } from './lazySagas';
import type { Services } from '../core/services';
import { createSupportRecorder, type SupportLogStorage } from '../core/supportRecorder';
import { supportPageLoaded, type PageLoad } from '../core/supportLog';

export interface CreateStoreOptions {
  services: Omit<Services, 'supportLog'>;
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
  const sagaMiddleware = createSagaMiddleware({
    context: { ...services, supportLog: recorder },
    onError: (error, { sagaStack }) => {
      box.dispatch?.(
        fatalErrorRecorded({
          message: error instanceof Error ? error.message : String(error),
          source: sagaStack.split('\n')[0] ?? '',
        }),
      );
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware, recorder.middleware),
    devTools: {
      name: 'Storefront',
      actionSanitizer: (action) => redact(action),
      stateSanitizer: (state) => redact(state),
    },
  });
  box.dispatch = store.dispatch;
  // Before any saga, so the page load is the first thing this page adds to the support log.
  if (supportLog) store.dispatch(supportPageLoaded(supportLog.page));

  if (runSagas) sagaMiddleware.run(rootSaga);
  const started = new Set<LazySagaName>();
  const startFeatureSaga: StartFeatureSaga = (name, saga) => {
    if (!runSagas || started.has(name)) return;
    started.add(name);
    sagaMiddleware.run(saga);
  };
  return { store, recorder, sagaMiddleware, startFeatureSaga };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
