import { defineDomain } from '../kit/domain';
import { proxyHandlers } from './handlers';

/** The product's proxy (/api): settings and login through the management client. */
export const proxyDomain = defineDomain({
  name: 'proxy',
  handlers: proxyHandlers,
});
