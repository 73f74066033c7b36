import { createBrowserServices } from './app/browserServices';
import { mountApp } from './app/mountApp';
import { createAppStore } from './app/store';
import { nextTask } from './app/nextTask';
import { keepSupportLogWhenPageGoes, supportLogOfThisPage } from './app/supportLogInBrowser';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

async function boot(element: HTMLElement) {
  // A task of its own after the shell's evaluation (nextTask.ts).
  await nextTask();
  // The store starts the sagas, so the boot requests go out before React renders anything.
  const services = createBrowserServices();
  const { store, recorder, startFeatureSaga } = createAppStore({
    services,
    supportLog: supportLogOfThisPage(),
  });
  keepSupportLogWhenPageGoes(recorder);

  await mountApp({
    container: element,
    path: window.location.pathname,
    store,
    startFeatureSaga,
    navigation: services.navigate,
  });
}

// Not awaited at the top level: the page's module imports the shell this module is part of,
// and would wait for it forever.
void boot(container);
