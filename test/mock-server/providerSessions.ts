import type { OrderAddress, PaymentProviderName, PaymentSession, ProviderPayment } from '../../src/api/types';
import { checkoutWith, customerAddress, openProviderOrder, PROVIDER_INPUT, slugOf } from './checkoutHelpers';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import { call, ORIGIN, type Answer } from './helpers';

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
  { phoneMandatory = false, countryCode = 'SE', checkoutUrl = undefined as string | undefined } = {},
): Promise<OpenedSession> {
  const { checkoutToken, cartToken } = await checkoutWith(provider, { countryCode });
  const { status, body } = await openProviderOrder(provider, checkoutToken, {
    ...PROVIDER_INPUT,
    phoneMandatory,
    ...(checkoutUrl ? { checkoutUrl } : {}),
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
export const threeDSResult = (authorisationToken: string, transStatus = 'Y') =>
  Buffer.from(JSON.stringify({ authorisationToken, transStatus })).toString('base64');

/** The page the Drop-in runs on, as its payments name it (`origin`). */
export const SHOP_ORIGIN = ORIGIN;

/** The issuer's challenge a payment's action names, answered with `code` as the shopper would. */
export async function answerIssuer(
  actionToken: string,
  code: string,
): Promise<{ challenge: number; answer: number }> {
  const token = JSON.parse(Buffer.from(actionToken, 'base64').toString('utf8')) as {
    acsURL: string;
    threeDSServerTransID: string;
  };
  const creq = Buffer.from(
    JSON.stringify({
      threeDSServerTransID: token.threeDSServerTransID,
      messageType: 'CReq',
      messageVersion: '2.2.0',
      challengeWindowSize: '05',
    }),
  ).toString('base64url');
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });
  const challenge = await fetch(token.acsURL, form({ creq }));
  const answer = await fetch(
    `${new URL(token.acsURL).origin}/mock-providers/issuer/challenge/answer`,
    form({ threeDSServerTransID: token.threeDSServerTransID, code }),
  );
  return { challenge: challenge.status, answer: answer.status };
}

/**
 * Calls an Adyen session as the Drop-in does: each call sends the latest sessionData and keeps the
 * one its answer brings; a card payment names the page's origin; the challenge is answered at the
 * issuer, then the details carry the last action's authorisation token.
 */
export function adyenSessionCalls(session: { id: string; sessionData: string }) {
  let sessionData = session.sessionData;
  let authorisationToken = '';
  let actionToken = '';
  async function post(step: string, body: Record<string, unknown> = {}) {
    const answer = await call('POST', adyenPath(session.id, step), { body: { sessionData, ...body } });
    if (answer.status === 200 && typeof answer.body.sessionData === 'string')
      sessionData = answer.body.sessionData;
    const action = answer.body?.action as { authorisationToken?: string; token?: string } | undefined;
    if (action?.authorisationToken) authorisationToken = action.authorisationToken;
    if (action?.token) actionToken = action.token;
    return answer;
  }
  return {
    setup: () => post('setup'),
    pay: (paymentMethod?: unknown) =>
      post('payments', paymentMethod === undefined ? {} : { paymentMethod, origin: SHOP_ORIGIN }),
    /** The shopper answers the issuer with `challengeCode`, then the Drop-in sends the details. */
    details: async (challengeCode: string) => {
      if (actionToken) await answerIssuer(actionToken, challengeCode);
      return post('paymentDetails', { details: { threeDSResult: threeDSResult(authorisationToken) } });
    },
    /** The details without any answer at the issuer. */
    detailsUnanswered: () =>
      post('paymentDetails', { details: { threeDSResult: threeDSResult(authorisationToken) } }),
    actionToken: () => actionToken,
    sessionData: () => sessionData,
  };
}

/** Trustly as the Drop-in sends it to …/payments: the type only (adyen/types.ts, AdyenTrustlyPaymentMethod). */
export const TRUSTLY = { type: 'trustly' };

/** The redirect action's page (its `url`) answers the shopper's choice at this path, on its own host. */
export const BANK_ANSWER_PATH = '/mock-providers/bank/answer';

/** The form a browser posts, answered as it arrives (a 303 is not followed). */
export const formPost = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

/**
 * The shopper answers the redirect method's page (the redirect action's `url`) with one of its two
 * buttons, as the browser posts its form: the status, and where the 303 sends the shopper back to
 * (the shop's returnUrl with Adyen's `sessionId` and `redirectResult`), or null.
 */
export async function answerBank(
  actionUrl: string,
  answer: 'approve' | 'cancel',
): Promise<{ status: number; location: string | null }> {
  const payment = new URL(actionUrl).searchParams.get('payment') ?? '';
  const posted = await fetch(new URL(BANK_ANSWER_PATH, actionUrl), formPost({ payment, answer }));
  return { status: posted.status, location: posted.headers.get('location') };
}

/**
 * Back at the shop: the confirmation page sends its whole query (the return's `location`) to the
 * card checkout's backend, POST /shopper-adyen/orders, which submits its redirectResult.
 */
export function returnToShop(checkoutToken: string, location: string) {
  const query = Object.fromEntries(new URL(location).searchParams);
  return call<ProviderPayment>('POST', '/shopper-adyen/orders', { token: checkoutToken, body: query });
}

/** The fixture cart's line runs out, so the merchant check refuses the order. */
export const stockOut = () =>
  call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLUE-M', available: 0 } });

/** The provider's own view of an order (its server's GET …/sessions/{publicToken}). */
export const viewOf = async (provider: PaymentProviderName, token: string) =>
  (await providerCall<ProviderSessionView>('GET', provider, token)).body;
