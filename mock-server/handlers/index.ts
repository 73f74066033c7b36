import type { RequestHandler } from 'msw';
import { controlHandlers } from './control';
import { faultHandler } from './faults';
import { managementHandlers } from './management';
import { proxyHandlers } from './proxy';
import { shopperHandlers } from './shopper';

/**
 * Every mock handler, in the order msw tries them: the control surface (never
 * faulted), then the fault handler, then the backends.
 */
export const handlers: RequestHandler[] = [
  ...controlHandlers,
  faultHandler,
  ...shopperHandlers,
  ...proxyHandlers,
  ...managementHandlers,
];

export { controlHandlers, faultHandler, managementHandlers, proxyHandlers, shopperHandlers };
