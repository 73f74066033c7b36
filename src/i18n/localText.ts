/**
 * Text chosen in a saga but shown by a component: a catalogue id (translated at render time)
 * or a literal (server messages and the texts docs/rules.md#error-texts fixes in Swedish). Plain data, so it
 * can live in actions and state.
 */
export type LocalText = { id: string; values?: Record<string, string | number> } | { text: string };

export const t = (id: string, values?: Record<string, string | number>): LocalText =>
  values ? { id, values } : { id };

export const literal = (text: string): LocalText => ({ text });
