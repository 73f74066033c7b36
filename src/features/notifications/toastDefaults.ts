/** Toast defaults (docs/rules.md#constants). */
export const toastDefaults = {
  durationMs: 4000,
  maxVisible: 3,
  widthPx: 356,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  // The physical key: on macOS Alt+T types '†', so event.key never reads 't'.
  hotkey: { altKey: true, code: 'KeyT' },
} as const;
