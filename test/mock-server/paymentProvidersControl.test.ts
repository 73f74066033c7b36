/** @jest-environment node */
import { call, withMockBackend } from './helpers';

withMockBackend();

interface Cart {
  capabilities: { paymentProviders: { name: string }[] };
}

const startCart = async (countryCode: string) =>
  (
    await call<{ token: string }>('POST', '/shopper/sessions/start', {
      body: { storeGroupId: 'default', countryCode, languageCode: 'sv' },
    })
  ).body.token;

const providersOf = async (token: string) =>
  (await call<Cart>('GET', '/shopper/sessions', { token })).body.capabilities.paymentProviders.map(
    (provider) => provider.name,
  );

describe('POST /__mock/payment-providers', () => {
  it("sets the providers a market's new and existing carts offer, in that order, until a reset", async () => {
    const before = await startCart('SE');
    const norway = await startCart('NO');
    const answer = await call<{ paymentProviders: Record<string, string[]> }>(
      'POST',
      '/__mock/payment-providers',
      { body: { countryCode: 'se', providers: ['WalleyCheckout', 'QliroOne'] } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.paymentProviders.SE).toEqual(['WalleyCheckout', 'QliroOne']);
    expect(answer.body.paymentProviders.NO).toEqual(['KlarnaCheckout', 'WalleyCheckout']);

    expect(await providersOf(before)).toEqual(['WalleyCheckout', 'QliroOne']);
    expect(await providersOf(await startCart('SE'))).toEqual(['WalleyCheckout', 'QliroOne']);
    expect(await providersOf(norway)).toEqual(['KlarnaCheckout', 'WalleyCheckout']);
    const shown = await call<{ paymentProviders: Record<string, string[]> }>(
      'GET',
      '/__mock/payment-providers',
    );
    expect(shown.body.paymentProviders.SE).toEqual(['WalleyCheckout', 'QliroOne']);

    await call('POST', '/__mock/reset');
    expect(await providersOf(await startCart('SE'))).toEqual([
      'Adyen',
      'QliroOne',
      'Avarda',
      'KlarnaCheckout',
      'WalleyCheckout',
    ]);
  });

  it('a market set to no providers cannot start a checkout', async () => {
    await call('POST', '/__mock/payment-providers', { body: { countryCode: 'FI', providers: [] } });
    expect(await providersOf(await startCart('FI'))).toEqual([]);
  });

  it.each([
    [{ countryCode: 'XX', providers: ['Adyen'] }, "unknown countryCode 'XX'"],
    [{ providers: ['Adyen'] }, 'countryCode'],
    [{ countryCode: 'SE', providers: 'Adyen' }, 'providers must be a list'],
    [{ countryCode: 'SE', providers: ['Klarna'] }, 'providers must each be one of'],
    [{ countryCode: 'SE', providers: ['Adyen', 'Adyen'] }, 'providers must not repeat'],
  ])('refuses %j with a 400', async (body, message) => {
    const answer = await call<{ error?: string; message?: string }>('POST', '/__mock/payment-providers', {
      body,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(await providersOf(await startCart('SE'))).toHaveLength(5);
  });
});
