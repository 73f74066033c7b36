/** @jest-environment node */
import type { PriceData, ProductsBySkuResult, ProxyEnvelope } from '../../src/api/types';
import { call, withMockBackend } from './helpers';

withMockBackend();

// The quick order names variants by their SKU in get-products-by-sku (catalog/skuLookup.ts).
const bySku = (input: Record<string, unknown>) =>
  call<ProxyEnvelope<ProductsBySkuResult>>('POST', '/api/products/get-products-by-sku/', {
    body: { storeGroupSlug: 'default', market: 'se', language: 'sv', isMultiple: true, ...input },
  });

const products = async (input: Record<string, unknown>) => {
  const { status, body } = await bySku(input);
  expect(status).toBe(200);
  return body.data.data;
};

describe('get-products-by-sku with variant SKUs', () => {
  it('resolves a variant SKU in any case to exactly that variant, with its stock, SKU, parent and order limit', async () => {
    const found = await products({ skuQuery: 'pf-1002-black-premium' });
    expect(found).toEqual([
      {
        id: 'pp-business-card-pack',
        product_number: 'PF-1002',
        color_variant: 'Svart',
        color_key: 'black',
        color_name: 'Svart',
        name: 'Business Card Pack',
        slug: 'visitkortspaket',
        imageUrl: '/mock-assets/products/business-card-pack-black.svg',
        productVariantId: 'BCP-BLACK-PREMIUM',
        price: { basePriceAmount: 49900, salePriceAmount: 49900, currencyCode: 'SEK' },
        inStock: true,
        sku: 'PF-1002-BLACK-PREMIUM',
        stock: 100,
        orderLimit: 5,
        productParentId: 'pp-business-card-pack',
      },
    ]);
  });

  it("answers the variant's own stock: out of stock, a few left, and what a stock change leaves", async () => {
    await call('POST', '/__mock/stock', { body: { productVariantId: 'TEE-BLACK-M', available: 3 } });
    const found = await products({
      skuQuery: 'PF-1003-RED-ONE,PF-1012-NAVY-XL,PF-1012-NAVY-L,PF-1001-BLACK-M',
    });
    expect(found.map((p) => [p.sku, p.productVariantId, p.inStock, p.stock])).toEqual([
      ['PF-1003-RED-ONE', 'TOTE-RED-ONE', false, 0],
      ['PF-1012-NAVY-XL', 'HOODIE-NAVY-XL', true, 2],
      ['PF-1012-NAVY-L', 'HOODIE-NAVY-L', true, 100],
      ['PF-1001-BLACK-M', 'TEE-BLACK-M', true, 3],
    ]);
    // A product without an order limit has none in the answer.
    expect(found[0]).not.toHaveProperty('orderLimit');
  });

  it('prices the variant for the store group and market, as the prices endpoint does', async () => {
    const [tee] = await products({
      storeGroupSlug: 'business',
      market: 'no',
      language: 'en',
      skuQuery: 'PF-1001-WHITE-XL',
    });
    const prices = await call<PriceData>(
      'GET',
      '/shopper/prices/product-parents/pp-classic-tee/store-groups/business/markets/NO',
    );
    const variant = prices.body.variants.find((v) => v.productVariantId === 'TEE-WHITE-XL')!;
    expect(tee).toMatchObject({
      slug: 'classic-tee',
      productVariantId: 'TEE-WHITE-XL',
      price: {
        basePriceAmount: variant.basePriceAmount,
        salePriceAmount: variant.salePriceAmount,
        currencyCode: 'NOK',
      },
    });
  });

  it('leaves out unknown SKUs and variants the market does not sell, and counts a repeat once whatever its case', async () => {
    const found = await products({
      market: 'fi',
      language: 'en',
      skuQuery:
        'PF-1001-BLACK-M,PF-1006-WHITE-STD,PF-1001-PURPLE-M,pf-1001-black-m,PF-1001-BLACK-M&color=Red',
    });
    expect(found.map((p) => p.sku)).toEqual(['PF-1001-BLACK-M']);
  });

  it('mixes with product-number entries, whose answer stays as the wishlist knows it', async () => {
    const found = await products({ skuQuery: 'PF-1001,PF-1001-BLACK-M,PF-1003&color=Red' });
    expect(found.map((p) => [p.product_number, p.color_variant, p.productVariantId, p.sku])).toEqual([
      ['PF-1001', null, 'TEE-BLUE-S', undefined],
      ['PF-1001', 'Svart', 'TEE-BLACK-M', 'PF-1001-BLACK-M'],
      ['PF-1003', 'Red', 'TOTE-RED-ONE', undefined],
    ]);
    for (const entry of [found[0], found[2]]) {
      expect(Object.keys(entry!).sort()).toEqual(
        [
          'id',
          'product_number',
          'color_variant',
          'color_key',
          'color_name',
          'name',
          'slug',
          'imageUrl',
          'productVariantId',
          'price',
          'inStock',
        ].sort(),
      );
    }
  });

  it('looks up only the first entry when isMultiple is false, a variant SKU as well', async () => {
    const found = await products({ skuQuery: 'PF-1013-BEIGE-ONE,PF-1001', isMultiple: false });
    expect(found).toEqual([
      expect.objectContaining({
        sku: 'PF-1013-BEIGE-ONE',
        productVariantId: 'CAP-BEIGE-ONE',
        orderLimit: 10,
      }),
    ]);
  });
});
