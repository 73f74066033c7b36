import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import { sessionReducer } from '../../../src/core/session';
import { cartReducer, cartSucceeded, GIFT_NOTE } from '../../../src/features/cart';
import { selectGiftNotePrice } from '../../../src/features/catalog/selectors';
import {
  catalogRootSaga,
  followProductToMarket,
  listingKey,
  loadListing,
  loadProduct,
} from '../../../src/features/catalog/catalogSagas';
import {
  catalogReducer,
  listingRequested,
  listingStarted,
  listingSucceeded,
  listingFailed,
  giftNotePricesFailed,
  giftNotePricesSucceeded,
  pricesSucceeded,
  productFailed,
  productRequested,
  productSucceeded,
  stocksFailed,
  stocksSucceeded,
} from '../../../src/features/catalog/catalogSlice';
import { marketChosen, marketReducer, marketRestored } from '../../../src/features/market/marketSlice';
import { notificationsReducer } from '../../../src/features/notifications/notificationsSlice';
import { settingsReducer } from '../../../src/features/settings/settingsSlice';
import { businessGroup, norway, sweden } from '../../support/fixtures';
import { sagaHarness, shopLoaded } from '../../support/sagaHarness';
import { cart } from '../cart/fixtures';
import { prices, product, stocks, summary } from './fixtures';
import { runToEnd } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(
  combineReducers({
    settings: settingsReducer,
    market: marketReducer,
    cart: cartReducer,
    catalog: catalogReducer,
    session: sessionReducer,
    notifications: notificationsReducer,
  }),
);

const loadedState = (market = sweden) => state(...shopLoaded(market));

const notFound = () =>
  new ApiError({ message: 'product not found', statusCode: 404, body: { error: 'product not found' } });

