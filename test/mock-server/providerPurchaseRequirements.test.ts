/** @jest-environment node */
import type { PaymentProviderName } from '../../src/api/types';
import { PAYMENT_PROVIDERS } from '../../src/api/types/checkout';
import { db } from '../../mock-server/db';
import { seedSlice } from '../../mock-server/fixtures';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import { withMockBackend } from './helpers';
import { postCreateOrder } from './ordersHelpers';
import {
  adyenSessionCalls,
  customerBody,
  openSession,
  providerCall,
  TEST_CARD,
  type OpenedSession,
} from './providerSessions';

// A provider's server pays an order only with what its form makes the shopper enter and do: a call
// that skips the form (straight to …/purchase, or to Adyen's payments without the details, the card
// or the 3-D Secure challenge) is refused with a 4xx in that server's error body, and leaves nothing
// create-order could record.

withMockBackend();

const SEEDED_ORDERS = seedSlice('orders').orders.size;
const INCOMPLETE = 'the shopper has not entered what the checkout form requires';

const orderStatus = async (provider: PaymentProviderName, publicToken: string) =>
  (await providerCall<ProviderSessionView>('GET', provider, publicToken)).body.status;

/** create-order as the confirmation page would send it for the session's order. */
const createOrder = (opened: OpenedSession) =>
  postCreateOrder(
    { order: { provider: opened.session.provider, reference: opened.session.order.reference } },
    opened.checkoutToken,
  );

/** Nothing was paid: the order is open and create-order has nothing to record (409). */
async function expectNothingPaid(provider: PaymentProviderName, opened: OpenedSession) {
  expect(await orderStatus(provider, opened.publicToken)).toBe('open');
  const recorded = await createOrder(opened);
  expect(recorded.status).toBe(409);
  expect(recorded.body).toMatchObject({ error: 'payment not completed' });
  expect(db().orders.orders.size).toBe(SEEDED_ORDERS);
}

const FORM_PURCHASES = PAYMENT_PROVIDERS.filter((provider) => provider !== 'Adyen');

describe.each(FORM_PURCHASES.map((provider) => [provider]))(
  "the %s server's purchase asks for what its form asks of the shopper",
  (provider: PaymentProviderName) => {
    it('refuses a purchase before any details were entered: 422, the missing addresses named', async () => {
      const opened = await openSession(provider);
      const answer = await providerCall('POST', provider, opened.publicToken, '/purchase');
      expect(answer).toEqual({
        status: 422,
        body: {
          error: INCOMPLETE,
          errors: ['billingAddress: is a required field', 'shippingAddress: is a required field'],
        },
      });
      await expectNothingPaid(provider, opened);
    });

    it('refuses details the form would not take: a blank field, a malformed e-mail or phone', async () => {
      const opened = await openSession(provider);
      const typed = customerBody({ city: '  ', email: 'greta.example.se', telephoneNumber: 'call me' });
      expect((await providerCall('POST', provider, opened.publicToken, '/customer', typed)).status).toBe(200);
      const answer = await providerCall('POST', provider, opened.publicToken, '/purchase');
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual(
        ['billingAddress', 'shippingAddress'].flatMap((key) => [
          `${key}.email: invalid email address`,
          `${key}.city: is a required field`,
          `${key}.telephoneNumber: invalid phone number`,
        ]),
      );
      await expectNothingPaid(provider, opened);
    });

    it('refuses a phone number the form would not take, all else being right', async () => {
      const opened = await openSession(provider);
      await providerCall(
        'POST',
        provider,
        opened.publicToken,
        '/customer',
        customerBody({ telephoneNumber: 'call me' }),
      );
      const answer = await providerCall('POST', provider, opened.publicToken, '/purchase');
      expect(answer).toEqual({
        status: 422,
        body: {
          error: INCOMPLETE,
          errors: [
            'billingAddress.telephoneNumber: invalid phone number',
            'shippingAddress.telephoneNumber: invalid phone number',
          ],
        },
      });
      await expectNothingPaid(provider, opened);
    });

    it('requires the phone when the order makes it mandatory, and not otherwise', async () => {
      const mandatory = await openSession(provider, { phoneMandatory: true });
      const noPhone = customerBody({ telephoneNumber: '' });
      await providerCall('POST', provider, mandatory.publicToken, '/customer', noPhone);
      const refused = await providerCall('POST', provider, mandatory.publicToken, '/purchase');
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        'billingAddress.telephoneNumber: is a required field',
        'shippingAddress.telephoneNumber: is a required field',
      ]);
      await expectNothingPaid(provider, mandatory);

      const optional = await openSession(provider);
      await providerCall('POST', provider, optional.publicToken, '/customer', noPhone);
      expect((await providerCall('POST', provider, optional.publicToken, '/purchase')).body).toMatchObject({
        status: 'completed',
      });
    });

    it('completes the purchase with the details the form takes, and create-order records it', async () => {
      const opened = await openSession(provider);
      await providerCall('POST', provider, opened.publicToken, '/customer', customerBody());
      const answer = await providerCall('POST', provider, opened.publicToken, '/purchase');
      expect(answer).toEqual({
        status: 200,
        body: { status: 'completed', reference: opened.session.order.reference },
      });
      expect((await createOrder(opened)).status).toBe(201);
    });
  },
);

