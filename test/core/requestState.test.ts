import { createSlice, findNonSerializableValue, isPlain, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../src/api/apiError';
import {
  answersFor,
  failedRequest,
  idleRequest,
  loadingRequest,
  requestReducers,
  succeededRequest,
  type RequestState,
} from '../../src/core/requestState';

const error: ErrorInfo = {
  message: 'Nope',
  code: 'nope',
  statusCode: 400,
  requestId: 'req-1',
  errors: ['name'],
  details: null,
  productVariantIDs: [],
};

interface TestState {
  save: RequestState;
  noticeShown: boolean;
  saved: string | null;
  lookup: { items: number[]; request: RequestState };
  problem: string | null;
}

const initialState: TestState = {
  save: idleRequest,
  noticeShown: false,
  saved: null,
  lookup: { items: [], request: idleRequest },
  problem: null,
};

const slice = createSlice({
  name: 'test',
  initialState,
  reducers: {
    ...requestReducers<TestState, { requested: { name: string }; succeeded: string }>()(
      'save',
      (s) => s,
      'save',
      {
        requested: (s) => {
          s.noticeShown = false;
        },
        succeeded: (s, { payload }) => {
          s.noticeShown = true;
          s.saved = payload;
        },
      },
    ),
    ...requestReducers<TestState, { succeeded: number[] }>()('lookup', (s) => s.lookup, 'request', {
      succeeded: (s, { payload }) => {
        s.lookup.items = payload;
      },
      // A hook that replaces the request's container must set the request itself.
      failed: (s) => {
        s.lookup = { items: [], request: s.lookup.request };
      },
    }),
    ...requestReducers<TestState, { failed: { error: ErrorInfo; problem: string } }>()(
      ['loadStarted', 'loaded', 'loadFailed'],
      (s) => s,
      'save',
      {
        failed: (s, { payload }) => {
          s.problem = payload.problem;
        },
      },
    ),
    reset: () => initialState,
  },
});

const { actions, reducer } = slice;
const run = (...dispatched: { type: string }[]) => dispatched.reduce(reducer, initialState);

describe('the request constants', () => {
  it('are the four states, the shared ones frozen', () => {
    expect(idleRequest).toEqual({ status: 'idle', error: null });
    expect(loadingRequest).toEqual({ status: 'loading', error: null });
    expect(succeededRequest).toEqual({ status: 'succeeded', error: null });
    expect(failedRequest(error)).toEqual({ status: 'failed', error });
    expect(failedRequest(null)).toEqual({ status: 'failed', error: null });
    expect(Object.isFrozen(idleRequest) && Object.isFrozen(loadingRequest)).toBe(true);
    expect(Object.isFrozen(succeededRequest)).toBe(true);
  });
});

describe('requestReducers', () => {
  it('names the actions after the prefix, or as given, in the slice', () => {
    expect(Object.keys(actions).sort()).toEqual(
      [
        'saveRequested',
        'saveSucceeded',
        'saveFailed',
        'lookupRequested',
        'lookupSucceeded',
        'lookupFailed',
        'loadStarted',
        'loaded',
        'loadFailed',
        'reset',
      ].sort(),
    );
    expect(actions.saveRequested.type).toBe('test/saveRequested');
    expect(actions.lookupFailed.type).toBe('test/lookupFailed');
    expect(actions.loadFailed.type).toBe('test/loadFailed');
  });

  it('makes plain, serializable actions with the declared payloads', () => {
    const made = [
      actions.saveRequested({ name: 'A' }),
      actions.saveSucceeded('A'),
      actions.saveFailed(error),
      actions.lookupRequested(),
      actions.loadFailed({ error, problem: 'gone' }),
    ];
    expect(made[0]).toEqual({ type: 'test/saveRequested', payload: { name: 'A' } });
    expect(made[3]).toEqual({ type: 'test/lookupRequested', payload: undefined });
    for (const action of made) {
      expect(isPlain(action)).toBe(true);
      expect(findNonSerializableValue(action)).toBe(false);
      expect(JSON.parse(JSON.stringify(action))).toEqual(action);
      expect(Object.keys(action).sort()).toEqual(['payload', 'type']);
    }
    // A replayed action, as DevTools would send it (JSON, no action creator), does the same.
    const replayed = JSON.parse(JSON.stringify(actions.saveSucceeded('A'))) as { type: string };
    expect(run(actions.saveRequested({ name: 'A' }), replayed)).toEqual(
      run(actions.saveRequested({ name: 'A' }), actions.saveSucceeded('A')),
    );
  });

  it('moves the request from loading to succeeded or failed, hooks after', () => {
    const loading = run(actions.saveSucceeded('old'), actions.saveRequested({ name: 'A' }));
    expect(loading.save).toEqual(loadingRequest);
    expect(loading.noticeShown).toBe(false);
    expect(loading.saved).toBe('old');

    const succeeded = reducer(loading, actions.saveSucceeded('A'));
    expect(succeeded.save).toEqual(succeededRequest);
    expect(succeeded).toMatchObject({ noticeShown: true, saved: 'A' });

    const failed = reducer(loading, actions.saveFailed(error));
    expect(failed.save).toEqual({ status: 'failed', error });
    expect(failed.noticeShown).toBe(false);
    // The next attempt clears the error.
    expect(reducer(failed, actions.saveRequested({ name: 'B' })).save).toEqual(loadingRequest);
  });

  it('leaves the rest of the state alone and never changes the state it was given', () => {
    const before = run(actions.lookupSucceeded([1, 2]));
    const after = reducer(before, actions.saveRequested({ name: 'A' }));
    expect(after.lookup).toBe(before.lookup);
    expect(before.save).toEqual(idleRequest);
    expect(initialState.save).toBe(idleRequest);
    expect(idleRequest).toEqual({ status: 'idle', error: null });
  });

  it('reaches a request at a nested path', () => {
    const loading = run(actions.lookupRequested());
    expect(loading.lookup).toEqual({ items: [], request: loadingRequest });
    expect(loading.save).toEqual(idleRequest);

    const succeeded = reducer(loading, actions.lookupSucceeded([3]));
    expect(succeeded.lookup).toEqual({ items: [3], request: succeededRequest });

    // Its failed hook copies the request into the new container: hooks run after it is set.
    const failed = reducer(succeeded, actions.lookupFailed(error));
    expect(failed.lookup).toEqual({ items: [], request: { status: 'failed', error } });
  });

  it('takes the error from a failure that reports more than the error', () => {
    const failed = run(actions.loadStarted(), actions.loadFailed({ error, problem: 'gone' }));
    expect(failed.save).toEqual({ status: 'failed', error });
    expect(failed.problem).toBe('gone');
    expect(run(actions.loadStarted(), actions.loaded()).save).toEqual(succeededRequest);
  });

  it('does not throw on a failure replayed without its payload', () => {
    expect(reducer(initialState, { type: 'test/saveFailed' }).save).toEqual({
      status: 'failed',
      error: undefined,
    });
  });

  it('types the action creators (checked by tsc)', () => {
    // @ts-expect-error the requested payload is declared
    actions.saveRequested();
    // @ts-expect-error a failure carries an ErrorInfo
    actions.saveFailed({ message: 'only' });
    // @ts-expect-error this request's actions have no payload
    actions.lookupRequested('x');
    // @ts-expect-error no action of this name was generated
    void actions.loadRequested;
    const typed: PayloadAction<number[], 'test/lookupSucceeded'> = actions.lookupSucceeded([1]);
    expect(typed.payload).toEqual([1]);
  });
});

describe('requestReducers types', () => {
  it('rejects a key that is not a request of the selected object (checked by tsc)', () => {
    // @ts-expect-error noticeShown is not a RequestState
    requestReducers<TestState>()('x', (s) => s, 'noticeShown');
    // @ts-expect-error a wrapped failure needs its error
    requestReducers<TestState, { failed: { problem: string } }>();
    expect(true).toBe(true);
  });
});

interface ByIdState {
  items: Record<string, { text: string; request: RequestState }>;
  current: string | null;
  shared: RequestState;
  startedBy: string | null;
}

const byIdInitial: ByIdState = { items: {}, current: null, shared: idleRequest, startedBy: null };

const byId = createSlice({
  name: 'byId',
  initialState: byIdInitial,
  reducers: {
    // A request per id, whose entry the first of its actions makes; only the current id's answer counts.
    ...requestReducers<
      ByIdState,
      {
        requested: { id: string; text: string };
        succeeded: { id: string };
        failed: { id: string; error: ErrorInfo | null };
      }
    >()('item', (s, { id }) => (s.items[id] ??= { text: '', request: idleRequest }), 'request', {
      requested: (s, { payload }) => {
        const item = s.items[payload.id];
        if (item) item.text = payload.text;
        s.current = payload.id;
      },
      when: {
        requested: (_s, { payload }) => payload.text.trim() !== '',
        succeeded: (s, { payload }) => s.current === payload.id,
        failed: (s, { payload }) => s.current === payload.id,
      },
    }),
    // One request that two actions start and two actions end, each with its own payload.
    ...requestReducers<ByIdState, { requested: { by: string }; failed: { error: ErrorInfo; by: string } }>()(
      ['sharedStarted', 'sharedDone', 'sharedFailed'],
      (s) => s,
      'shared',
      {
        requested: (s, { payload }) => {
          s.startedBy = payload.by;
        },
      },
    ),
    ...requestReducers<ByIdState>()(['sharedRestarted', null, null], (s) => s, 'shared', {
      requested: (s) => {
        s.startedBy = 'restart';
      },
      when: { requested: (s) => s.shared.status !== 'loading' },
    }),
    ...requestReducers<ByIdState>()([null, 'sharedAlreadyDone', null], (s) => s, 'shared'),
  },
});

const runById = (...dispatched: { type: string }[]) => dispatched.reduce(byId.reducer, byIdInitial);

describe('requestReducers for a request kept per id, guarded, or shared by several actions', () => {
  const { actions } = byId;

  it('makes only the named phases: a null name is left to another call', () => {
    expect(Object.keys(actions).sort()).toEqual(
      [
        'itemRequested',
        'itemSucceeded',
        'itemFailed',
        'sharedStarted',
        'sharedDone',
        'sharedFailed',
        'sharedRestarted',
        'sharedAlreadyDone',
      ].sort(),
    );
    expect(actions.sharedRestarted()).toEqual({ type: 'byId/sharedRestarted', payload: undefined });
  });

  it('finds the request by the payload, the first action making its entry', () => {
    const loading = runById(actions.itemRequested({ id: 'a', text: 'A' }));
    expect(loading.items).toEqual({ a: { text: 'A', request: loadingRequest } });
    const failed = byId.reducer(loading, actions.itemFailed({ id: 'a', error }));
    expect(failed.items.a).toEqual({ text: 'A', request: { status: 'failed', error } });
    const twice = runById(
      actions.itemRequested({ id: 'a', text: 'A' }),
      actions.itemRequested({ id: 'b', text: 'B' }),
      actions.itemSucceeded({ id: 'b' }),
    );
    expect(twice.items).toEqual({
      a: { text: 'A', request: loadingRequest },
      b: { text: 'B', request: succeededRequest },
    });
  });

  it('ignores an action its guard refuses: nothing changes, the request included', () => {
    const empty = runById(actions.itemRequested({ id: 'a', text: '  ' }));
    expect(empty).toEqual(byIdInitial);
    const loading = runById(
      actions.itemRequested({ id: 'a', text: 'A' }),
      actions.itemRequested({ id: 'b', text: 'B' }),
    );
    // A late answer about the earlier id is dropped.
    expect(byId.reducer(loading, actions.itemSucceeded({ id: 'a' }))).toBe(loading);
    expect(byId.reducer(loading, actions.itemFailed({ id: 'a', error }))).toBe(loading);
    expect(byId.reducer(loading, actions.itemSucceeded({ id: 'b' })).items.b?.request).toEqual(
      succeededRequest,
    );
  });

  it('lets several actions start, end and fail the one request', () => {
    const started = runById(actions.sharedStarted({ by: 'form' }));
    expect(started).toMatchObject({ shared: loadingRequest, startedBy: 'form' });
    // Guarded: a restart while it runs is ignored.
    expect(byId.reducer(started, actions.sharedRestarted())).toBe(started);
    const failed = byId.reducer(started, actions.sharedFailed({ error, by: 'form' }));
    expect(failed.shared).toEqual({ status: 'failed', error });
    const restarted = byId.reducer(failed, actions.sharedRestarted());
    expect(restarted).toMatchObject({ shared: loadingRequest, startedBy: 'restart' });
    expect(byId.reducer(restarted, actions.sharedDone()).shared).toEqual(succeededRequest);
    // An action that only ends it sets it succeeded from any state.
    expect(runById(actions.sharedAlreadyDone()).shared).toEqual(succeededRequest);
  });

  it('types the per-id select and the partial calls (checked by tsc)', () => {
    // @ts-expect-error no action is made for a phase named null
    void actions.sharedRestartedSucceeded;
    requestReducers<ByIdState, { requested: { id: string } }>()(
      'x',
      // @ts-expect-error the select is given any of the call's payloads: the failure's has no id
      (s, p) => (s.items[p.id] ??= { text: '', request: idleRequest }),
      'request',
    );
    requestReducers<ByIdState, { requested: { id: string } }>()(
      ['xStarted', null, null],
      // Only the requested payload: no failure (an ErrorInfo, without an id) can reach it.
      (s, p) => (s.items[p.id] ??= { text: '', request: idleRequest }),
      'request',
    );
    expect(true).toBe(true);
  });
});

describe('answersFor', () => {
  interface KeyedState {
    key: string | null;
    request: RequestState;
  }
  const keyed = createSlice({
    name: 'keyed',
    initialState: { key: null, request: idleRequest } as KeyedState,
    reducers: requestReducers<
      KeyedState,
      { requested: { key: string }; succeeded: { key: string }; failed: { key: string; error: ErrorInfo } }
    >()('load', (s) => s, 'request', {
      requested: (state, action) => {
        state.key = action.payload.key;
      },
      when: answersFor((s) => s.key, 'key'),
    }),
  });
  const asked = keyed.reducer(undefined, keyed.actions.loadRequested({ key: 'b' }));

  it('drops a success or a failure for another key than the one last asked for', () => {
    expect(keyed.reducer(asked, keyed.actions.loadSucceeded({ key: 'a' }))).toBe(asked);
    expect(keyed.reducer(asked, keyed.actions.loadFailed({ key: 'a', error }))).toBe(asked);
  });

  it('takes the answer for the key asked for', () => {
    expect(keyed.reducer(asked, keyed.actions.loadSucceeded({ key: 'b' })).request).toEqual(succeededRequest);
    expect(keyed.reducer(asked, keyed.actions.loadFailed({ key: 'b', error })).request).toEqual(
      failedRequest(error),
    );
  });
});
