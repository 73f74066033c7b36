import type { RequestHandler } from 'msw';
import { createFaultHandler } from './control/faultHandler';
import { controlHandlers } from './control/handlers';
import { domains } from './domains';
import { callerScope } from './callerScope';
import { idempotentReplay } from './kit/idempotency';
import { malformedPathHandler } from './kit/paths';

const backends: RequestHandler[] = domains.flatMap((domain) => domain.handlers);
/** What answers a request once faults are out of the way: keyed requests once, then every backend. */
const answering: RequestHandler[] = [idempotentReplay(backends, callerScope), ...backends];

/**
 * Every mock handler, in the order msw tries them: the refusal of mis-encoded paths (msw would
 * throw decoding them while matching any later handler), the control surface (never faulted), then
 * the fault handler, then the idempotency-key replay, then each domain's handlers in the order of domains.ts.
 */
export const handlers: RequestHandler[] = [
  malformedPathHandler,
  ...controlHandlers,
  createFaultHandler(answering),
  ...answering,
];
