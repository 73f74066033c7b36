import { legacy_createStore as createStore, type UnknownAction } from '@reduxjs/toolkit';
import { instrument, type LiftedState } from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';
import { redact } from '../../src/core/redact';
import { rootReducer, type RootState } from '../../src/app/rootReducer';
import type { SupportLog } from '../../src/core/supportRecorder';
import { injectEverySlice } from '../support/everySlice';

export interface Replay {
  /** The state after the last action, as DevTools shows it. */
  state: RootState;
  /** Every imported action, after DevTools' own `@@INIT`. */
  actions: UnknownAction[];
  /** One state per action plus the starting one, each with the reducer's error if it threw. */
  computedStates: LiftedState<RootState, UnknownAction, unknown>['computedStates'];
}

/**
 * What the Redux DevTools extension does on Import, with its own code: `importState` reads the
 * file, and the instrumented store (`@redux-devtools/instrument`) recomputes every state through
 * the app's root reducer from the file's preloadedState. That reducer has every slice, as on a page
 * open with Redux DevTools (src/main.tsx loads them all there).
 */
export function importSupportLog(log: SupportLog | string): Replay {
  injectEverySlice();
  const text = typeof log === 'string' ? log : JSON.stringify(log);
  const imported = importState(text, {});
  if (!imported) throw new Error('DevTools found nothing to import.');
  const store = createStore(rootReducer, instrument());
  store.liftedStore.dispatch({ type: 'IMPORT_STATE', ...imported } as never);
  const lifted = store.liftedStore.getState();
  return {
    state: store.getState(),
    actions: lifted.stagedActionIds.slice(1).map((id) => lifted.actionsById[id]!.action),
    computedStates: lifted.computedStates,
  };
}

/** The state DevTools rebuilds from a log, failing if any action's reducer threw on the way. */
export function replaySupportLog(log: SupportLog | string): RootState {
  const replay = importSupportLog(log);
  const failed = replay.computedStates.findIndex((entry) => entry.error);
  if (failed >= 0)
    throw new Error(`The reducer failed at state ${failed}: ${replay.computedStates[failed]!.error}`);
  return replay.state;
}

/** The state a replay must rebuild: the live state as the log shows it (secrets redacted). */
export const visibleState = (state: RootState): RootState => JSON.parse(JSON.stringify(redact(state)));
