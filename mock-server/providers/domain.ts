import { defineDomain } from '../kit/domain';
import { providerHandlers } from './handlers';
import { seedProviders } from './seed';

/**
 * The payment providers' own side: their widget scripts and the servers those call
 * (/mock-providers/{slug}/…), over the checkout domain's provider orders.
 */
export const providersDomain = defineDomain({
  name: 'providers',
  seed: seedProviders,
  handlers: providerHandlers,
});
