import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { stdChannel, type Saga } from 'redux-saga';
import { fatalErrorRecorded } from '../core/fatalError';
import type { SupportRecorder } from '../core/supportRecorder';
import { featureSagas } from './rootSaga';
import type { StoreServices } from './storeServices';

/** What a store needs to run its sagas once they have loaded (store.ts). */
export interface SagaRuntime {
  middleware: Middleware;
  /**
   * Runs the sagas every page needs: with `between` (the browser's `nextTask`), each in a task of
   * its own, as together they were one long task on a slow phone; without, all at once.
   */
  start(between?: () => Promise<void>): Promise<void>;
  /** Runs one more saga (a route's). */
  run(saga: Saga): void;
  /** Gives the running sagas an action the reducers have already seen. */
  deliver(action: UnknownAction): void;
}

/** A store's own parts the runtime needs: the support log it records to, and its dispatch. */
export interface SagaRuntimeHost {
  recorder: SupportRecorder;
  dispatch: (action: UnknownAction) => unknown;
}

/** The saga runtime with these services in every saga's context. */
export const sagaRuntime =
  (services: StoreServices) =>
  ({ recorder, dispatch }: SagaRuntimeHost): SagaRuntime => {
    // Its own channel, so the actions dispatched before the runtime arrived can be handed to it.
    const channel = stdChannel<UnknownAction>();
    const sagaMiddleware = createSagaMiddleware({
      channel,
      context: { ...services, supportLog: recorder },
      onError: (error, { sagaStack }) => {
        dispatch(
          fatalErrorRecorded({
            message: error instanceof Error ? error.message : String(error),
            source: sagaStack.split('\n')[0] ?? '',
          }),
        );
      },
    });
    return {
      middleware: sagaMiddleware,
      start: async (between) => {
        // Each a root task of its own, detached: one failing flow never stops the others.
        for (const [index, saga] of featureSagas.entries()) {
          if (index > 0 && between) await between();
          sagaMiddleware.run(saga);
        }
      },
      run: (saga) => void sagaMiddleware.run(saga),
      deliver: (action) => channel.put(action),
    };
  };

export type MakeSagaRuntime = ReturnType<typeof sagaRuntime>;
