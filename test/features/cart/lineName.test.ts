import { lineName } from '../../../src/features/cart/cartLines';
import { cartItem } from './fixtures';

describe('lineName: the one name a cart line goes by (toasts, summary, analytics, incognito cart)', () => {
  const item = { ...cartItem('l1', 1), name: 'Classic Tee Blue M', displayName: 'Classic Tee Blue' };

  it("prefers the product's name, since the variant's colour and size are shown beside it", () => {
    expect(lineName({ ...item, customAttributes: { parentName: 'Classic Tee' } })).toBe('Classic Tee');
  });

  it('falls back to the display name, then the name, then the variant id', () => {
    expect(lineName(item)).toBe('Classic Tee Blue');
    expect(lineName({ ...item, displayName: '' })).toBe('Classic Tee Blue M');
    expect(lineName({ ...item, displayName: '', name: '' })).toBe('variant-l1');
  });
});
