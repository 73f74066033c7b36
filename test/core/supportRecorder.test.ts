import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REDACTED } from '../../src/core/redact';
import { createSupportRecorder } from '../../src/core/supportRecorder';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, lastPassword: '' },
  reducers: {
    added: (state, action: PayloadAction<number>) => {
      state.value += action.payload;
    },
    passwordTyped: (state, action: PayloadAction<{ password: string }>) => {
      state.lastPassword = action.payload.password;
    },
  },
});

function makeStore(limit?: number) {
  const recorder = createSupportRecorder(limit);
  const store = configureStore({
    reducer: counter.reducer,
    middleware: (getDefault) => getDefault().concat(recorder.middleware),
  });
  return { store, recorder };
}

describe('support recorder', () => {
  it("exports Redux DevTools' import format: payload and preloadedState as JSON text", () => {
    const { store, recorder } = makeStore();
    store.dispatch(counter.actions.added(2));
    const log = recorder.exportLog();
    expect(typeof log.payload).toBe('string');
    expect(typeof log.preloadedState).toBe('string');
    expect(JSON.parse(log.payload)).toEqual([{ type: 'counter/added', payload: 2 }]);
    expect(JSON.parse(log.preloadedState)).toEqual({ value: 0, lastPassword: '' });
  });

  it('keeps only the last N actions and moves the preloaded state to the start of that window', () => {
    const { store, recorder } = makeStore(3);
    for (let i = 1; i <= 5; i += 1) store.dispatch(counter.actions.added(i));
    const log = recorder.exportLog();
    expect(JSON.parse(log.payload).map((a: { payload: number }) => a.payload)).toEqual([3, 4, 5]);
    // 1 + 2 had been applied before the window started.
    expect(JSON.parse(log.preloadedState)).toEqual({ value: 3, lastPassword: '' });
    expect(recorder.size).toBe(3);
  });

  it('keeps 500 actions by default', () => {
    const { store, recorder } = makeStore();
    for (let i = 0; i < 600; i += 1) store.dispatch(counter.actions.added(1));
    expect(JSON.parse(recorder.exportLog().payload)).toHaveLength(500);
  });

  it('redacts secrets in both the actions and the state', () => {
    const { store, recorder } = makeStore();
    store.dispatch(counter.actions.passwordTyped({ password: 'Demo-password-1' }));
    store.dispatch(counter.actions.added(1));
    const text = recorder.exportText();
    expect(text).not.toContain('Demo-password-1');
    expect(JSON.parse(JSON.parse(text).payload)[0].payload.password).toBe(REDACTED);
  });

  it('exports the current state when nothing has been recorded yet', () => {
    const { recorder } = makeStore();
    expect(JSON.parse(recorder.exportLog().payload)).toEqual([]);
  });
});
