import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long a test may wait before it is taken to have failed. These are ceilings, never a pace: a
 * passing test waits for events (an answer, an element, a saga's end) and never comes near them;
 * only a broken one waits them out, and then fails with what it was waiting for. They are set from
 * the slowest passing tests measured under load (`npm run test:busy`, test/support/README.md), with
 * room to spare, so a busy machine is never the reason a test fails.
 *
 * Every wait takes its ceiling from here: jest's per-test timeout (jest.config.ts), Testing
 * Library's `findBy…`/`waitFor` (test/setup/afterEnv.ts), `expectSaga`'s run (sagaMustFinish.ts)
 * and `waitUntil` below. No test sets its own.
 */

/**
 * One test, hooks included. The slowest passing test beside twice as many busy processes as cores
 * took 11 s (LoginPage; `npm run test:busy`, three runs), 30 s before the screen tests' cost came
 * down (test/setup/ownerStacksOff.ts, hasRulesOff.ts).
 */
export const TEST_CEILING_MS = 180_000;

/** One wait for one event: an element shown, a state reached, a condition met. */
export const WAIT_CEILING_MS = 60_000;

/**
 * One `expectSaga` run. A saga under test calls no real service and sleeps no real time, so its
 * run ends by construction: this ceiling only names a saga that waits for something that never
 * comes (sagaMustFinish.ts turns it into the test's failure).
 */
export const SAGA_CEILING_MS = 30_000;

const POLL_MS = 5;

/**
 * Resolves once `condition` holds, checked every few milliseconds; fails naming `what` after the
 * ceiling. The ceiling is counted in checks, each after a real sleep of at least POLL_MS (node's
 * own timers, which jest's fake timers leave alone): never shorter than the ceiling, whatever
 * the machine or a test's fake clock does.
 */
export async function waitUntil(
  what: string,
  condition: () => boolean,
  ceilingMs = WAIT_CEILING_MS,
): Promise<void> {
  for (let checks = ceilingMs / POLL_MS; !condition(); checks -= 1) {
    if (checks <= 0) throw new Error(`Timed out waiting until ${what}`);
    await sleep(POLL_MS);
  }
}
