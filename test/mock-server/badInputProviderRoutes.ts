// The payment providers' own servers and scripts (/mock-providers/…) in the bad-input table. Their
// handlers are shared by every provider: Klarna's routes stand for all, plus Adyen's card routes.

import type { Fixtures, Json, Route } from './badInputRoutes';
import { customerAddress } from './checkoutHelpers';
import { call } from './helpers';
import { TEST_CARD } from './providerSessions';

const address = customerAddress();
const customer: Json = { billingAddress: address, shippingAddress: address };
const card = TEST_CARD;
const long = (length: number) => 'x'.repeat(length);
const fixed = (body: Json) => () => Promise.resolve(body);
const tokenOf = (provider: 'KlarnaCheckout' | 'Adyen') => async (f: Fixtures) => ({
  publicToken: (await f.providerOrder(provider)).publicToken,
});
const klarna = '/mock-providers/klarna/api/sessions/{publicToken}';
const adyen = '/mock-providers/adyen/api/sessions/{publicToken}';

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
    path: `${adyen}/payments`,
    style: 'control',
    params: tokenOf('Adyen'),
    body: fixed({ card }),
    cases: [
      {
        name: 'card number of 5,000 characters',
        status: 400,
        body: () => ({ card: { ...card, number: long(5000) } }),
      },
      { name: 'cvc a number', status: 400, body: () => ({ card: { ...card, cvc: 737 } }) },
    ],
  },
  {
    method: 'POST',
    path: `${adyen}/payments/details`,
    style: 'control',
    // A payment waiting for its challenge.
    params: async (f) => {
      const params = await tokenOf('Adyen')(f);
      await call('POST', `/mock-providers/adyen/api/sessions/${params.publicToken}/payments`, {
        body: { card },
      });
      return params;
    },
    body: fixed({ challengeCode: '1234' }),
    cases: [
      { name: 'challengeCode of 100 characters', status: 400, body: () => ({ challengeCode: long(100) }) },
    ],
  },
  {
    method: 'GET',
    path: '/mock-providers/{slug}/{file}',
    style: 'control',
    params: () => Promise.resolve({ slug: 'klarna', file: 'kco.js' }),
  },
];
