import type { UnknownAction } from '@reduxjs/toolkit';
import { redact } from '../../src/core/redact';
import { rootReducer, type RootState } from '../../src/app/rootReducer';
import type { SupportLog } from '../../src/core/supportRecorder';

/**
 * What Redux DevTools does with an imported support log: start from preloadedState and apply
 * every recorded action through the root reducer.
 */
export function replaySupportLog(log: SupportLog | string): RootState {
  const parsed: SupportLog = typeof log === 'string' ? JSON.parse(log) : log;
  const actions = JSON.parse(parsed.payload) as UnknownAction[];
  const start = JSON.parse(parsed.preloadedState) as RootState;
  return actions.reduce<RootState>((state, action) => rootReducer(state, action), start);
}

/** The state a replay must rebuild: the live state as the log shows it (secrets redacted). */
export const visibleState = (state: RootState): RootState => JSON.parse(JSON.stringify(redact(state)));
