import { useEffect } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { messages } from './messages';
import type { FloorStore } from './store';
import { theme } from './theme';

interface FloorAppProps {
  store: FloorStore;
  router: ReturnType<typeof createBrowserRouter>;
  /** Once the first render (the hydration) has committed. */
  onCommitted?: () => void;
}

export function FloorApp({ store, router, onCommitted }: FloorAppProps) {
  // A parent's effect runs after its children's: the whole first tree is on screen by then.
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <Provider store={store}>
      <IntlProvider locale="sv" defaultLocale="sv" messages={messages}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </IntlProvider>
    </Provider>
  );
}
