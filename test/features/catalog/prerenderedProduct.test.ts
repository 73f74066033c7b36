import { pagePrerendered, type PrerenderedPage } from '../../../src/core/prerenderedPage';
import {
  catalogReducer,
  listingStarted,
  listingSucceeded,
  pricesStarted,
  productLeft,
  productRequested,
  stocksStarted,
} from '../../../src/features/catalog/catalogSlice';
import { marketReducer } from '../../../src/features/market/marketSlice';
import { norway, sweden } from '../../support/fixtures';
import { prices, product, stocks, summary } from './fixtures';

const served: PrerenderedPage = {
  market: norway,
  markets: [sweden, norway],
  product: {
    slug: 'classic-tee',
    product: product({ slug: 'classic-tee' }),
    storeGroupId: 'sg-default',
    prices: prices({ currencyCode: 'NOK' }),
    stocks,
    offers: [{ country: 'NO', currency: 'NOK', price: 23900, inStock: true, taxIncluded: true }],
  },
};

describe('the served page taken into the store', () => {
  it('shows the served product, its prices and stocks, and the market it was rendered for', () => {
    const catalog = catalogReducer(undefined, pagePrerendered(served));
    expect(catalog.product).toMatchObject({
      slug: 'classic-tee',
      prerendered: true,
      request: { status: 'succeeded' },
    });
    expect(catalog.prices).toMatchObject({ storeGroupId: 'sg-default', data: served.product?.prices });
    expect(catalog.stocks.data).toEqual(stocks);
    const market = marketReducer(undefined, pagePrerendered(served));
    expect(market.selected).toEqual(norway);
    expect(market.markets).toEqual([sweden, norway]);
  });

  it('keeps it on screen while the same product is asked for again, until the answers replace it', () => {
    let catalog = catalogReducer(undefined, pagePrerendered(served));
    catalog = catalogReducer(catalog, productRequested({ slug: 'classic-tee' }));
    catalog = catalogReducer(catalog, pricesStarted({ storeGroupId: 'sg-default' }));
    catalog = catalogReducer(catalog, stocksStarted());
    expect(catalog.product.product?.name).toBe('Classic Tee');
    expect(catalog.product.prerendered).toBe(false);
    expect(catalog.prices.data).toEqual(served.product?.prices);
    expect(catalog.stocks.data).toEqual(stocks);
    expect(catalog.product.offers).toEqual(served.product?.offers);
  });

  it('clears prices after that first refresh, as a market switch asks for the product again', () => {
    let catalog = catalogReducer(undefined, pagePrerendered(served));
    catalog = catalogReducer(catalog, productRequested({ slug: 'classic-tee' }));
    catalog = catalogReducer(catalog, productRequested({ slug: 'classic-tee' }));
    expect(catalog.prices.data).toBeNull();
    expect(catalog.stocks.data).toEqual([]);
    expect(catalog.product.offers).toEqual([]);
  });

  it('drops it for another product, and when the page is left', () => {
    const other = catalogReducer(
      catalogReducer(undefined, pagePrerendered(served)),
      productRequested({ slug: 'logo-mug' }),
    );
    expect(other.product.product).toBeNull();
    expect(other.prices.data).toBeNull();
    const left = catalogReducer(catalogReducer(undefined, pagePrerendered(served)), productLeft());
    expect(left.product).toMatchObject({ product: null, prerendered: false, offers: [] });
  });

  it("shows the home's served listing under the key the shop asks for it by", () => {
    const catalog = catalogReducer(
      undefined,
      pagePrerendered({
        market: sweden,
        markets: [sweden],
        listing: { key: 'se|default', products: [summary()] },
      }),
    );
    expect(catalog.listing).toMatchObject({ key: 'se|default', request: { status: 'succeeded' } });
    expect(catalog.listing.products).toHaveLength(1);
  });

  it('keeps the markets the settings brought over the served ones', () => {
    const known = marketReducer(
      marketReducer(undefined, pagePrerendered(served)),
      pagePrerendered({ ...served, markets: [] }),
    );
    expect(known.markets).toEqual([sweden, norway]);
  });
});

describe('a listing asked for again that says nothing new', () => {
  it('keeps the products it has, so nothing drawn from them renders again', () => {
    const shown = catalogReducer(
      undefined,
      pagePrerendered({
        market: sweden,
        markets: [sweden],
        listing: { key: 'se|default', products: [summary()] },
      }),
    );
    const again = catalogReducer(
      catalogReducer(shown, listingStarted({ key: 'se|default' })),
      listingSucceeded({ key: 'se|default', products: [summary()] }),
    );
    expect(again.listing.products).toBe(shown.listing.products);
    const changed = catalogReducer(
      again,
      listingSucceeded({ key: 'se|default', products: [summary({ name: 'New' })] }),
    );
    expect(changed.listing.products[0]?.name).toBe('New');
  });
});
