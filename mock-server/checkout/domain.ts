import { defineDomain } from '../kit/domain';
import { checkoutHandlers } from './handlers';

/**
 * Checkout sessions (the checkout token), the gift-card provider's cards and the payment providers'
 * orders with the merchant's check (/shopper/sessions/checkout*, /shopper-retain24/*); the providers'
 * shopper backends over those orders, /shopper-{provider}/*, are the providers domain's.
 */
export const checkoutDomain = defineDomain({
  name: 'checkout',
  handlers: checkoutHandlers,
});
