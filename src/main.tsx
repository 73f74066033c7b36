import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createBrowserServices } from './app/browserServices';
import { catalogueLanguage, loadCatalogue } from './app/catalogues';
import { sagaLoader } from './app/lazySagas';
import { selectCurrentMarket } from './features/market';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { keepSupportLogWhenPageGoes, supportLogOfThisPage } from './app/supportLogInBrowser';

const services = createBrowserServices();
const { store, recorder, startFeatureSaga } = createAppStore({ services, supportLog: supportLogOfThisPage() });
keepSupportLogWhenPageGoes(recorder);
const router = createAppRouter(sagaLoader(startFeatureSaga), store.dispatch);
services.navigate.bind((to, options) => void router.navigate(to, options));

// A returning shopper's English market: its catalogue first, so the page never flashes Swedish.
await loadCatalogue(catalogueLanguage(selectCurrentMarket(store.getState()).language)).catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
// The HTML shell is already on screen: the first render may yield to the browser between
// components instead of holding the main thread until the whole tree is built.
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
});
