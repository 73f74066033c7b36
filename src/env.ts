// The one place that reads Vite's import.meta.env, so jest can map this module to plain values.
export const env: Record<string, string | undefined> = import.meta.env;
