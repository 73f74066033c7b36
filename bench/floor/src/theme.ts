import { createTheme } from '@mui/material/styles';

/** The shop's colours and type (src/app/theme.ts), so the floor paints what the shop paints. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1d3b5a' },
    background: { default: '#f7f7f5' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, overflowWrap: 'break-word', hyphens: 'auto' },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});
