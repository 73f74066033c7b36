import { defineDomain } from '../kit/domain';
import { accountHandlers } from './handlers';
import { seedAccounts } from './seed';

/**
 * Users with their passwords and login tokens, and the account calls on the proxy: sign-up,
 * verification, password reset, profile, deletion; the mock outbox.
 */
export const accountsDomain = defineDomain({
  name: 'accounts',
  seed: seedAccounts,
  handlers: accountHandlers,
});
