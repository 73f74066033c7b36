import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FatalErrorState } from './fatalError';
import type { SessionState } from './session';

/**
 * The store's state, one entry per slice. Core owns the two entries below; every feature adds its
 * own from its slice file by declaration merging (`declare module '…/core/rootState'`), so core never
 * imports a feature and the hooks need no store. `app/rootReducer.ts` checks the root reducer against
 * this type, so the two cannot drift.
 */
export interface RootState {
  fatalError: FatalErrorState;
  session: SessionState;
}

/** The store's dispatch: plain actions only (no thunks; sagas do the work). */
export type AppDispatch = Dispatch<UnknownAction>;
