/** Navigation for sagas; bound to the router once it exists. */
export interface NavigationService {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The path of the page shown now, e.g. '/checkout'. */
  currentPath(): string;
  bind(navigate: (to: string, options?: { replace?: boolean }) => void): void;
}

export function createNavigation(): NavigationService {
  let target: ((to: string, options?: { replace?: boolean }) => void) | undefined;
  return {
    navigate(to, options) {
      if (target) target(to, options);
      else window.location.assign(to);
    },
    currentPath: () => window.location.pathname,
    bind(navigate) {
      target = navigate;
    },
  };
}
