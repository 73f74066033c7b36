import type { RequestHandler } from 'msw';
import { faultHandler } from './control/faultHandler';
import { controlHandlers } from './control/handlers';
import { domains } from './domains';

/**
 * Every mock handler, in the order msw tries them: the control surface (never
 * faulted), then the fault handler, then each domain's handlers in the order of domains.ts.
 */
export const handlers: RequestHandler[] = [
  ...controlHandlers,
  faultHandler,
  ...domains.flatMap((domain) => domain.handlers),
];
