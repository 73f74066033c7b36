import type { UnknownAction } from '@reduxjs/toolkit';
import { holdFirstRender } from '../../src/app/firstRenderHold';
import { featureLoader, lazySagas, type LazySagaName } from '../../src/app/lazySagas';
import { lazySlices, loadEverySlice } from '../../src/app/lazySlices';
import { prerenderedState } from '../../src/app/prerenderedState';
import { lazySliceNames, rootReducer } from '../../src/app/rootReducer';
import { createAppStore } from '../../src/app/store';
import { slicesInjected } from '../../src/core/slicesInjected';

// The root reducer is this file's own module: nothing here injects a slice before the test that
// says so, so the first tests see the store as a first page load has it.
describe('the later features’ slices', () => {
  it('are not in a store as the first page load makes it: only the boot slices are', () => {
    const { store } = createAppStore({ runSagas: false });
    const keys = Object.keys(store.getState());
    for (const name of lazySliceNames) expect(keys).not.toContain(name);
    expect(keys).toEqual(expect.arrayContaining(['cart', 'checkout', 'auth', 'market', 'settings']));
  });

  it('each come with exactly one feature, named as its sagas are', async () => {
    for (const name of Object.keys(lazySlices)) expect(Object.keys(lazySagas)).toContain(name);
    const every = await loadEverySlice();
    expect(Object.keys(every).sort()).toEqual([...lazySliceNames].sort());
  });

  it("join the store with their feature's route, before its saga starts, with one action that names them", async () => {
    const { store } = createAppStore({ runSagas: false });
    const dispatched: UnknownAction[] = [];
    const dispatch = (action: UnknownAction) => {
      dispatched.push(action);
      return store.dispatch(action);
    };
    const started: [LazySagaName, boolean][] = [];
    const load = featureLoader((name) => {
      // What the saga would read as it starts.
      started.push([name, 'orders' in store.getState()]);
    }, dispatch);
    await load(['orders']);
    expect(started).toEqual([['orders', true]]);
    expect(dispatched).toEqual([slicesInjected(['orders'])]);
    expect(store.getState().orders).toEqual(rootReducer(undefined, { type: '@@INIT' }).orders);
    // Once in, a later visit to the route adds nothing to the log.
    await load(['orders', 'checkout']);
    expect(dispatched).toHaveLength(1);
  });

  it("are in the state a hydrated page's first render reads, though that state was made before", async () => {
    const { store } = createAppStore({ runSagas: false });
    const hold = holdFirstRender(store, rootReducer, prerenderedState());
    expect('quickOrder' in hold.view.getState()).toBe(false);
    await featureLoader(() => undefined, hold.dispatch)(['quickOrder']);
    expect(hold.view.getState().quickOrder).toEqual(store.getState().quickOrder);
    expect(hold.view.getState().quickOrder).toBeDefined();
  });
});
