import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppIntlProvider } from '../../../src/app/AppIntlProvider';
import { appTheme } from '../../../src/app/theme';
import { Toaster } from '../../../src/features/notifications';
import type { createTestStore } from '../../support/testStore';

/**
 * One of the company page's lazy panels as the page holds it: the store, the texts, the theme, a
 * Suspense for the panel's module and the toasts. The page's route loads the texts and starts the
 * panel's sagas; a test does both itself.
 */
export function renderPanel(store: ReturnType<typeof createTestStore>['store'], panel: ReactNode) {
  return render(
    <Provider store={store}>
      <AppIntlProvider>
        <ThemeProvider theme={appTheme()}>
          <CssBaseline />
          <Suspense fallback={null}>{panel}</Suspense>
          <Toaster />
        </ThemeProvider>
      </AppIntlProvider>
    </Provider>,
  );
}
