import { accountsDomain } from './accounts/domain';
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
 * Every backend of the mock, whose handlers are tried in this order. Each serves its slice of the
 * database (`db().<name>`), which db.ts seeds from the domain's seed.ts and lists in the same order;
 * a new backend is one folder, one line here and one in db.ts.
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
