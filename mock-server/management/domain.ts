import { defineDomain } from '../kit/domain';
import { managementHandlers } from './handlers';

/** The management API (settings, markets, store groups, users); only the proxy calls it. */
export const managementDomain = defineDomain({
  name: 'management',
  handlers: managementHandlers,
});
