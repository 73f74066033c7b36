/**
 * A saga test fails when its saga does not finish.
 *
 * `expectSaga(...).run()` waits for the saga and every task it forked; when they are still running
 * at the timeout, redux-saga-test-plan cancels them, reports
 * "Saga exceeded async timeout" through its `utils/logging` `warn`, and resolves as if all were
 * well. That report is the only signal, so the jest setup (`test/setup/afterEnv.ts`) loads this
 * file: it turns the report into a failure of the test that ran the saga, in `afterEach`.
 *
 * A failure from inside `warn` itself would not do: the library calls it in a `setImmediate`
 * callback before it cancels the saga, so a throw there is an uncaught exception and `run()` never
 * settles. Recording it and failing after the test lets the library cancel the saga as usual.
 *
 * - A worker saga must end by itself: use `.run()`. One that waits on a call or a delay while the
 *   test looks gets that answer from `held()` and ends when the test releases it.
 * - A watcher (takeEvery/takeLatest/takeLeading, a `while (true) take` loop) ends when the test
 *   dispatches `END` (from redux-saga) after the actions under test: `runToEnd(expectSaga(...))`.
 * - A saga that truly cannot end runs with `.silentRun()` (no report), next to a comment that says
 *   why. That is the exception, not the default.
 *
 * `expectSaga` reads `warn` off the module's exports at each call, so replacing the export here
 * reaches it; jest gives the setup files and the test file one module registry. (A test that
 * loads redux-saga-test-plan inside `jest.isolateModules` gets a fresh, unpatched copy.)
 */

import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { END } from 'redux-saga';
import delayP from '@redux-saga/delay-p';
import { expectSaga, type ExpectApi } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { SAGA_CEILING_MS } from './ceilings';

interface Logging {
  warn: (...args: unknown[]) => void;
}

const TIMEOUT_REPORT = /Saga exceeded async timeout/;

// The library's own default (250 ms) is a pace: on a busy machine a saga that would finish was
// cut off and failed. A saga under test ends by construction, so the timeout is only a ceiling
// that names one waiting for what never comes (ceilings.ts).
expectSaga.DEFAULT_TIMEOUT = SAGA_CEILING_MS;

const logging = jest.requireActual<Logging>('redux-saga-test-plan/lib/utils/logging');
const libraryWarn = logging.warn;

let unfinished: string[] = [];

logging.warn = (...args: unknown[]) => {
  const message = args.map(String).join(' ');
  if (TIMEOUT_REPORT.test(message)) unfinished.push(message);
  else libraryWarn(...args);
};

/**
 * Throws when a saga run since the last check did not finish, and forgets those runs.
 * `afterEach` calls it for every test; a test may call it itself to fail at the point of the run.
 */
export function expectSagasFinished(): void {
  if (unfinished.length === 0) return;
  const reports = unfinished;
  unfinished = [];
  throw new Error(
    `A saga did not finish (${reports.join('; ')}). A worker must end by itself; ` +
      'end a watcher with END after the actions under test (runToEnd); ' +
      'only a saga that cannot end may use .silentRun(), with a comment saying why.',
  );
}

afterEach(() => expectSagasFinished());

/** Resolves once every job already queued has run: the promise callbacks, then one turn of timers. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What `runToEnd` does between the saga's reactions: dispatch an action, or release held answers. */
export type Step = Action | (() => void);

/**
 * Runs a watcher (or root) saga to its end: starts it, takes each step once the saga has done all
 * it can with what came before (dispatches an action, or calls a function, e.g. `held().release`),
 * then dispatches `END`, which ends every `take` and with it the watchers; the run resolves when
 * the work they forked has finished.
 *
 * "Done all it can" is a fact of the event loop, not a guess at a duration: in a saga test
 * nothing real runs (`sagaHarness.ts`), every answer is a value or a promise callback, and a
 * timer callback runs only after all promise callbacks queued before it. So a step (or `END`)
 * never overtakes the reaction to the one before, however slow the machine, and an action a
 * worker puts still reaches the watcher that takes it.
 *
 * Why not `.dispatch(END)` in the chain: `expectSaga` hands queued actions to the saga when a
 * `take` matches, and `END` matches every `take`, so it would go out with the first one, before
 * the workers' own actions.
 *
 * `END` is no answer: a saga that still waits for an action when it comes must be given that
 * action as a step. (A `race` of typed-redux-saga `take`s even goes on after `END` as if one had
 * come: each typed take is a small saga that `END` ends, and the race takes that as its winner.)
 */
export async function runToEnd(saga: ExpectApi, ...steps: Step[]): ReturnType<ExpectApi['run']> {
  const run = saga.run();
  // A saga that fails early rejects `run`; the caller sees it on return, not as an unhandled rejection.
  run.catch(() => undefined);
  try {
    for (const step of steps) {
      await settled();
      if (typeof step === 'function') step();
      else saga.dispatch(step);
    }
  } catch (error) {
    // End the run before failing, so its report cannot land on the next test.
    saga.dispatch(END);
    await run.catch(() => undefined);
    throw error;
  }
  await settled();
  saga.dispatch(END);
  return run;
}

/**
 * Answers a test holds back: `later(value)` is a promise of `value` that settles once `release()`
 * was called (at once after it). Lets a test look at a saga while a call or a delay is under way,
 * then let it finish: `runToEnd(saga, ..., answers.release)`.
 */
export function held() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    later: <T>(value: T): Promise<T> => released.then(() => value),
    release: () => release(),
  };
}

/**
 * Put before `providers`: every delay lasts until `timers.release()`, so the timer a test looks at
 * has not ended yet, and ends when the test says.
 */
export const delaysUntil = (timers: ReturnType<typeof held>): StaticProvider => [
  matchers.call.fn(delayP),
  dynamic(() => timers.later(null)),
];

/**
 * The reducer a test hands to `withReducer`, and what it has seen: the state it last returned and
 * the actions so far. What a `runToEnd` step sees of the store while the saga runs (the run's
 * `storeState` is only the state at its end).
 */
export function watchState<S>(reducer: (state: S | undefined, action: UnknownAction) => S) {
  let latest: S | undefined;
  let seen = false;
  const actions: UnknownAction[] = [];
  return {
    reducer: (state: S | undefined, action: UnknownAction): S => {
      seen = true;
      actions.push(action);
      return (latest = reducer(state, action));
    },
    current: (): S => {
      if (!seen) throw new Error('No action has reached the store yet');
      return latest as S;
    },
    /** The types of the actions the store has seen so far, oldest first. */
    types: (): string[] => actions.map((action) => action.type),
  };
}