describe('loadListing', () => {
  it('lists the products for the market and the storeGroupId cookie, then sends view_item_list in major units', async () => {
    const { services, events, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    const products = [summary(), summary({ id: 'pp-tote', productNumber: 'PF-1003', name: 'Canvas Tote' })];
    const { storeState } = await expectSaga(loadListing)
      .withReducer(reducer, loadedState())
      .provide([[matchers.call.fn(services.api.shopper.listProducts), products], ...providers])
      .call(services.api.shopper.listProducts, {
        countryCode: 'SE',
        languageCode: 'sv',
        storeGroupId: 'sg-default',
      })
      .put(listingStarted({ key: 'se|sg-default' }))
      .put(listingSucceeded({ key: 'se|sg-default', products }))
      .run();
    expect(storeState.catalog.listing.products).toEqual(products);
    expect(storeState.catalog.listing.request.status).toBe('succeeded');
    expect(events).toEqual([
      {
        event: 'view_item_list',
        params: {
          ecommerce: {
            item_list_id: 'home',
            item_list_name: 'Home',
            items: [
              {
                item_id: 'PF-1001',
                item_name: 'Classic Tee',
                item_brand: 'Printfabriken',
                index: 0,
                price: 239,
                currency: 'SEK',
              },
              {
                item_id: 'PF-1003',
                item_name: 'Canvas Tote',
                item_brand: 'Printfabriken',
                index: 1,
                price: 239,
                currency: 'SEK',
              },
            ],
          },
        },
      },
    ]);
  });

  it('without the cookie uses the store group named by the storeGroupSlug cookie', async () => {
    const { services, providers } = setup({ cookies: { storeGroupSlug: businessGroup.slug } });
    await expectSaga(loadListing)
      .withReducer(reducer, loadedState(norway))
      .provide([[matchers.call.fn(services.api.shopper.listProducts), []], ...providers])
      .call(services.api.shopper.listProducts, {
        countryCode: 'NO',
        languageCode: 'en',
        storeGroupId: businessGroup.id,
      })
      .put(listingStarted({ key: listingKey('no', businessGroup.id) }))
      .run();
  });

  it('a new visitor’s listing goes out at once, by the default group’s slug, before the settings arrive', async () => {
    const { services, providers } = setup();
    await expectSaga(loadListing)
      .withReducer(reducer, state(marketRestored(sweden)))
      .provide([[matchers.call.fn(services.api.shopper.listProducts), []], ...providers])
      .call(services.api.shopper.listProducts, {
        countryCode: 'SE',
        languageCode: 'sv',
        storeGroupId: 'default',
      })
      .put(listingStarted({ key: 'se|default' }))
      .run();
  });

  it('records a failure with the error and sends no analytics', async () => {
    const { services, events, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    const error = new ApiError({ message: 'Injected fault 500', statusCode: 500 });
    const { storeState } = await expectSaga(loadListing)
      .withReducer(reducer, loadedState())
      .provide([[matchers.call.fn(services.api.shopper.listProducts), throwError(error)], ...providers])
      .put(listingFailed({ key: 'se|sg-default', error: toErrorInfo(error) }))
      .run();
    expect(storeState.catalog.listing.request.status).toBe('failed');
    expect(events).toEqual([]);
  });
});

describe('loadProduct', () => {
  it('loads the product by slug, then its prices and stocks for the store group, and sends view_item', async () => {
    const { services, events, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    const { storeState } = await expectSaga(loadProduct, productRequested({ slug: 'klassisk-t-shirt' }))
      .withReducer(reducer, reducer(loadedState(), productRequested({ slug: 'klassisk-t-shirt' })))
      .provide([
        [matchers.call.fn(services.api.shopper.getProductBySlug), product()],
        [matchers.call.fn(services.api.shopper.getPrices), prices()],
        [matchers.call.fn(services.api.shopper.getStocks), stocks],
        ...providers,
      ])
      .call(services.api.shopper.getProductBySlug, 'klassisk-t-shirt', {
        countryCode: 'SE',
        languageCode: 'sv',
      })
      .call(services.api.shopper.getPrices, 'pp-tee', 'sg-default', 'SE')
      .call(services.api.shopper.getStocks, 'pp-tee', 'sg-default', 'SE')
      .put(productSucceeded(product()))
      .put(pricesSucceeded(prices()))
      .put(stocksSucceeded(stocks))
      .run();
    expect(storeState.catalog.product.product?.name).toBe('Classic Tee');
    expect(storeState.catalog.prices.storeGroupId).toBe('sg-default');
    expect(events).toEqual([
      {
        event: 'view_item',
        params: {
          ecommerce: {
            currency: 'SEK',
            value: 239,
            items: [
              {
                item_id: 'PF-1001',
                item_name: 'Classic Tee',
                item_brand: 'Printfabriken',
                price: 239,
                currency: 'SEK',
                quantity: 1,
              },
            ],
          },
        },
      },
    ]);
  });

  it('keeps the prices when the stocks fail (they load side by side)', async () => {
    const { services, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    const error = new ApiError({ message: 'boom', statusCode: 500 });
    const { storeState } = await expectSaga(loadProduct, productRequested({ slug: 'klassisk-t-shirt' }))
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.getProductBySlug), product()],
        [matchers.call.fn(services.api.shopper.getPrices), prices()],
        [matchers.call.fn(services.api.shopper.getStocks), throwError(error)],
        ...providers,
      ])
      .put(pricesSucceeded(prices()))
      .put(stocksFailed(toErrorInfo(error)))
      .run();
    expect(storeState.catalog.prices.data).toEqual(prices());
  });

  it("loads the gift note's prices beside the gift box's own, and not for a product without a note", async () => {
    const { services, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    const giftBox = product({ id: 'pp-gift-box' });
    const notePrices = prices({
      productParentId: GIFT_NOTE.productParentId,
      variants: [
        {
          productVariantId: GIFT_NOTE.productVariantId,
          basePriceAmount: 2900,
          salePriceAmount: 2900,
          taxPercentage: 2500,
        },
      ],
    });
    const { storeState } = await expectSaga(loadProduct, productRequested({ slug: 'presentask' }))
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.getProductBySlug), giftBox],
        [
          matchers.call.fn(services.api.shopper.getPrices),
          dynamic(({ args }) => (args[0] === GIFT_NOTE.productParentId ? notePrices : prices())),
        ],
        [matchers.call.fn(services.api.shopper.getStocks), stocks],
        ...providers,
      ])
      .call(services.api.shopper.getPrices, 'pp-gift-box', 'sg-default', 'SE')
      .call(services.api.shopper.getPrices, GIFT_NOTE.productParentId, 'sg-default', 'SE')
      .put(giftNotePricesSucceeded(notePrices))
      .run();
    expect(selectGiftNotePrice(storeState)).toEqual({
      price: notePrices.variants[0],
      currencyCode: 'SEK',
    });

    const tee = await expectSaga(loadProduct, productRequested({ slug: 'klassisk-t-shirt' }))
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.getProductBySlug), product()],
        [matchers.call.fn(services.api.shopper.getPrices), prices()],
        [matchers.call.fn(services.api.shopper.getStocks), stocks],
        ...providers,
      ])
      .not.call(services.api.shopper.getPrices, GIFT_NOTE.productParentId, 'sg-default', 'SE')
      .run();
    expect(selectGiftNotePrice(tee.storeState)).toBeNull();
  });

  it("keeps the box's prices when the gift note's prices fail", async () => {
    const { services, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    const error = new ApiError({ message: 'boom', statusCode: 500 });
    const { storeState } = await expectSaga(loadProduct, productRequested({ slug: 'presentask' }))
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.getProductBySlug), product({ id: 'pp-gift-box' })],
        [
          matchers.call.fn(services.api.shopper.getPrices),
          dynamic(({ args }) => {
            if (args[0] === GIFT_NOTE.productParentId) throw error;
            return prices();
          }),
        ],
        [matchers.call.fn(services.api.shopper.getStocks), stocks],
        ...providers,
      ])
      .put(giftNotePricesFailed(toErrorInfo(error)))
      .run();
    expect(storeState.catalog.prices.data).toEqual(prices());
    expect(selectGiftNotePrice(storeState)).toBeNull();
  });

  it('records a 404 for an unknown slug and asks for no prices, stocks or analytics', async () => {
    const { services, events, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    const { storeState } = await expectSaga(loadProduct, productRequested({ slug: 'no-such-thing' }))
      .withReducer(reducer, loadedState())
      .provide([
        [matchers.call.fn(services.api.shopper.getProductBySlug), throwError(notFound())],
        ...providers,
      ])
      .put(productFailed(toErrorInfo(notFound())))
      .not.call.fn(services.api.shopper.getPrices)
      .not.call.fn(services.api.shopper.getStocks)
      .run();
    expect(storeState.catalog.product.request.error?.statusCode).toBe(404);
    expect(events).toEqual([]);
  });
});

