import { createTheme, type Theme } from '@mui/material/styles';

const makeTheme = () =>
  createTheme({
    palette: {
      primary: { main: '#1d3b5a' },
      secondary: { main: '#b3261e' },
      // MUI's own warning and info are too light for white text on filled chips and toasts.
      warning: { main: '#a34700' },
      info: { main: '#03639b' },
      background: { default: '#f7f7f5' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      // Long Swedish words ('Företagsinformation') break rather than push a phone's page sideways.
      h1: { fontSize: '2.25rem', fontWeight: 700, overflowWrap: 'break-word', hyphens: 'auto' },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      // Keyboard focus must always be visible.
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: '3px solid #f5b400', outlineOffset: 2 },
        },
      },
    },
  });

let made: Theme | undefined;

/**
 * One theme for the shop. Colours meet WCAG AA contrast on their backgrounds. Made on first use
 * rather than as the shell is evaluated: on a slow phone it would lengthen that task. The browser's
 * boot makes it in a task of its own (firstRenderPreparation.ts).
 */
export const appTheme = (): Theme => (made ??= makeTheme());
