import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, plus a preload to call on hover or focus, so rarely used pieces
 * (menus, drawers, dialogs, the toaster) stay out of the first page's JavaScript.
 */
export function lazyNamed<Props extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
): { Component: ComponentType<Props>; preload: () => void } {
  let pending: Promise<Record<string, unknown>> | undefined;
  const loadOnce = () => (pending ??= load());
  const Component = lazy(async () => ({ default: (await loadOnce())[name] as ComponentType<Props> }));
  return {
    Component,
    preload: () => {
      void loadOnce().catch(() => {
        // A failed preload is retried by the real load.
        pending = undefined;
      });
    },
  };
}
