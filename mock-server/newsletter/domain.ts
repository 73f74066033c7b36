import { defineDomain } from '../kit/domain';
import { newsletterHandlers } from './handlers';

/** The email-marketing list (/newsletter): contact records per list. */
export const newsletterDomain = defineDomain({
  name: 'newsletter',
  handlers: newsletterHandlers,
});
