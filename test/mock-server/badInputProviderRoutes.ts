// The payment providers' own servers and scripts (/mock-providers/…) in the bad-input table. Their
// handlers are shared by every provider: Klarna's routes stand for all, plus Adyen's session endpoints.

import type { PaymentSession } from '../../src/api/types';
import type { Fixtures, Json, Route } from './badInputRoutes';
import { customerAddress } from './checkoutHelpers';
import { call } from './helpers';
import {
  ADYEN_CLIENT_KEY,
  adyenPath,
  answerIssuer,
  SHOP_ORIGIN,
  TEST_CARD,
  threeDSResult,
} from './providerSessions';

const address = customerAddress();
const customer: Json = { billingAddress: address, shippingAddress: address };
const long = (length: number) => 'x'.repeat(length);
const fixed = (body: Json) => () => Promise.resolve(body);
const tokenOf = (provider: 'KlarnaCheckout' | 'Adyen') => async (f: Fixtures) => ({
  publicToken: (await f.providerOrder(provider)).publicToken,
});
const klarna = '/mock-providers/klarna/api/sessions/{publicToken}';
const adyen = '/mock-providers/adyen/checkoutshopper/v1/sessions/{sessionId}';
const clientKey = { clientKey: ADYEN_CLIENT_KEY };

/** The Adyen order's session, as the merchant's backend hands it to the page. */
async function adyenSessionOf(f: Fixtures): Promise<{ id: string; sessionData: string }> {
  await f.providerOrder('Adyen');
  const token = await f.checkoutToken('Adyen');
  const { body } = await call<PaymentSession>('GET', '/shopper-adyen/checkouts', { token });
  return body.adyenSession!;
}

/** A payment of the test card waiting for its challenge, once per fixture set. */
const challenges = new WeakMap<
  Fixtures,
  Promise<{ id: string; sessionData: string; authorisationToken: string }>
>();
function challengeOf(f: Fixtures) {
  const made =
    challenges.get(f) ??
    (async () => {
      const { id, sessionData } = await adyenSessionOf(f);
      const { body } = await call<{
        sessionData: string;
        action: { authorisationToken: string; token: string };
      }>('POST', adyenPath(id, 'payments'), {
        body: { sessionData, paymentMethod: TEST_CARD, origin: SHOP_ORIGIN },
      });
      // The shopper passes the issuer's challenge: the details are then the Drop-in's to send.
      await answerIssuer(body.action.token, '1234');
      return { id, sessionData: body.sessionData, authorisationToken: body.action.authorisationToken };
    })();
  challenges.set(f, made);
  return made;
}

const withAddress = (key: string, change: Json) => (b: Json) => ({
  ...b,
  [key]: { ...(b[key] as Json), ...change },
});

export const mockProviderRoutes: Route[] = [
  { method: 'GET', path: klarna, style: 'control', params: tokenOf('KlarnaCheckout') },
  {
    method: 'POST',
    path: `${klarna}/customer`,
    style: 'control',
    params: tokenOf('KlarnaCheckout'),
    body: fixed(customer),
    cases: [
      { name: 'a field missing', status: 400, body: withAddress('billingAddress', { city: undefined }) },
      { name: 'country of 3 letters', status: 400, body: withAddress('shippingAddress', { country: 'SWE' }) },
      {
        name: 'email of 300 characters',
        status: 400,
        body: withAddress('billingAddress', { email: long(300) }),
      },
    ],
  },
  {
    method: 'POST',
    path: `${klarna}/lock`,
    style: 'control',
    params: tokenOf('KlarnaCheckout'),
    body: fixed({ locked: true }),
  },
  { method: 'POST', path: `${klarna}/purchase`, style: 'control', params: tokenOf('KlarnaCheckout') },
  {
    method: 'POST',
    path: `${adyen}/setup`,
    style: 'control',
    query: clientKey,
    params: async (f) => ({ sessionId: (await adyenSessionOf(f)).id }),
    body: async (f) => ({ sessionData: (await adyenSessionOf(f)).sessionData }),
    cases: [
      { name: 'no clientKey', status: 400, query: {} },
      { name: 'sessionData of no session', status: 422, body: () => ({ sessionData: 'e30=' }) },
    ],
  },
  {
    method: 'POST',
    path: `${adyen}/payments`,
    style: 'control',
    query: clientKey,
    params: async (f) => ({ sessionId: (await adyenSessionOf(f)).id }),
    body: async (f) => ({
      sessionData: (await adyenSessionOf(f)).sessionData,
      paymentMethod: TEST_CARD,
      origin: SHOP_ORIGIN,
    }),
    cases: [
      { name: 'no clientKey', status: 400, query: {} },
      { name: 'origin with a path', status: 400, body: (b) => ({ ...b, origin: `${SHOP_ORIGIN}/checkout` }) },
      { name: 'origin a number', status: 400, body: (b) => ({ ...b, origin: 5173 }) },
      { name: 'no origin for a card', status: 422, body: (b) => ({ ...b, origin: undefined }) },
      {
        name: 'card number of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, paymentMethod: { ...TEST_CARD, encryptedCardNumber: long(5000) } }),
      },
      {
        name: 'security code a number',
        status: 400,
        body: (b) => ({ ...b, paymentMethod: { ...TEST_CARD, encryptedSecurityCode: 737 } }),
      },
      { name: 'paymentMethod a string', status: 400, body: (b) => ({ ...b, paymentMethod: 'scheme' }) },
      {
        name: 'another payment method',
        status: 422,
        body: (b) => ({ ...b, paymentMethod: { type: 'paypal' } }),
      },
      {
        name: 'no paymentMethod with an amount due',
        status: 422,
        body: (b) => ({ sessionData: b.sessionData }),
      },
      {
        name: 'card fields not encrypted (no test_ prefix)',
        status: 422,
        body: (b) => ({ ...b, paymentMethod: { ...TEST_CARD, encryptedCardNumber: '4111111111111111' } }),
      },
    ],
  },
  {
    method: 'POST',
    path: `${adyen}/paymentDetails`,
    style: 'control',
    query: clientKey,
    params: async (f) => ({ sessionId: (await challengeOf(f)).id }),
    body: async (f) => {
      const { sessionData, authorisationToken } = await challengeOf(f);
      return { sessionData, details: { threeDSResult: threeDSResult(authorisationToken) } };
    },
    cases: [
      { name: 'no clientKey', status: 400, query: {} },
      { name: 'details a string', status: 400, body: (b) => ({ ...b, details: 'threeDSResult' }) },
      {
        name: 'threeDSResult of 5,000 characters',
        status: 400,
        body: (b) => ({ ...b, details: { threeDSResult: long(5000) } }),
      },
      {
        name: 'threeDSResult of another payment',
        status: 422,
        body: (b) => ({ ...b, details: { threeDSResult: threeDSResult('another') } }),
      },
    ],
  },
  {
    method: 'GET',
    path: '/mock-providers/{slug}/{file}',
    style: 'control',
    params: () => Promise.resolve({ slug: 'klarna', file: 'kco.js' }),
  },
];
