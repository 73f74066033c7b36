// Stack traces back, once the mock's handlers are made (handlerStacksOff.ts says why they were off).
const holder = globalThis as { storefrontStackTraceLimit?: number };
Error.stackTraceLimit = holder.storefrontStackTraceLimit ?? 10;
delete holder.storefrontStackTraceLimit;

export {};
