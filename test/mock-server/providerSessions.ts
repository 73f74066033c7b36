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

/**
 * Adyen's test card (4111 1111 1111 1111, 03/30, 737) as the Drop-in sends it to …/payments: the
 * encrypted fields' documented unencrypted test values.
 */
export const TEST_CARD = {
  type: 'scheme',
  encryptedCardNumber: 'test_4111111111111111',
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName: 'Greta Garbo',
};

export const ADYEN_CLIENT_KEY = 'test_mock_client_key';

/** One of Adyen's session endpoints: POST …/checkoutshopper/v1/sessions/{id}/{step}?clientKey=… */
export function adyenPath(
  sessionId: string,
  step: string,
  clientKey: string | null = ADYEN_CLIENT_KEY,
): string {
  const path = `/mock-providers/adyen/checkoutshopper/v1/sessions/${encodeURIComponent(sessionId)}/${step}`;
  return clientKey === null ? path : `${path}?clientKey=${encodeURIComponent(clientKey)}`;
}

/** The threeDSResult the Drop-in sends after the challenge (adyen/types.ts, AdyenThreeDSResultPayload). */
export const threeDSResult = (authorisationToken: string, challengeCode: string) =>
  Buffer.from(JSON.stringify({ authorisationToken, challengeCode })).toString('base64');

/**
 * Calls an Adyen session as the Drop-in does: each call sends the latest sessionData and keeps the
 * one its answer brings; the challenge is answered with the last action's authorisation token.
 */
export function adyenSessionCalls(session: { id: string; sessionData: string }) {
  let sessionData = session.sessionData;
  let authorisationToken = '';
  async function post(step: string, body: Record<string, unknown> = {}) {
    const answer = await call('POST', adyenPath(session.id, step), { body: { sessionData, ...body } });
    if (answer.status === 200 && typeof answer.body.sessionData === 'string')
      sessionData = answer.body.sessionData;
    const action = answer.body?.action as { authorisationToken?: string } | undefined;
    if (action?.authorisationToken) authorisationToken = action.authorisationToken;
    return answer;
  }
  return {
    setup: () => post('setup'),
    pay: (paymentMethod?: unknown) => post('payments', paymentMethod === undefined ? {} : { paymentMethod }),
    details: (challengeCode: string) =>
      post('paymentDetails', {
        details: { threeDSResult: threeDSResult(authorisationToken, challengeCode) },
      }),
    sessionData: () => sessionData,
  };
}

/** The fixture cart's line runs out, so the merchant check refuses the order. */
export const stockOut = () =>
  call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });

/** The provider's own view of an order (its server's GET …/sessions/{publicToken}). */
export const viewOf = async (provider: PaymentProviderName, token: string) =>
  (await providerCall<ProviderSessionView>('GET', provider, token)).body;
