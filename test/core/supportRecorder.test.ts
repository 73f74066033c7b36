import { configureStore, createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit';
import { REDACTED } from '../../src/core/redact';
import { loggedOut } from '../../src/core/session';
import {
  createSupportRecorder,
  SUPPORT_LOG_STORAGE_KEY,
  type SupportLogStorage,
  type SupportRecorderOptions,
} from '../../src/core/supportRecorder';
import { DEMO_PASSWORD } from '../support/demoAccounts';

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
const { added, passwordTyped } = counter.actions;
const reducer = counter.reducer as Reducer;

function makeStore(options: SupportRecorderOptions = {}) {
  const recorder = createSupportRecorder({ reducer, ...options });
  const store = configureStore({
    reducer: counter.reducer,
    middleware: (getDefault) => getDefault().concat(recorder.middleware),
  });
  return { store, recorder };
}

function memoryStorage(): SupportLogStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const payloads = (text: string) => (JSON.parse(text) as { payload?: unknown }[]).map((a) => a.payload);

describe('support recorder', () => {
  it("exports Redux DevTools' import format: payload and preloadedState as JSON text", () => {
    const { store, recorder } = makeStore();
    store.dispatch(added(2));
    const log = recorder.exportLog();
    expect(typeof log.payload).toBe('string');
    expect(typeof log.preloadedState).toBe('string');
    expect(JSON.parse(log.payload)).toEqual([{ type: 'counter/added', payload: 2 }]);
    expect(JSON.parse(log.preloadedState)).toEqual({ value: 0, lastPassword: '' });
  });

  it('keeps only the last N actions and moves the preloaded state to the start of that window', () => {
    const { store, recorder } = makeStore({ limit: 3 });
    for (let i = 1; i <= 5; i += 1) store.dispatch(added(i));
    const log = recorder.exportLog();
    expect(payloads(log.payload)).toEqual([3, 4, 5]);
    // 1 + 2 had been applied before the window started.
    expect(JSON.parse(log.preloadedState)).toEqual({ value: 3, lastPassword: '' });
    expect(recorder.size).toBe(3);
  });

  it('keeps 500 actions by default', () => {
    const { store, recorder } = makeStore();
    for (let i = 0; i < 600; i += 1) store.dispatch(added(1));
    expect(JSON.parse(recorder.exportLog().payload)).toHaveLength(500);
  });

  it('redacts secrets in both the actions and the state', () => {
    const { store, recorder } = makeStore();
    store.dispatch(passwordTyped({ password: DEMO_PASSWORD }));
    store.dispatch(added(1));
    const text = recorder.exportText();
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(JSON.parse(JSON.parse(text).payload)[0].payload.password).toBe(REDACTED);
  });

  it('exports the current state when nothing has been recorded yet', () => {
    const { recorder } = makeStore();
    expect(JSON.parse(recorder.exportLog().payload)).toEqual([]);
  });
});

describe('support recorder across page loads of one tab', () => {
  it("continues the log an earlier page stored: the earlier page's actions and start state come first", () => {
    const storage = memoryStorage();
    const first = makeStore({ storage });
    first.store.dispatch(added(2));
    first.store.dispatch(added(3));
    first.recorder.persist();

    const second = makeStore({ storage });
    second.store.dispatch(added(10));
    const log = second.recorder.exportLog();
    expect(payloads(log.payload)).toEqual([2, 3, 10]);
    expect(JSON.parse(log.preloadedState)).toEqual({ value: 0, lastPassword: '' });
  });

  it('stores only redacted text', () => {
    const storage = memoryStorage();
    const { store, recorder } = makeStore({ storage });
    store.dispatch(passwordTyped({ password: DEMO_PASSWORD }));
    recorder.persist();
    const stored = storage.items.get(SUPPORT_LOG_STORAGE_KEY)!;
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(DEMO_PASSWORD);
    expect(stored).toContain(REDACTED);
  });

  it('keeps the 500-action window across pages, moving the start state past what it drops', () => {
    const storage = memoryStorage();
    const first = makeStore({ storage, limit: 4 });
    for (let i = 1; i <= 3; i += 1) first.store.dispatch(added(i));
    first.recorder.persist();

    const second = makeStore({ storage, limit: 4 });
    second.store.dispatch(added(100));
    second.store.dispatch(added(200));
    const log = second.recorder.exportLog();
    expect(payloads(log.payload)).toEqual([2, 3, 100, 200]);
    // The dropped `added(1)` is applied to the start, as a replay would have applied it.
    expect(JSON.parse(log.preloadedState)).toEqual({ value: 1, lastPassword: '' });
    expect(second.recorder.size).toBe(4);
  });

  it('waits with folding a carried log until the reducer has every slice, then folds it exactly', () => {
    const storage = memoryStorage();
    const first = makeStore({ storage, limit: 4 });
    for (let i = 1; i <= 3; i += 1) first.store.dispatch(added(i));
    first.recorder.persist();

    let ready = false;
    const second = makeStore({ storage, limit: 4, foldReady: () => ready });
    expect(second.recorder.carriesLog).toBe(true);
    for (const value of [100, 200, 300]) second.store.dispatch(added(value));
    // Over the limit, but the carried actions may be for slices this page has not loaded: kept whole.
    expect(second.recorder.size).toBe(6);
    expect(JSON.parse(second.recorder.exportLog().preloadedState)).toEqual({ value: 0, lastPassword: '' });
    ready = true;
    second.recorder.keepWithinLimit();
    const log = second.recorder.exportLog();
    expect(payloads(log.payload)).toEqual([3, 100, 200, 300]);
    expect(JSON.parse(log.preloadedState)).toEqual({ value: 3, lastPassword: '' });
  });

  it('gives up a carried log it cannot fold once it would grow past twice the limit', () => {
    const storage = memoryStorage();
    const first = makeStore({ storage, limit: 4 });
    for (let i = 1; i <= 3; i += 1) first.store.dispatch(added(i));
    first.recorder.persist();

    const second = makeStore({ storage, limit: 4, foldReady: () => false });
    for (let i = 1; i <= 5; i += 1) second.store.dispatch(added(i * 100));
    expect(second.recorder.size).toBe(8);
    second.store.dispatch(added(600));
    // Its own page's actions fold without the reducer (their states were recorded): the newest 4.
    expect(second.recorder.carriesLog).toBe(false);
    expect(payloads(second.recorder.exportLog().payload)).toEqual([300, 400, 500, 600]);
  });

  it('stores a carried log it cannot fold only whole, never folded with a reducer that lacks slices', () => {
    const storage = memoryStorage();
    const first = makeStore({ storage });
    for (let i = 1; i <= 3; i += 1) first.store.dispatch(added(i));
    first.recorder.persist();
    const second = makeStore({ storage, foldReady: () => false, maxStoredChars: 600 });
    second.store.dispatch(added(4));
    second.recorder.persist();
    expect(
      payloads(
        JSON.stringify(
          (JSON.parse(storage.items.get(SUPPORT_LOG_STORAGE_KEY)!) as { actions: unknown[] }).actions,
        ),
      ),
    ).toEqual([1, 2, 3, 4]);
    for (let i = 5; i <= 40; i += 1) second.store.dispatch(added(i));
    second.recorder.persist();
    expect(storage.items.has(SUPPORT_LOG_STORAGE_KEY)).toBe(false);
  });

  it('stores at most its size bound, keeping the newest actions and a start state that fits them', () => {
    const storage = memoryStorage();
    const { store, recorder } = makeStore({ storage, maxStoredChars: 600 });
    for (let i = 1; i <= 40; i += 1) store.dispatch(added(i));
    recorder.persist();
    const stored = storage.items.get(SUPPORT_LOG_STORAGE_KEY)!;
    expect(stored.length).toBeLessThanOrEqual(600);
    const log = JSON.parse(stored) as { start: { value: number }; actions: { payload: number }[] };
    const kept = log.actions.map((action) => action.payload);
    expect(kept.at(-1)).toBe(40);
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.length).toBeLessThan(40);
    const dropped = Array.from({ length: kept[0]! - 1 }, (_, i) => i + 1);
    expect(log.start.value).toBe(dropped.reduce((a, b) => a + b, 0));
  });

  it('stores nothing when even the start state exceeds the bound', () => {
    const storage = memoryStorage();
    storage.items.set(SUPPORT_LOG_STORAGE_KEY, 'an older log');
    const { store, recorder } = makeStore({ storage, maxStoredChars: 10 });
    store.dispatch(added(1));
    recorder.persist();
    expect(storage.items.has(SUPPORT_LOG_STORAGE_KEY)).toBe(false);
  });

  it('drops the stored and the recorded log on logout, so the next person starts a new one', () => {
    const storage = memoryStorage();
    const first = makeStore({ storage });
    first.store.dispatch(passwordTyped({ password: 'x' }));
    first.recorder.persist();

    const second = makeStore({ storage });
    second.store.dispatch(added(5));
    second.store.dispatch(loggedOut());
    expect(storage.items.has(SUPPORT_LOG_STORAGE_KEY)).toBe(false);
    second.store.dispatch(added(7));
    const log = second.recorder.exportLog();
    expect(payloads(log.payload)).toEqual([7]);
    expect(JSON.parse(log.preloadedState)).toEqual({ value: 5, lastPassword: '' });
  });

  it('starts a new log when the stored one is not a log', () => {
    for (const text of [
      'not json',
      '{"start":{},"actions":[]}',
      '{"start":{},"actions":[1]}',
      '{"actions":[{"type":"a"}]}',
    ]) {
      const storage = memoryStorage();
      storage.items.set(SUPPORT_LOG_STORAGE_KEY, text);
      const { store, recorder } = makeStore({ storage });
      store.dispatch(added(1));
      expect(payloads(recorder.exportLog().payload)).toEqual([1]);
    }
  });

  it('keeps working when the browser refuses to store', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const { store, recorder } = makeStore({ storage });
    store.dispatch(added(1));
    expect(() => recorder.persist()).not.toThrow();
    expect(payloads(recorder.exportLog().payload)).toEqual([1]);
  });
});
