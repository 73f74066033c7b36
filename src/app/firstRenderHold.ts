import type { Action, Store } from '@reduxjs/toolkit';

type StateOf<T extends Store> = ReturnType<T['getState']>;

export interface FirstRenderHold<T extends Store> {
  /** The store React renders from: the held state until `release`, the store itself after. */
  view: T;
  /**
   * Dispatches to the store and, while held, into the held state too: what a route's loader asks
   * for as the page opens shows in the first render, as it did in the prerendered picture.
   */
  dispatch: T['dispatch'];
  /** After the first render has committed: React sees the store's state from now on. */
  release: () => void;
}

/**
 * Holds what React sees of the store still while the first render runs. The sagas start as their
 * chunk arrives, so the boot requests go out at once; their answers change the store while a
 * concurrent first render (or hydration) is still running, and react-redux would then throw that
 * render away and render the whole tree again synchronously (a long task). Held, the first render reads one
 * state from start to end, and the answers arrive in one update once it has committed.
 *
 * `first` is the state the first render must show (the prerendered picture's, to hydrate it);
 * without it, the store's state when the render first reads it.
 */
export function holdFirstRender<T extends Store>(
  store: T,
  reducer: (state: StateOf<T>, action: Action) => StateOf<T>,
  first?: StateOf<T>,
): FirstRenderHold<T> {
  let held = true;
  let state = first;
  const listeners = new Set<() => void>();
  store.subscribe(() => {
    if (!held) for (const listener of [...listeners]) listener();
  });

  const view: T = {
    ...store,
    getState: (): StateOf<T> => {
      if (!held) return store.getState();
      const shown = state ?? (store.getState() as StateOf<T>);
      state = shown;
      return shown;
    },
    subscribe: (listener) => {
      const own = () => listener();
      listeners.add(own);
      return () => void listeners.delete(own);
    },
  };

  return {
    view,
    dispatch: ((action: Action) => {
      if (held && state !== undefined) state = reducer(state, action);
      return store.dispatch(action);
    }) as T['dispatch'],
    release: () => {
      if (!held) return;
      held = false;
      state = undefined;
      for (const listener of [...listeners]) listener();
    },
  };
}