describe("Adyen's payment asks for the shopper's details, the card and the passed 3-D Secure challenge", () => {
  let opened: OpenedSession;
  let adyen: ReturnType<typeof adyenSessionCalls>;
  beforeEach(async () => {
    opened = await openSession('Adyen');
    adyen = adyenSessionCalls(opened.session.adyenSession!);
  });

  const refusal = (message: string) => ({
    error: message,
    status: 422,
    errorCode: '422',
    message,
    errorType: 'validation',
  });

  it('has no …/purchase call to complete an order with (404)', async () => {
    await providerCall('POST', 'Adyen', opened.publicToken, '/customer', customerBody());
    expect((await providerCall('POST', 'Adyen', opened.publicToken, '/purchase')).status).toBe(404);
    await expectNothingPaid('Adyen', opened);
  });

  it('refuses a card payment before the details were entered (422 in Adyen’s error body), with no challenge', async () => {
    const paid = await adyen.pay(TEST_CARD);
    expect(paid).toEqual({
      status: 422,
      body: {
        ...refusal(INCOMPLETE),
        errors: ['billingAddress: is a required field', 'shippingAddress: is a required field'],
      },
    });
    expect(db().providers.challenges.size).toBe(0);
    expect((await adyen.details('1234')).status).toBe(422);
    await expectNothingPaid('Adyen', opened);
  });

  it('refuses a payment without a card while an amount is due, and a challenge answer without a challenge', async () => {
    await providerCall('POST', 'Adyen', opened.publicToken, '/customer', customerBody());
    expect(await adyen.pay()).toEqual({ status: 422, body: refusal('paymentMethod is required') });
    expect(await adyen.details('1234')).toEqual({
      status: 422,
      body: refusal('no payment of this session awaits its details'),
    });
    await expectNothingPaid('Adyen', opened);
  });

  it('does not authorise a card whose challenge failed', async () => {
    await providerCall('POST', 'Adyen', opened.publicToken, '/customer', customerBody());
    expect((await adyen.pay(TEST_CARD)).body.resultCode).toBe('ChallengeShopper');
    expect((await adyen.details('0000')).body.resultCode).toBe('Refused');
    await expectNothingPaid('Adyen', opened);
  });

  it('refuses the challenge answer once the details were emptied after the card was sent', async () => {
    await providerCall('POST', 'Adyen', opened.publicToken, '/customer', customerBody());
    expect((await adyen.pay(TEST_CARD)).body.resultCode).toBe('ChallengeShopper');
    await providerCall('POST', 'Adyen', opened.publicToken, '/customer', customerBody({ email: '' }));
    const answer = await adyen.details('1234');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      'billingAddress.email: is a required field',
      'shippingAddress.email: is a required field',
    ]);
    await expectNothingPaid('Adyen', opened);
  });

  it('authorises the details, the card and the passed challenge, and create-order records the order', async () => {
    await providerCall('POST', 'Adyen', opened.publicToken, '/customer', customerBody());
    expect((await adyen.pay(TEST_CARD)).body.resultCode).toBe('ChallengeShopper');
    expect((await adyen.details('1234')).body.resultCode).toBe('Authorised');
    expect((await createOrder(opened)).status).toBe(201);
  });
});
