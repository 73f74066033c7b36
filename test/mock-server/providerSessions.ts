import type { OrderAddress, PaymentProviderName, PaymentSession } from '../../src/api/types';
import { checkoutWith, customerAddress, openProviderOrder, PROVIDER_INPUT, slugOf } from './checkoutHelpers';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import { call, type Answer } from './helpers';

// Provider orders opened through the checkout's routes, and calls to the providers' own servers
// (/mock-providers/{slug}/api/…), for the providers' tests.

export interface OpenedSession {
  publicToken: string;
  checkoutToken: string;
  cartToken: string;
  session: PaymentSession;
}

/** A cart with 1 × TEE-BLUE-M (SE), a checkout and the provider's order. */
export async function openSession(
  provider: PaymentProviderName,
  { phoneMandatory = false, countryCode = 'SE' } = {},
): Promise<OpenedSession> {
  const { checkoutToken, cartToken } = await checkoutWith(provider, { countryCode });
  const { status, body } = await openProviderOrder(provider, checkoutToken, {
    ...PROVIDER_INPUT,
    phoneMandatory,
  });
  if (status >= 300)
    throw new Error(`opening the ${provider} order failed: ${status} ${JSON.stringify(body)}`);
  return { publicToken: body.publicToken, checkoutToken, cartToken, session: body };
}

export function sessionPath(provider: PaymentProviderName, publicToken: string, rest = ''): string {
  return `/mock-providers/${slugOf(provider)}/api/sessions/${encodeURIComponent(publicToken)}${rest}`;
}

export function providerCall<T = Record<string, unknown>>(
  method: string,
  provider: PaymentProviderName,
  publicToken: string,
  rest = '',
  body?: unknown,
): Promise<Answer<T>> {
  return call<T>(method, sessionPath(provider, publicToken, rest), body === undefined ? {} : { body });
}

export function customerBody(overrides: Partial<OrderAddress> = {}) {
  const address = customerAddress(overrides);
  return { billingAddress: address, shippingAddress: address };
}

export const TEST_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '03/30',
  cvc: '737',
  holderName: 'Greta Garbo',
};

/** The fixture cart's line runs out, so the merchant check refuses the order. */
export const stockOut = () =>
  call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });

/** The provider's own view of an order (its server's GET …/sessions/{publicToken}). */
export const viewOf = async (provider: PaymentProviderName, token: string) =>
  (await providerCall<ProviderSessionView>('GET', provider, token)).body;
