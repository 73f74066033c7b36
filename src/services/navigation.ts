/** Navigation for sagas; bound to the router once it exists. */
export interface NavigationService {
  navigate(to: string, options?: { replace?: boolean }): void;
  bind(navigate: (to: string, options?: { replace?: boolean }) => void): void;
}

export function createNavigation(): NavigationService {
  let target: ((to: string, options?: { replace?: boolean }) => void) | undefined;
  return {
    navigate(to, options) {
      if (target) target(to, options);
      else window.location.assign(to);
    },
    bind(navigate) {
      target = navigate;
    },
  };
}
