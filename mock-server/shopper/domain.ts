import { defineDomain } from '../kit/domain';
import { shopperHandlers } from './handlers';

/** The shopper backend's sessions: carts, their lines, discount codes and session attributes. */
export const shopperDomain = defineDomain({
  name: 'shopper',
  handlers: shopperHandlers,
});
