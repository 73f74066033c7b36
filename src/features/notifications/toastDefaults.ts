/** Toast defaults (spec point 9). */
export const toastDefaults = {
  durationMs: 4000,
  maxVisible: 3,
  widthPx: 356,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  hotkey: { altKey: true, key: 't' },
} as const;
