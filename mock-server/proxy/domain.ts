import { defineDomain } from '../kit/domain';
import { proxyHandlers } from './handlers';
import { seedProxy } from './seed';

/** The product's proxy (/api): settings and login through the management client. */
export const proxyDomain = defineDomain({
  name: 'proxy',
  seed: seedProxy,
  handlers: proxyHandlers,
});
