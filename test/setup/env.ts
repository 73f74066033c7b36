// Jest stand-in for src/env.ts (import.meta is not available to CommonJS tests).
export const env: Record<string, string | undefined> = { MODE: 'test' };
