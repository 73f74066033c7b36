import { choosePaymentProvider, giftCardsOffered } from '../../../src/features/checkout/providerChoice';
import {
  giftCardByMask,
  maskGiftCardCode,
  normaliseGiftCard,
  readGiftCards,
  withGiftCard,
  writeGiftCards,
} from '../../../src/features/checkout/giftCardStore';
import { parseOrderError } from '../../../src/features/checkout/orderErrors';
import { giftCardAddRequested } from '../../../src/features/checkout/checkoutSlice';
import { redact } from '../../../src/core/redact';
import { fakeStorage } from '../../support/fakeServices';

const offered = (...names: string[]) => ({
  paymentProviders: names.map((name) => ({ name })),
  giftCardProviders: [],
  shippingProviders: [],
});

describe('the gift-card section', () => {
  const withCards = { ...offered('Adyen'), giftCardProviders: [{ name: 'retain24' }] };
  it('shows where the shop takes cards and the cart has a gift-card provider', () => {
    expect(giftCardsOffered(true, withCards)).toBe(true);
  });
  it('hides when the setting is off, the market has no gift-card provider, or there is no cart yet', () => {
    expect(giftCardsOffered(false, withCards)).toBe(false);
    expect(giftCardsOffered(true, offered('KlarnaCheckout'))).toBe(false);
    expect(giftCardsOffered(true, undefined)).toBe(false);
  });
});

describe('the payment provider', () => {
  it.each([
    [['WalleyCheckout', 'KlarnaCheckout', 'Avarda', 'QliroOne', 'Adyen'], 'Adyen'],
    [['WalleyCheckout', 'KlarnaCheckout', 'Avarda', 'QliroOne'], 'QliroOne'],
    [['WalleyCheckout', 'KlarnaCheckout', 'Avarda'], 'Avarda'],
    [['WalleyCheckout', 'KlarnaCheckout'], 'KlarnaCheckout'],
    [['WalleyCheckout'], 'WalleyCheckout'],
    [['Invoice'], null],
    [[], null],
  ])('among %j is %s (Adyen > QliroOne > Avarda > Klarna > Walley)', (names, chosen) => {
    expect(choosePaymentProvider(offered(...names))).toBe(chosen);
  });

  it('leaves out a provider that could not complete the order: Norge then pays with Walley, and nothing is left once Walley refused too', () => {
    const norge = offered('KlarnaCheckout', 'WalleyCheckout');
    expect(choosePaymentProvider(norge, ['KlarnaCheckout'])).toBe('WalleyCheckout');
    expect(choosePaymentProvider(norge, ['KlarnaCheckout', 'WalleyCheckout'])).toBeNull();
    expect(choosePaymentProvider(offered('Adyen', 'Avarda'), ['KlarnaCheckout'])).toBe('Adyen');
  });
});

describe('stored gift cards', () => {
  it('removes spaces from code and PIN, and is nothing when either is then empty', () => {
    expect(normaliseGiftCard(' 1111 2222 3333 4444 ', '12 34')).toEqual({
      code: '1111222233334444',
      pin: '1234',
    });
    expect(normaliseGiftCard('1111', '   ')).toBeNull();
    expect(normaliseGiftCard('  ', '1234')).toBeNull();
  });

  it("are kept as 'code|pin' strings, one per code, and read back", () => {
    const storage = fakeStorage();
    const cards = withGiftCard(withGiftCard([], { code: '1111', pin: '1' }), { code: '1111', pin: '2' });
    writeGiftCards(storage, cards);
    expect(storage.get('giftCards')).toEqual(['1111|2']);
    expect(readGiftCards(storage)).toEqual([{ code: '1111', pin: '2' }]);
  });

  it('discard a stored value that is not a list, and entries that are not code|pin', () => {
    const notAList = fakeStorage({ giftCards: { code: '1111' } });
    expect(readGiftCards(notAList)).toEqual([]);
    expect(notAList.get('giftCards')).toBeUndefined();
    expect(readGiftCards(fakeStorage({ giftCards: ['1111|1', 42, 'no-pin', '|2'] }))).toEqual([
      { code: '1111', pin: '1' },
    ]);
  });

  it('are shown by their last four digits, and found again by that', () => {
    expect(maskGiftCardCode('1111222233334444')).toBe('•••• 4444');
    expect(giftCardByMask([{ code: '1111222233334444', pin: '1' }], '•••• 4444')?.code).toBe(
      '1111222233334444',
    );
  });

  it('never show their PIN in a recorded action', () => {
    expect(redact(giftCardAddRequested({ code: '1111', pin: '1234' }))).toEqual({
      type: 'checkout/giftCardAddRequested',
      payload: { code: '1111', pin: '[redacted]' },
    });
  });
});

describe('the order-error panel', () => {
  it.each([
    [
      'shippingAddress.telephoneNumber: is a required field',
      {
        path: 'shippingAddress.telephoneNumber',
        address: 'shippingAddress',
        field: 'telephoneNumber',
        problem: 'required',
      },
    ],
    [
      'billingAddress.country: invalid ISO 3166-1 alpha-2 country code',
      {
        path: 'billingAddress.country',
        address: 'billingAddress',
        field: 'country',
        problem: 'invalidCountry',
      },
    ],
    ['customer.givenName: is a required field', { address: null, field: 'givenName', problem: 'required' }],
    ['items: must not be empty', { path: 'items', field: null, problem: null, message: 'must not be empty' }],
  ])("reads '%s'", (entry, expected) => {
    expect(parseOrderError(entry)).toMatchObject(expected);
  });
});
