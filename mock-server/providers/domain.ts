import { defineDomain } from '../kit/domain';
import { providerHandlers } from './handlers';

/**
 * The payment providers: the shop's backend for each (/shopper-{slug}/…) and the providers' own side,
 * their widget scripts and the servers those call (/mock-providers/{slug}/…), over the checkout
 * domain's provider orders.
 */
export const providersDomain = defineDomain({
  name: 'providers',
  handlers: providerHandlers,
});
