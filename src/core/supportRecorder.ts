import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { redact } from './redact';

export const SUPPORT_LOG_LIMIT = 500;

interface Entry {
  action: UnknownAction;
  /** The state just before the action; kept by reference (states are immutable, so this is cheap). */
  stateBefore: unknown;
}

/** The file Redux DevTools' import takes: actions and the state they start from, both as JSON text. */
export interface SupportLog {
  payload: string;
  preloadedState: string;
}

/**
 * Keeps the last 500 actions and the state their window starts from, so support staff can import a
 * shopper's session into Redux DevTools and step through it. Everything is redacted on export.
 */
export function createSupportRecorder(limit = SUPPORT_LOG_LIMIT) {
  const entries: Entry[] = [];
  let getState: () => unknown = () => undefined;

  const middleware: Middleware = (api) => {
    getState = api.getState;
    return (next) => (action) => {
      const stateBefore = api.getState();
      const result = next(action);
      entries.push({ action: action as UnknownAction, stateBefore });
      if (entries.length > limit) entries.shift();
      return result;
    };
  };

  const exportLog = (): SupportLog => ({
    payload: JSON.stringify(entries.map((entry) => redact(entry.action))),
    preloadedState: JSON.stringify(redact(entries[0]?.stateBefore ?? getState())),
  });

  return {
    middleware,
    exportLog,
    exportText: () => JSON.stringify(exportLog()),
    get size() {
      return entries.length;
    },
  };
}

export type SupportRecorder = ReturnType<typeof createSupportRecorder>;
