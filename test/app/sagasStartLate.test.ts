import Cookies from 'js-cookie';
import { getContext } from 'redux-saga/effects';
import { createBrowserServices } from '../../src/app/browserServices';
import { featureSagas } from '../../src/app/rootSaga';
import { sagaRuntime } from '../../src/app/sagaRuntime';
import { createAppStore } from '../../src/app/store';
import { cartItemAddRequested } from '../../src/features/cart';
import { waitForState } from '../support/testStore';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

// In the browser the store is made before the API clients have loaded (src/main.tsx): the page
// can be tapped before any saga runs.
describe('a store whose sagas start when their services arrive', () => {
  it('runs no saga and calls nothing until its services are there', () => {
    const { store } = createAppStore({});
    store.dispatch(cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 }));
    // The reducer saw the tap (the line is on its way) but nothing asked the backend for a cart.
    expect(store.getState().cart.adding).toHaveLength(1);
    expect(store.getState().cart.request.status).toBe('idle');
  });

  it('hands the sagas what was dispatched before they ran, in order, once: the early tap reaches the cart', async () => {
    const { store, startSagas } = createAppStore({});
    store.dispatch(cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 2 }));
    const services = createBrowserServices();
    startSagas(sagaRuntime(services));
    startSagas(sagaRuntime(services));
    const state = await waitForState(
      store,
      (s) => s.cart.adding.length === 0 && (s.cart.cart?.items.length ?? 0) > 0,
    );
    expect(state.cart.cart!.items.map((item) => [item.productVariantId, item.quantity])).toEqual([
      ['TEE-WHITE-M', 2],
    ]);
  });

  it("starts a route's saga asked for before the services once they are there, with them in its context", () => {
    const { startSagas, startFeatureSaga } = createAppStore({});
    const seen: unknown[] = [];
    startFeatureSaga('profile', function* profileSaga() {
      seen.push(yield getContext('api'));
    });
    expect(seen).toEqual([]);
    const services = createBrowserServices();
    startSagas(sagaRuntime(services));
    expect(seen).toEqual([services.api]);
  });

  it('spread over tasks: starts each saga, then hands over each early action, in a task of its own, in order, with what comes meanwhile behind them', async () => {
    const { store, startSagas } = createAppStore({});
    const seen: string[] = [];
    const services = createBrowserServices();
    const runtime = sagaRuntime(services);
    // Between each step, a task boundary the test opens by hand.
    const gates: (() => void)[] = [];
    const between = () => new Promise<void>((resolve) => gates.push(resolve));
    const openGate = async () => {
      gates.shift()!();
      // The steps after a gate are a few promise turns apart; none waits for a timer.
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    };
    const watching = (made: ReturnType<typeof runtime>) => ({
      ...made,
      deliver: (action: Parameters<typeof made.deliver>[0]) => {
        seen.push(action.type);
        made.deliver(action);
      },
    });
    store.dispatch({ type: 'early/one' });
    store.dispatch({ type: 'early/two' });
    const started = startSagas((host) => watching(runtime(host)), { between });
    // The first saga started, nothing handed over yet: the other sagas start, one a task, first.
    expect(seen).toEqual([]);
    store.dispatch({ type: 'meanwhile/three' });
    for (let saga = 1; saga < featureSagas.length; saga += 1) {
      await openGate();
      expect(seen).toEqual([]);
    }
    // Then the first early action, in the next task.
    await openGate();
    expect(seen).toEqual(['early/one']);
    await openGate();
    expect(seen.slice(0, 2)).toEqual(['early/one', 'early/two']);
    while (gates.length > 0) await openGate();
    await started;
    // Everything dispatched before the end, the sagas' own first puts included, came in order,
    // each once, and the meanwhile action after the early ones.
    expect(seen.indexOf('meanwhile/three')).toBeGreaterThan(seen.indexOf('early/two'));
    expect(new Set(seen).size).toBe(seen.length);
    // From now on the sagas see actions directly, not through the queue.
    const before = seen.length;
    store.dispatch({ type: 'later/four' });
    expect(seen.length).toBe(before);
  });

  it('never starts sagas in a store made without them (the build-time picture)', () => {
    const { store, startSagas } = createAppStore({ runSagas: false });
    startSagas(sagaRuntime(createBrowserServices()));
    store.dispatch(cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 }));
    expect(store.getState().cart.request.status).toBe('idle');
  });
});
