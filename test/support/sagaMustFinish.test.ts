import { END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { call, put, take, takeEvery } from 'redux-saga/effects';
import { SAGA_CEILING_MS } from './ceilings';
import { expectSagasFinished, runToEnd } from './sagaMustFinish';

// `expectSagasFinished` is the check the jest setup runs after every test (test/setup/afterEnv.ts);
// called here by hand, the test can see it fail.

function* waitsForever() {
  yield take('never');
}

function* worker() {
  yield put({ type: 'done' });
}

function* watcher() {
  yield takeEvery('ping', function* pong() {
    yield put({ type: 'pong' });
  });
}

/** Two watchers, the second reacting to what the first puts. */
function* chain() {
  yield takeEvery('ping', function* pong() {
    yield call(() => Promise.resolve());
    yield put({ type: 'pong' });
  });
  yield takeEvery('pong', function* echo() {
    yield put({ type: 'echo' });
  });
}

describe('a saga test whose saga does not finish', () => {
  it('has a ceiling, not a pace: the timeout a run gets unless it names one', () => {
    expect(expectSaga.DEFAULT_TIMEOUT).toBe(SAGA_CEILING_MS);
    expect(SAGA_CEILING_MS).toBeGreaterThanOrEqual(10_000);
  });

  it('fails', async () => {
    await expectSaga(waitsForever).run(20);

    expect(() => expectSagasFinished()).toThrow(/A saga did not finish \(.*exceeded async timeout of 20ms/);
    // The failure is reported once.
    expect(() => expectSagasFinished()).not.toThrow();
  });

  it('fails for a watcher left running after the actions under test', async () => {
    await expectSaga(watcher).put({ type: 'pong' }).dispatch({ type: 'ping' }).run(20);

    expect(() => expectSagasFinished()).toThrow(/did not finish/);
  });

  it('fails for a watcher ended by END whose worker never ends', async () => {
    const never = new Promise(() => undefined);
    function* stuck() {
      yield takeEvery('ping', function* hang() {
        yield call(() => never);
      });
    }
    // Proven at a short timeout rather than the ceiling every other test has (ceilings.ts).
    const ceiling = expectSaga.DEFAULT_TIMEOUT;
    expectSaga.DEFAULT_TIMEOUT = 20;
    try {
      await runToEnd(expectSaga(stuck).dispatch({ type: 'ping' }));
    } finally {
      expectSaga.DEFAULT_TIMEOUT = ceiling;
    }

    expect(() => expectSagasFinished()).toThrow(/did not finish \(.*exceeded async timeout of 20ms/);
  });

  it('passes for a worker that ends and for a watcher ended by END', async () => {
    await expectSaga(worker).put({ type: 'done' }).run();
    await runToEnd(expectSaga(watcher).put({ type: 'pong' }).dispatch({ type: 'ping' }));

    expect(() => expectSagasFinished()).not.toThrow();
  });

  it('runToEnd ends a watcher only after the actions its workers put have been taken', async () => {
    const { effects } = await runToEnd(expectSaga(chain).dispatch({ type: 'ping' }), { type: 'ping' });

    expect(effects.put).toEqual([
      put({ type: 'pong' }),
      put({ type: 'echo' }),
      put({ type: 'pong' }),
      put({ type: 'echo' }),
    ]);
    expect(() => expectSagasFinished()).not.toThrow();
  });

  it('(why runToEnd) an END dispatched in the chain goes out with the first take and cuts the reaction short', async () => {
    const { effects } = await expectSaga(chain).dispatch({ type: 'ping' }).dispatch(END).run();

    expect(effects.put).toEqual([put({ type: 'pong' })]);
  });

  it('lets an explicit silentRun through', async () => {
    await expectSaga(waitsForever).silentRun(20);

    expect(() => expectSagasFinished()).not.toThrow();
  });
});
