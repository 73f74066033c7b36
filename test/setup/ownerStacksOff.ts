// React's development build takes a stack trace for every element it creates (its "owner stacks",
// for the component stacks of its warnings), up to 10,000 a second, which it caps because they
// cost. In the screen tests they were a fifth of the CPU: a form re-rendered on each keystroke
// creates thousands of elements. No test reads them, so here React takes none, as it does past its
// cap (warnings still name the component, only not where it was created). Node-environment files
// render nothing and do not load React for this.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require('react') as Record<string, unknown>;
  const internals = React.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as object;
  // React asks `recentlyCreatedOwnerStacks++ < 10_000` before each capture: always at the cap.
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => undefined,
  });
}

export {};
