import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Market, StoreGroup } from '../../contracts/types/management';
import type { PriceData, VariantStock } from '../../contracts/types/shopper';
import type { ProductsBySkuResult } from '../../contracts/types/proxy';
import { db } from '../db';
import { optionalInteger, readJson, requireId, type JsonObject } from '../kit/body';
import { envelope } from '../kit/envelope';
import { guard, HttpError, type Resolver } from '../kit/guard';
import {
  marketByCountry,
  marketById,
  queryLanguage,
  queryMarket,
  requiredQuery,
  storeGroupByRef,
} from '../kit/lookups';
import { route } from '../kit/route';
import { imageFor } from './images';
import { priceKey } from './pricing';
import { findBySlug, isSoldIn, toProductParent, toSummary } from './products';
import { paginate, parseSkuQuery, resolveEntry } from './skuLookup';
import type { CatalogProduct } from './types';

// Catalog, prices, stocks, product images and the product lookup by SKU.

const listProducts = guard('shopper', ({ request }) => {
  const url = new URL(request.url);
  const market = queryMarket(url);
  const language = queryLanguage(url);
  const groupRef = requiredQuery(url, 'storeGroupId');
  const group = storeGroupByRef(groupRef);
  if (!group) throw new HttpError(400, `unknown storeGroupId '${groupRef}'`);
  const { catalog } = db();
  const summaries = [...catalog.products.values()]
    .filter((product) => isSoldIn(product, market.country))
    .map((product) =>
      toSummary(
        product,
        language,
        catalog.prices.get(priceKey(product.id, group.id, market.country)) ?? [],
        market.currency,
      ),
    );
  return HttpResponse.json(summaries);
});

const productBySlug = guard('shopper', ({ request, params }) => {
  const url = new URL(request.url);
  const market = queryMarket(url);
  const language = queryLanguage(url);
  const product = findBySlug(db().catalog, String(params.slug));
  // A product outside the market's assortment is as absent as an unknown one.
  if (!product || !isSoldIn(product, market.country)) throw new HttpError(404, 'product not found');
  return HttpResponse.json(toProductParent(product, language));
});

/** The product, store group and market of a /prices or /stocks path; 404 for any unknown one. */
function pathScope(params: Record<string, unknown>): {
  product: CatalogProduct;
  group: StoreGroup;
  market: Market;
} {
  const productId = String(params.productParentId);
  const product = db().catalog.products.get(productId);
  if (!product)
    throw new HttpError(404, 'product not found', { details: `no product parent '${productId}'` });
  const group = storeGroupByRef(String(params.storeGroup));
  if (!group)
    throw new HttpError(404, 'store group not found', {
      details: `no store group '${String(params.storeGroup)}'`,
    });
  const market = marketByCountry(String(params.countryCode));
  if (!market)
    throw new HttpError(404, 'market not found', {
      details: `no market for country '${String(params.countryCode)}'`,
    });
  if (!isSoldIn(product, market.country)) {
    throw new HttpError(404, 'product not available in this market', {
      productVariantIDs: product.variants.map((v) => v.id),
    });
  }
  return { product, group, market };
}

const prices = guard('shopper', ({ params }) => {
  const { product, group, market } = pathScope(params);
  const data: PriceData = {
    productParentId: product.id,
    currencyCode: market.currency,
    isTaxIncludedInPrice: group.pricesIncludeTax,
    variants: structuredClone(db().catalog.prices.get(priceKey(product.id, group.id, market.country)) ?? []),
  };
  return HttpResponse.json(data);
});

const stocks = guard('shopper', ({ params }) => {
  const { product } = pathScope(params);
  const data: VariantStock[] = product.variants.map((v) => {
    const available = db().catalog.stocks.get(v.id) ?? 0;
    return { productVariantId: v.id, available, inStock: available > 0 };
  });
  return HttpResponse.json({ data });
});

const productImage = guard('control', ({ params }) => {
  const svg = imageFor(db().catalog, String(params.file));
  if (!svg) throw new HttpError(404, 'image not found');
  return new HttpResponse(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
});

/** More pages than any wishlist fills; past it the lookup is a 400, not an empty page. */
const MAX_PAGE = 10_000;

function bySkuInput(body: JsonObject) {
  const storeGroupSlug = requireId(body, 'storeGroupSlug');
  const marketRef = requireId(body, 'market');
  const language = requireId(body, 'language');
  const skuQuery = body.skuQuery;
  if (typeof skuQuery !== 'string') throw new HttpError(400, 'skuQuery must be a string');
  if (body.isMultiple !== undefined && typeof body.isMultiple !== 'boolean') {
    throw new HttpError(400, 'isMultiple must be a boolean');
  }
  const page = optionalInteger(body, 'page', { min: 1, max: MAX_PAGE }) ?? 1;
  const group = storeGroupByRef(storeGroupSlug);
  if (!group) throw new HttpError(400, `unknown storeGroupSlug '${storeGroupSlug}'`);
  // The market by its id ('se') or its country ('SE').
  const market = marketById(marketRef.toLowerCase()) ?? marketByCountry(marketRef);
  if (!market) throw new HttpError(400, `unknown market '${marketRef}'`);
  return {
    group,
    market,
    language: language.toLowerCase(),
    skuQuery,
    isMultiple: body.isMultiple !== false,
    page,
  };
}

const productsBySku: Resolver = async ({ request }) => {
  const input = bySkuInput(await readJson(request));
  // A single lookup (isMultiple false) answers for the first entry only, as a product page does.
  const entries = parseSkuQuery(input.skuQuery).slice(0, input.isMultiple ? undefined : 1);
  const context = {
    catalog: db().catalog,
    storeGroupId: input.group.id,
    countryCode: input.market.country,
    currencyCode: input.market.currency,
    languageCode: input.language,
  };
  const found = entries.flatMap((entry) => resolveEntry(entry, context) ?? []);
  return envelope<ProductsBySkuResult>(paginate(found, input.page));
};

const pricePath = 'product-parents/:productParentId/store-groups/:storeGroup/markets/:countryCode';

export const catalogHandlers: RequestHandler[] = [
  http.get('*/shopper/products', listProducts),
  http.get('*/shopper/products/by-slug/:slug', productBySlug),
  http.get(`*/shopper/prices/${pricePath}`, prices),
  http.get(`*/shopper/stocks/${pricePath}`, stocks),
  http.get('*/mock-assets/products/:file', productImage),
  ...route('post', '/api/products/get-products-by-sku', productsBySku),
];
