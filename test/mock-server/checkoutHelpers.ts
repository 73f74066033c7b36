import type {
  Cart,
  PaymentProviderName,
  PaymentSession,
  ProviderCheckoutInput,
  StartCheckoutResult,
  StartSessionResult,
} from '../../src/api/types';
import { PROVIDER_SLUGS } from '../../src/api/types/checkout';
import { call } from './helpers';

// Steps of a checkout through the mock's HTTP routes, for the checkout, gift-card, provider and
// create-order tests.

async function ok<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`request failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

export async function startCart(countryCode = 'SE', storeGroupId = 'default'): Promise<StartSessionResult> {
  const body = { storeGroupId, countryCode, languageCode: 'sv' };
  return ok(call<StartSessionResult>('POST', '/shopper/sessions/start', { body }));
}

export async function addItem(
  cartToken: string,
  productVariantId = 'TEE-BLUE-M',
  quantity = 1,
): Promise<Cart> {
  const body = { productVariantId, quantity };
  return ok(call<Cart>('POST', '/shopper/sessions/items', { token: cartToken, body }));
}

export function startCheckout(cartToken: string, body: unknown) {
  return call<StartCheckoutResult>('POST', '/shopper/sessions/checkout/start', { token: cartToken, body });
}

export interface CheckoutFixture {
  cartToken: string;
  checkoutToken: string;
  cart: Cart;
}

/** A cart of the market with `quantity` × TEE-BLUE-M and a checkout started with `provider`. */
export async function checkoutWith(
  provider: PaymentProviderName = 'KlarnaCheckout',
  { countryCode = 'SE', quantity = 1 } = {},
): Promise<CheckoutFixture> {
  const { token: cartToken } = await startCart(countryCode);
  const cart = await addItem(cartToken, 'TEE-BLUE-M', quantity);
  const started = await ok(
    startCheckout(cartToken, {
      paymentProvider: provider,
      // As the app does: the cart's gift-card provider, where its market has one.
      giftCardProvider: cart.capabilities.giftCardProviders[0]?.name,
      shippingProvider: 'ingrid',
    }),
  );
  return { cartToken, checkoutToken: started.token, cart };
}

export const slugOf = (provider: PaymentProviderName) => PROVIDER_SLUGS[provider];

export const PROVIDER_INPUT: ProviderCheckoutInput = {
  confirmationUrl: '/checkout/confirmation?provider=klarna',
  termsUrl: '/terms',
};

export function openProviderOrder(
  provider: PaymentProviderName,
  checkoutToken: string,
  body: unknown = PROVIDER_INPUT,
) {
  return call<PaymentSession>('POST', `/shopper-${slugOf(provider)}/checkouts`, {
    token: checkoutToken,
    body,
  });
}

export function putGiftCard(checkoutToken: string, code: string, pin?: string) {
  const query = pin === undefined ? '' : `?pin=${encodeURIComponent(pin)}`;
  return call<unknown>('PUT', `/shopper-retain24/gift-cards/${encodeURIComponent(code)}${query}`, {
    token: checkoutToken,
  });
}

export function deleteGiftCard(checkoutToken: string, code: string) {
  return call<unknown>('DELETE', `/shopper-retain24/gift-cards/${encodeURIComponent(code)}`, {
    token: checkoutToken,
  });
}

export const GIFT_CARD = { code: '1111222233334444', pin: '1234', balance: 50000 };
export const EMPTY_GIFT_CARD = { code: '5555666677778888', pin: '0000' };

export { customerAddress } from '../support/orderAddress';
