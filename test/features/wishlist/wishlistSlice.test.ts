import type { SkuProduct } from '../../../src/api/types';
import { parseStoredEntries, wishlistEntry } from '../../../src/features/wishlist/entries';
import {
  selectFavoriteProducts,
  selectIsInWishlist,
  selectIsJustAdded,
} from '../../../src/features/wishlist/selectors';
import {
  addedFlagCleared,
  entryAdded,
  entryRemoved,
  initialWishlistState,
  lookupSucceeded,
  wishlistReducer,
} from '../../../src/features/wishlist/wishlistSlice';

const product = (product_number: string, color_variant: string | null): SkuProduct => ({
  id: product_number,
  product_number,
  color_variant,
  name: product_number,
  slug: product_number.toLowerCase(),
  imageUrl: '/x.svg',
  productVariantId: `${product_number}-V`,
  price: { basePriceAmount: 100, salePriceAmount: 100, currencyCode: 'SEK' },
  inStock: true,
});

describe('wishlist entries', () => {
  it('are the product number with an optional &color=value', () => {
    expect(wishlistEntry('PF-1001')).toBe('PF-1001');
    expect(wishlistEntry('PF-1001', 'Blue')).toBe('PF-1001&color=Blue');
    expect(wishlistEntry('PF-1001', null)).toBe('PF-1001');
  });

  it('keep only non-empty strings from storage, each once', () => {
    expect(parseStoredEntries(['a', 'a', '', 3, null, 'b&color=Red'])).toEqual(['a', 'b&color=Red']);
    expect(parseStoredEntries('a')).toEqual([]);
    expect(parseStoredEntries(undefined)).toEqual([]);
  });
});

describe('wishlist slice', () => {
  it('adds an entry once and flags it; removing it drops the flag', () => {
    let state = wishlistReducer(undefined, entryAdded('A'));
    state = wishlistReducer(state, entryAdded('A'));
    expect(state).toMatchObject({ entries: ['A'], added: 'A' });
    expect(wishlistReducer(state, entryRemoved('A'))).toMatchObject({ entries: [], added: null });
  });

  it('clears the flag only for the entry that holds it', () => {
    const state = wishlistReducer(wishlistReducer(undefined, entryAdded('A')), entryAdded('B'));
    expect(wishlistReducer(state, addedFlagCleared('A')).added).toBe('B');
    expect(wishlistReducer(state, addedFlagCleared('B')).added).toBeNull();
  });

  it('selects membership, the just-added entry and the looked-up products still on the list', () => {
    let wishlist = { ...initialWishlistState, entries: ['PF-1&color=Red', 'PF-2'] };
    wishlist = wishlistReducer(
      wishlist,
      lookupSucceeded([product('PF-1', 'Red'), product('PF-2', null), product('PF-3', null)]),
    );
    wishlist = wishlistReducer(wishlist, entryAdded('PF-2'));
    const state = { wishlist };
    expect(selectIsInWishlist(state, 'PF-1&color=Red')).toBe(true);
    expect(selectIsInWishlist(state, 'PF-1')).toBe(false);
    expect(selectIsJustAdded(state, 'PF-2')).toBe(true);
    expect(selectFavoriteProducts(state).map((p) => p.product_number)).toEqual(['PF-1', 'PF-2']);
    const afterRemoval = { wishlist: wishlistReducer(wishlist, entryRemoved('PF-1&color=Red')) };
    expect(selectFavoriteProducts(afterRemoval).map((p) => p.product_number)).toEqual(['PF-2']);
  });
});
