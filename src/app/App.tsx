import { useEffect } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { AppIntlProvider } from './AppIntlProvider';
import type { createAppRouter } from './router';
import type { AppStore } from './store';
import { theme } from './theme';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
  /** Once the first render has committed (the browser's boot lifts its hold then). */
  onCommitted?: () => void;
}

export function App({ store, router, onCommitted }: AppProps) {
  // A parent's effect runs after its children's: the whole first tree is on screen by then.
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <Provider store={store}>
      <AppIntlProvider>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </AppIntlProvider>
    </Provider>
  );
}
