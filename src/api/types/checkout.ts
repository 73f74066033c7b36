// Checkout, payment providers, gift cards and the order backend's create-order. The shapes are
// generated from the contracts of the backends that answer them (`npm run contracts`): the shopper
// backend's checkout (contracts/shopper.yaml), the provider backends (contracts/shopper-providers.yaml)
// and the order backend (contracts/orders.yaml).

import type { PaymentProviderName } from '../../../contracts/types/shopper-providers';

export type {
  Capabilities,
  StartCheckoutInput,
  StartCheckoutResult,
  AppliedGiftCard,
  CheckoutTotals,
  Checkout,
} from '../../../contracts/types/shopper';
export type {
  PaymentProviderName,
  ProviderCheckoutInput,
  CheckoutCustomerPreset,
  ProviderOrderStatus,
  PaymentSession,
  OrderAddress,
  ProviderPayment,
  PaymentSyncResult,
} from '../../../contracts/types/shopper-providers';
export type {
  OrderInput,
  CreateOrderInput,
  OrderStatusName,
  Order,
  CreateOrderResult,
} from '../../../contracts/types/orders';

/**
 * The embedded payment providers, in the order the checkout prefers them
 * (docs/rules.md#payment-providers); every one the contract names (test/contracts checks none is missing).
 */
export const PAYMENT_PROVIDERS = [
  'Adyen',
  'QliroOne',
  'Avarda',
  'KlarnaCheckout',
  'WalleyCheckout',
] as const satisfies readonly PaymentProviderName[];

/**
 * The card-checkout providers (docs/rules.md#confirmation): their backend reports a payment through
 * `POST /shopper-{provider}/orders`, the full checkouts' through `POST /shopper-{provider}/payments`.
 */
export const CARD_CHECKOUT_PROVIDERS: readonly PaymentProviderName[] = ['Adyen'];

/**
 * The path segment of a provider's shopper backend: `/shopper-{slug}/…`. The gift-card provider
 * ('retain24') and the shipping provider ('ingrid') use their names as they are.
 */
export const PROVIDER_SLUGS: Record<PaymentProviderName, string> = {
  Adyen: 'adyen',
  QliroOne: 'qliro',
  Avarda: 'avarda',
  KlarnaCheckout: 'klarna',
  WalleyCheckout: 'walley',
};
