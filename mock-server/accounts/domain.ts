import { defineDomain } from '../kit/domain';
import { accountHandlers } from './handlers';

/**
 * Users with their passwords and login tokens, and the account calls on the proxy: sign-up,
 * verification, password reset, profile, deletion; the mock outbox.
 */
export const accountsDomain = defineDomain({
  name: 'accounts',
  handlers: accountHandlers,
});
