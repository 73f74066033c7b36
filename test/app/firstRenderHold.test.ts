import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { holdFirstRender } from '../../src/app/firstRenderHold';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, asked: false },
  reducers: {
    set: (state, action: PayloadAction<number>) => ({ ...state, value: action.payload }),
    asked: (state) => ({ ...state, asked: true }),
  },
});
const { set, asked } = counter.actions;
const newStore = () => configureStore({ reducer: counter.reducer });

describe('holding what the first render sees of the store', () => {
  it('shows one state while held, whatever the store receives, and the store itself once released', () => {
    const store = newStore();
    const hold = holdFirstRender(store, counter.reducer);
    expect(hold.view.getState().value).toBe(0);
    store.dispatch(set(5));
    expect(store.getState().value).toBe(5);
    expect(hold.view.getState().value).toBe(0);
    hold.release();
    expect(hold.view.getState().value).toBe(5);
    store.dispatch(set(6));
    expect(hold.view.getState().value).toBe(6);
  });

  it('tells no subscriber of a change while held, tells each once on release, then of every change', () => {
    const store = newStore();
    const hold = holdFirstRender(store, counter.reducer);
    const heard = jest.fn();
    const unsubscribe = hold.view.subscribe(heard);
    store.dispatch(set(1));
    store.dispatch(set(2));
    expect(heard).not.toHaveBeenCalled();
    hold.release();
    expect(heard).toHaveBeenCalledTimes(1);
    hold.release();
    expect(heard).toHaveBeenCalledTimes(1);
    store.dispatch(set(3));
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.dispatch(set(4));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("starts from a given state (the prerendered picture's) and adds what is dispatched through it while held", () => {
    const store = newStore();
    store.dispatch(set(9)); // what the sagas set before the first render
    const pictured = counter.reducer(undefined, { type: 'init' });
    const hold = holdFirstRender(store, counter.reducer, pictured);
    hold.dispatch(asked()); // a route's loader, as the page opens
    expect(hold.view.getState()).toEqual({ value: 0, asked: true });
    expect(store.getState()).toEqual({ value: 9, asked: true });
    hold.release();
    hold.dispatch(set(10));
    expect(hold.view.getState()).toEqual({ value: 10, asked: true });
  });

  it("without a given state, keeps the store's state as the first render first read it", () => {
    const store = newStore();
    const hold = holdFirstRender(store, counter.reducer);
    store.dispatch(set(3));
    expect(hold.view.getState().value).toBe(3);
    store.dispatch(set(4));
    expect(hold.view.getState().value).toBe(3);
  });
});
