// The one place that reads Vite's import.meta.env, so jest can map this module to plain values.
// Node (vite.config.ts, the standalone mock) has no import.meta.env: the config's defaults apply.
export const env: Record<string, string | undefined> = import.meta.env ?? {};