describe('catalog root saga', () => {
  it('refetches a shown listing when the market changes, and not when the cart keeps the store group', async () => {
    const { services, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    const shown = reducer(
      reducer(loadedState(), listingStarted({ key: 'se|sg-default' })),
      listingSucceeded({ key: 'se|sg-default', products: [summary()] }),
    );
    const queries: unknown[] = [];
    const { storeState } = await runToEnd(
      expectSaga(catalogRootSaga)
        .withReducer(reducer, shown)
        .provide([
          [
            matchers.call.fn(services.api.shopper.listProducts),
            dynamic(({ args }) => (queries.push(args[0]), [])),
          ],
          ...providers,
        ])
        .dispatch(cartSucceeded(cart({ storeGroupId: 'sg-default' })))
        .put(listingRequested()),
      marketChosen(norway),
    );
    expect(queries).toEqual([{ countryCode: 'NO', languageCode: 'en', storeGroupId: 'sg-default' }]);
    expect(storeState.catalog.listing.key).toBe('no|sg-default');
  });

  it('refetches the listing when the cart moves to another store group', async () => {
    const { services, providers } = setup({ cookies: { storeGroupId: businessGroup.id } });
    const shown = reducer(loadedState(), listingStarted({ key: 'se|sg-default' }));
    await runToEnd(
      expectSaga(catalogRootSaga)
        .withReducer(reducer, shown)
        .provide([[matchers.call.fn(services.api.shopper.listProducts), []], ...providers])
        .dispatch(cartSucceeded(cart({ storeGroupId: businessGroup.id })))
        .call(services.api.shopper.listProducts, {
          countryCode: 'SE',
          languageCode: 'sv',
          storeGroupId: businessGroup.id,
        }),
    );
  });

  it('asks for a new visitor’s listing once: the settings and the cart session then name the same group by id', async () => {
    const { services, cookies, providers } = setup();
    const queries: unknown[] = [];
    const { storeState } = await runToEnd(
      expectSaga(catalogRootSaga)
        .withReducer(reducer, state(marketRestored(sweden)))
        .provide([
          [
            matchers.call.fn(services.api.shopper.listProducts),
            dynamic(({ args }) => {
              queries.push(args[0]);
              // Meanwhile the cart session starts and names the group by its id.
              cookies.set('storeGroupId', 'sg-default');
              return [summary()];
            }),
          ],
          ...providers,
        ])
        .dispatch(listingRequested()),
      shopLoaded()[0]!,
      cartSucceeded(cart({ storeGroupId: 'sg-default' })),
    );
    expect(queries).toEqual([{ countryCode: 'SE', languageCode: 'sv', storeGroupId: 'default' }]);
    expect(storeState.catalog.listing.request.status).toBe('succeeded');
  });

  it('fetches no listing on a market change when none was shown', async () => {
    const { services, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    await runToEnd(
      expectSaga(catalogRootSaga)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(services.api.shopper.listProducts), []], ...providers])
        .dispatch(marketChosen(norway))
        .not.put(listingRequested()),
    );
  });
});

describe('followProductToMarket', () => {
  it("moves the product page to the product's address in the new market", async () => {
    const { services, navigations, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    const shown = reducer(
      reducer(loadedState(norway), productRequested({ slug: 'klassisk-t-shirt' })),
      productSucceeded(product()),
    );
    await expectSaga(followProductToMarket)
      .withReducer(reducer, shown)
      .provide([
        [matchers.call.fn(services.api.shopper.listProducts), [summary({ slug: 'classic-tee' })]],
        ...providers,
      ])
      .not.put(productRequested({ slug: 'klassisk-t-shirt' }))
      .run();
    expect(navigations).toEqual(['/product/classic-tee']);
  });

  it('asks for the same slug again when the new market does not list the product', async () => {
    const { services, navigations, providers } = setup({ cookies: { storeGroupId: 'sg-default' } });
    const shown = reducer(
      reducer(loadedState(norway), productRequested({ slug: 'klassisk-t-shirt' })),
      productSucceeded(product()),
    );
    await expectSaga(followProductToMarket)
      .withReducer(reducer, shown)
      .provide([[matchers.call.fn(services.api.shopper.listProducts), []], ...providers])
      .put(productRequested({ slug: 'klassisk-t-shirt' }))
      .run();
    expect(navigations).toEqual([]);
  });
});
