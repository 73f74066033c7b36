import { useEffect } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { FeatureLoaderProvider, type LoadFeatures } from '../core/featureLoading';
import { AppIntlProvider } from './AppIntlProvider';
import type { createAppRouter } from './router';
import type { AppStore } from './store';
import { appTheme } from './theme';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
  /** Once the first render has committed (the browser's boot lifts its hold then). */
  onCommitted?: () => void;
  /** For panels whose features load with them (src/core/featureLoading.tsx); none to prerender. */
  loadFeatures?: LoadFeatures;
}

export function App({ store, router, onCommitted, loadFeatures }: AppProps) {
  // A parent's effect runs after its children's: the whole first tree is on screen by then.
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <Provider store={store}>
      <AppIntlProvider>
        <ThemeProvider theme={appTheme()}>
          <CssBaseline />
          {loadFeatures ? (
            <FeatureLoaderProvider value={loadFeatures}>
              <RouterProvider router={router} />
            </FeatureLoaderProvider>
          ) : (
            <RouterProvider router={router} />
          )}
        </ThemeProvider>
      </AppIntlProvider>
    </Provider>
  );
}
