// msw takes a stack trace for every handler it makes, to say where it was declared, and jest maps
// every frame of it through source maps: about 0.05 s of CPU per test file for the mock's couple of
// hundred handlers. No stack traces while test/setup/afterEnv.ts imports the mock (handlerStacksOn.ts
// puts them back right after); msw then names no declaration site, which only its debug output uses.
const holder = globalThis as { storefrontStackTraceLimit?: number };
holder.storefrontStackTraceLimit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;

export {};
