import { accountsDomain } from './accounts/domain';
import { provideSeed, type Database } from './db';
import { catalogDomain } from './catalog/domain';
import { checkoutDomain } from './checkout/domain';
import { companiesDomain } from './companies/domain';
import { invitationsDomain } from './invitations/domain';
import { managementDomain } from './management/domain';
import { newsletterDomain } from './newsletter/domain';
import { ordersDomain } from './orders/domain';
import { providersDomain } from './providers/domain';
import { proxyDomain } from './proxy/domain';
import { shopperDomain } from './shopper/domain';
import { uploadsDomain } from './uploads/domain';

/**
 * Every backend of the mock. The database has one slice per entry (`db().<name>`), and their
 * handlers are tried in this order; a new backend is one folder and one line here.
 */
export const domains = [
  shopperDomain,
  checkoutDomain,
  catalogDomain,
  invitationsDomain,
  accountsDomain,
  proxyDomain,
  managementDomain,
  companiesDomain,
  ordersDomain,
  providersDomain,
  uploadsDomain,
  newsletterDomain,
] as const;

export type Domains = typeof domains;

provideSeed(() => Object.fromEntries(domains.map((domain) => [domain.name, domain.seed()])) as Database);
