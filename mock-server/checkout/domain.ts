import { defineDomain } from '../kit/domain';
import { checkoutHandlers } from './handlers';

/**
 * Checkout sessions (the checkout token), the gift-card provider's cards and the payment providers'
 * orders (/shopper/sessions/checkout*, /shopper-retain24/*, /shopper-{provider}/*).
 */
export const checkoutDomain = defineDomain({
  name: 'checkout',
  handlers: checkoutHandlers,
});
