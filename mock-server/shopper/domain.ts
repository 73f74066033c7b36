import { defineDomain } from '../kit/domain';
import { shopperHandlers } from './handlers';
import { seedShopper } from './seed';

/** The shopper backend's sessions: carts, their lines, discount codes and session attributes. */
export const shopperDomain = defineDomain({
  name: 'shopper',
  seed: seedShopper,
  handlers: shopperHandlers,
});
