import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createBrowserServices } from './app/browserServices';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';

const services = createBrowserServices();
const router = createAppRouter();
services.navigate.bind((to, options) => void router.navigate(to, options));
const { store } = createAppStore({ services });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
