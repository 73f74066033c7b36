import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { redact } from './redact';
import { loggedOut } from './session';

export const SUPPORT_LOG_LIMIT = 500;
/** sessionStorage holds about 5 MB per origin; the log takes at most a fifth of it (UTF-16). */
export const SUPPORT_LOG_STORED_CHARS = 500_000;
export const SUPPORT_LOG_STORAGE_KEY = 'support-log';

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

/** What the recorder needs of `sessionStorage`. */
export interface SupportLogStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SupportRecorderOptions {
  limit?: number;
  /** Keeps the log across page loads in the same tab; without it the log lives as long as the page. */
  storage?: SupportLogStorage;
  /** Moves the start of a log carried over from an earlier page when its oldest action leaves the window. */
  reducer?: Reducer;
  maxStoredChars?: number;
  /** The account changed hands: whatever was recorded before must not reach the next person. */
  endsLog?: (action: UnknownAction) => boolean;
  /**
   * Whether `reducer` has every slice, which folding a carried log needs: its actions may be for
   * slices this page has not loaded. Until then the carried log is kept whole, up to twice the
   * limit; past that its carried part is given up.
   */
  foldReady?: () => boolean;
}

/** Actions and start state recorded on earlier pages of this tab, already redacted. */
interface Carried {
  start: unknown;
  actions: UnknownAction[];
}

const endsLogByDefault = (action: UnknownAction) => loggedOut.match(action);

/**
 * Keeps the last 500 actions and the state their window starts from, so support staff can import a
 * shopper's session into Redux DevTools and step through it. Everything is redacted on export, and
 * redacted before it is stored: a reload keeps the log (the next page's first action marks the
 * reload), a logout ends it.
 */
export function createSupportRecorder({
  limit = SUPPORT_LOG_LIMIT,
  storage,
  reducer,
  maxStoredChars = SUPPORT_LOG_STORED_CHARS,
  endsLog = endsLogByDefault,
  foldReady = () => true,
}: SupportRecorderOptions = {}) {
  let carried = storage && reducer ? restore(storage) : undefined;
  const entries: Entry[] = [];
  let getState: () => unknown = () => undefined;

  /** Drops the oldest action, moving the window's start state past it. */
  const dropOldest = () => {
    if (carried && reducer) {
      const [oldest, ...rest] = carried.actions;
      // Both the start and the action are redacted already, so the next start is too.
      carried = rest.length > 0 ? { start: reducer(carried.start, oldest!), actions: rest } : undefined;
    } else entries.shift();
  };
  const size = () => (carried?.actions.length ?? 0) + entries.length;
  /** Keeps the window at the limit; a carried log that cannot be folded yet waits, within bounds. */
  const keepWithinLimit = () => {
    if (carried && !foldReady()) {
      if (size() <= 2 * limit) return;
      carried = undefined;
    }
    while (size() > limit) dropOldest();
  };

  const clear = () => {
    carried = undefined;
    entries.length = 0;
    storage?.removeItem(SUPPORT_LOG_STORAGE_KEY);
  };

  const middleware: Middleware = (api) => {
    getState = api.getState;
    return (next) => (action) => {
      const stateBefore = api.getState();
      const result = next(action);
      if (endsLog(action as UnknownAction)) {
        clear();
        return result;
      }
      entries.push({ action: action as UnknownAction, stateBefore });
      keepWithinLimit();
      return result;
    };
  };

  const exportLog = (): SupportLog => ({
    payload: JSON.stringify([...(carried?.actions ?? []), ...entries.map((entry) => redact(entry.action))]),
    preloadedState: JSON.stringify(carried ? carried.start : redact(entries[0]?.stateBefore ?? getState())),
  });

  /** Writes the log for the next page of this tab, within the size bound; call it as the page goes. */
  const persist = () => {
    if (!storage) return;
    // A carried log's actions fold only with every slice; without, it is stored only if it fits.
    const canFold = reducer !== undefined && (!carried || foldReady());
    const kept: Carried = {
      start: redact(carried ? carried.start : (entries[0]?.stateBefore ?? getState())),
      actions: [...(carried?.actions ?? []), ...entries.map((entry) => redact(entry.action))],
    };
    const texts = kept.actions.map((action) => JSON.stringify(action));
    let actionsLength = texts.reduce((sum, text) => sum + text.length + 1, 0);
    for (;;) {
      const start = JSON.stringify(kept.start);
      let excess = start.length + actionsLength + 24 - maxStoredChars;
      if (excess <= 0) return store(`{"start":${start},"actions":[${texts.join(',')}]}`);
      if (kept.actions.length === 0 || !canFold) return storage.removeItem(SUPPORT_LOG_STORAGE_KEY);
      // The newest actions matter most: drop the oldest until the rest fits beside their start state.
      while (excess > 0 && kept.actions.length > 0) {
        kept.start = reducer!(kept.start, kept.actions.shift()!);
        const dropped = texts.shift()!.length + 1;
        actionsLength -= dropped;
        excess -= dropped;
      }
    }
  };

  const store = (text: string) => {
    try {
      storage?.setItem(SUPPORT_LOG_STORAGE_KEY, text);
    } catch {
      // Storage full or disabled (private mode): the log lives only as long as the page.
      storage?.removeItem(SUPPORT_LOG_STORAGE_KEY);
    }
  };

  return {
    middleware,
    exportLog,
    exportText: () => JSON.stringify(exportLog()),
    persist,
    get size() {
      return size();
    },
    /** Whether this page continues a log an earlier page of the tab stored. */
    get carriesLog() {
      return carried !== undefined;
    },
    /** Folds what waited for every slice (call once they are in). */
    keepWithinLimit,
  };
}

/** The log an earlier page of this tab stored, if it is one this recorder can continue. */
function restore(storage: SupportLogStorage): Carried | undefined {
  try {
    const text = storage.getItem(SUPPORT_LOG_STORAGE_KEY);
    if (!text) return undefined;
    const { start, actions } = JSON.parse(text) as { start?: unknown; actions?: unknown };
    const valid =
      Array.isArray(actions) &&
      actions.length > 0 &&
      actions.every(
        (action) => typeof action === 'object' && action !== null && typeof action.type === 'string',
      );
    return valid && typeof start === 'object' && start !== null
      ? { start, actions: actions as UnknownAction[] }
      : undefined;
  } catch {
    return undefined;
  }
}

export type SupportRecorder = ReturnType<typeof createSupportRecorder>;
