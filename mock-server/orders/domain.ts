import { defineDomain } from '../kit/domain';
import { orderHandlers } from './handlers';

/** The order backend behind the proxy (/api/orders): orders recorded from completed checkouts. */
export const ordersDomain = defineDomain({
  name: 'orders',
  handlers: orderHandlers,
});
