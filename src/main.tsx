import { mountApp } from './app/mountApp';
import { createAppStore } from './app/store';
import { joinSlices, loadEverySlice } from './app/lazySlices';
import { nextTask } from './app/nextTask';
import { prepareFirstRender } from './app/firstRenderPreparation';
import { keepSupportLogWhenPageGoes, supportLogOfThisPage } from './app/supportLogInBrowser';
import { fatalErrorRecorded } from './core/fatalError';
import { createNavigation } from './services/navigation';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

async function boot(element: HTMLElement) {
  // Tasks of their own after the shell's evaluation (nextTask.ts), then the store in another.
  await prepareFirstRender(nextTask, document.documentElement.lang || 'sv');
  const navigation = createNavigation();
  const { store, recorder, startFeatureSaga, startSagas } = createAppStore({
    supportLog: supportLogOfThisPage(),
  });
  keepSupportLogWhenPageGoes(recorder);
  // The sagas, their runtime and services (axios and the API clients) are their own chunk, which
  // the page's picker fetched beside the shell: the sagas and their boot requests start as it
  // arrives, and nothing dispatched before then is lost (store.ts).
  // The chunk's evaluation, the sagas' start and each early action's handing over are tasks of
  // their own (store.ts): one long task on a slow phone otherwise.
  const sagasStarted = import('./app/sideEffects').then(
    async ({ browserSagaRuntime }) => {
      await nextTask();
      await startSagas(browserSagaRuntime(navigation), { between: nextTask });
    },
    (error: unknown) =>
      store.dispatch(
        fatalErrorRecorded({
          message: error instanceof Error ? error.message : String(error),
          source: 'sideEffects',
        }),
      ),
  );

  await mountApp({
    container: element,
    path: window.location.pathname,
    store,
    startFeatureSaga,
    navigation,
    sagasStarted,
  });

  // After the first screen: every later slice, where something must see them all. Redux DevTools
  // replays an imported support log with this page's reducer, and a log carried over from an
  // earlier page folds its oldest actions with it (core/supportRecorder.ts).
  if (recorder.carriesLog || hasReduxDevTools()) {
    try {
      joinSlices(await loadEverySlice(), store.dispatch);
      recorder.keepWithinLimit();
    } catch {
      // Offline: the carried log stays whole, within twice its limit, until a later page.
    }
  }
}

const hasReduxDevTools = () => '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__' in window;

// Not awaited at the top level: the page's module imports the shell this module is part of,
// and would wait for it forever.
void boot(container);
