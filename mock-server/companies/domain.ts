import { defineDomain } from '../kit/domain';
import { companyHandlers } from './handlers';

/**
 * Companies (organisations): organisation sign-up creates them, the management API shows a user's,
 * and the proxy lists them (/api/companies/…) for the company selector and the contact person.
 */
export const companiesDomain = defineDomain({
  name: 'companies',
  handlers: companyHandlers,
});
