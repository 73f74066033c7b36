import { toErrorInfo } from '../../../src/api/apiError';
import {
  catalogReducer,
  initialCatalogState,
  listingFailed,
  listingStarted,
  listingSucceeded,
  pricesStarted,
  pricesSucceeded,
  productLeft,
  productRequested,
  productSucceeded,
  stocksSucceeded,
} from '../../../src/features/catalog/catalogSlice';
import { selectVariantPrice, selectVariantStock } from '../../../src/features/catalog/selectors';
import { prices, product, stocks, summary } from './fixtures';

const withCatalog = (catalog = initialCatalogState) => ({ catalog });

describe('catalog slice', () => {
  it("drops another key's products when a listing for a new market starts", () => {
    const shown = catalogReducer(
      catalogReducer(undefined, listingStarted({ key: 'se|sg-default' })),
      listingSucceeded({ key: 'se|sg-default', products: [summary()] }),
    );
    const next = catalogReducer(shown, listingStarted({ key: 'no|sg-default' }));
    expect(next.listing).toEqual({
      key: 'no|sg-default',
      products: [],
      request: { status: 'loading', error: null },
    });
  });

  it('keeps the products of the same key while they reload', () => {
    const shown = catalogReducer(
      catalogReducer(undefined, listingStarted({ key: 'se|sg-default' })),
      listingSucceeded({ key: 'se|sg-default', products: [summary()] }),
    );
    expect(catalogReducer(shown, listingStarted({ key: 'se|sg-default' })).listing.products).toHaveLength(1);
  });

  it('ignores a late answer for a key that is no longer shown', () => {
    const state = catalogReducer(undefined, listingStarted({ key: 'no|sg-default' }));
    const late = listingSucceeded({ key: 'se|sg-default', products: [summary()] });
    expect(catalogReducer(state, late).listing.products).toEqual([]);
    const lateFailure = listingFailed({ key: 'se|sg-default', error: toErrorInfo(new Error('x')) });
    expect(catalogReducer(state, lateFailure).listing.request.status).toBe('loading');
  });

  it('clears the product, prices and stocks when another slug is asked for, and keeps the product for the same slug', () => {
    let state = catalogReducer(undefined, productRequested({ slug: 'klassisk-t-shirt' }));
    state = catalogReducer(state, productSucceeded(product()));
    state = catalogReducer(state, pricesStarted({ storeGroupId: 'sg-default' }));
    state = catalogReducer(state, pricesSucceeded(prices()));
    state = catalogReducer(state, stocksSucceeded(stocks));

    const same = catalogReducer(state, productRequested({ slug: 'klassisk-t-shirt' }));
    expect(same.product.product?.id).toBe('pp-tee');
    expect(same.prices.data).toBeNull();

    const other = catalogReducer(state, productRequested({ slug: 'canvas-tote' }));
    expect(other.product.product).toBeNull();
    expect(other.stocks.data).toEqual([]);
  });

  it('forgets the product when the page is left', () => {
    const state = catalogReducer(
      catalogReducer(undefined, productRequested({ slug: 'x' })),
      productSucceeded(product()),
    );
    expect(catalogReducer(state, productLeft())).toEqual(initialCatalogState);
  });

  it("selects a variant's price and stock, or null when unknown", () => {
    const state = catalogReducer(
      catalogReducer(undefined, pricesSucceeded(prices())),
      stocksSucceeded(stocks),
    );
    expect(selectVariantPrice(withCatalog(state), 'TEE-RED-M')?.salePriceAmount).toBe(34900);
    expect(selectVariantStock(withCatalog(state), 'TEE-BLUE-M')?.available).toBe(3);
    expect(selectVariantPrice(withCatalog(state), 'NOPE')).toBeNull();
    expect(selectVariantStock(withCatalog(state), undefined)).toBeNull();
  });
});
