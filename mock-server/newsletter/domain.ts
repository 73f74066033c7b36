import { defineDomain } from '../kit/domain';
import { newsletterHandlers } from './handlers';
import { seedNewsletter } from './seed';

/** The email-marketing list (/newsletter): contact records per list. */
export const newsletterDomain = defineDomain({
  name: 'newsletter',
  seed: seedNewsletter,
  handlers: newsletterHandlers,
});
