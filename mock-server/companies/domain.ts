import { defineDomain } from '../kit/domain';
import { seedCompanies } from './seed';

/**
 * Companies (organisations): organisation sign-up creates them, the management API shows a user's.
 * No endpoint of its own yet.
 */
export const companiesDomain = defineDomain({
  name: 'companies',
  seed: seedCompanies,
  handlers: [],
});
