import type { RequestHandler } from 'msw';
import { accountHandlers } from './accounts';
import { catalogHandlers } from './catalog';
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
  ...catalogHandlers,
  ...accountHandlers,
  ...proxyHandlers,
  ...managementHandlers,
];

export { controlHandlers, faultHandler, managementHandlers, proxyHandlers, shopperHandlers };
