import { exceededOrderLimit } from '../../../src/features/cart/cartLines';
import {
  incognitoLinesOf,
  parentsFirst,
  parseIncognitoLines,
} from '../../../src/features/cart/incognitoLines';
import { promoErrorKey, splitTitleBody } from '../../../src/features/cart/promoErrors';
import { cart, line } from './fixtures';

describe('exceededOrderLimit', () => {
  const items = [
    line('a', 3, { productParentId: 'BCP', customAttributes: { orderLimit: 5 } }),
    line('b', 1, { productParentId: 'BCP', customAttributes: { orderLimit: 5 } }),
    line('c', 9, { productParentId: 'TEE' }),
  ];
  it('counts every variant of the parent: 4 in the cart + 2 is over 5', () => {
    expect(exceededOrderLimit(items, 'BCP', 2)).toBe(5);
  });
  it('allows reaching the limit exactly', () => {
    expect(exceededOrderLimit(items, 'BCP', 1)).toBeNull();
  });
  it('has no limit for a parent without orderLimit, or an unknown parent', () => {
    expect(exceededOrderLimit(items, 'TEE', 100)).toBeNull();
    expect(exceededOrderLimit(items, undefined, 100)).toBeNull();
  });
  it('uses a limit given by the caller for a parent not in the cart', () => {
    expect(exceededOrderLimit([], 'NEW', 3, 2)).toBe(2);
  });
});

describe('the incognito lines', () => {
  const withChild = cart({
    items: [
      line('p', 2, { productVariantId: 'BOX', customAttributes: { parentName: 'Gift Box' } }),
      line('c', 2, {
        productVariantId: 'WRAP',
        displayName: 'Wrap',
        options: { parentItem: 'p', note: 'x' },
      }),
    ],
  });

  it('keep variant, quantity, options and name, a child pointing at its parent by variant', () => {
    expect(incognitoLinesOf(withChild)).toEqual([
      { productVariantId: 'BOX', quantity: 2, options: {}, name: 'Gift Box' },
      { productVariantId: 'WRAP', quantity: 2, options: { note: 'x', parentVariantId: 'BOX' }, name: 'Wrap' },
    ]);
  });

  it('read back only well-formed lines', () => {
    expect(parseIncognitoLines('nope')).toEqual([]);
    expect(
      parseIncognitoLines([{ productVariantId: 'A' }, null, ...incognitoLinesOf(withChild)]),
    ).toHaveLength(2);
  });

  it('are re-added parents first', () => {
    const lines = incognitoLinesOf(withChild).reverse();
    expect(parentsFirst(lines).map((l) => l.productVariantId)).toEqual(['BOX', 'WRAP']);
  });
});

describe('promo errors', () => {
  it('maps the server codes to their catalogue names and anything else to null', () => {
    expect(promoErrorKey('EXPIRED_DISCOUNT_CODE')).toBe('expiredDiscount');
    expect(promoErrorKey('INACTIVE_DISCOUNT_CODE')).toBe('discountIsInactive');
    expect(promoErrorKey('toString')).toBeNull();
    expect(promoErrorKey('session not found')).toBeNull();
  });
  it("splits 'Title|Body' at the first pipe", () => {
    expect(splitTitleBody('Fel|Koden finns inte|ännu')).toEqual({
      title: 'Fel',
      body: 'Koden finns inte|ännu',
    });
    expect(splitTitleBody('Bara titel')).toEqual({ title: 'Bara titel', body: '' });
  });
});
