/** @jest-environment node */
import type {
  PriceData,
  ProductParent,
  ProductsBySkuResult,
  ProductSummary,
  ProxyEnvelope,
  VariantStock,
} from '../../src/api/types';
import { call, ORIGIN, withMockBackend } from './helpers';

withMockBackend();

const list = (query: string) => call<ProductSummary[]>('GET', `/shopper/products?${query}`);

describe('GET /shopper/products', () => {
  it('lists what the market sells with the lowest price of its store group and currency', async () => {
    const { status, body } = await list('countryCode=SE&languageCode=sv&storeGroupId=default');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    const tee = body.find((p) => p.name === 'Classic Tee');
    expect(tee).toMatchObject({
      id: 'pp-classic-tee',
      productNumber: 'PF-1001',
      brand: 'Printfabriken',
      slug: 'klassisk-t-shirt',
      imageUrl: '/mock-assets/products/classic-tee-blue.svg',
      price: { basePriceAmount: 29900, salePriceAmount: 23900, currencyCode: 'SEK' },
    });
    expect(tee?.variants).toContainEqual({
      id: 'TEE-BLUE-M',
      sku: 'PF-1001-BLUE-M',
      color: 'Blå',
      colorKey: 'blue',
      colorCode: '#1f4e9c',
      size: 'M',
      imageUrl: '/mock-assets/products/classic-tee-blue.svg',
    });
    const cards = body.find((p) => p.id === 'pp-business-card-pack');
    expect(cards?.customAttributes).toEqual({ orderLimit: 5 });
    expect(cards?.price.salePriceAmount).toBe(34900);
  });

  it('leaves out products the market does not sell and answers English slugs outside Swedish', async () => {
    const se = await list('countryCode=SE&languageCode=sv&storeGroupId=default');
    const no = await list('countryCode=NO&languageCode=en&storeGroupId=sg-default');
    expect(se.body.map((p) => p.id)).toContain('pp-fika-mug');
    expect(no.body.map((p) => p.id)).not.toContain('pp-fika-mug');
    expect(no.body.find((p) => p.id === 'pp-classic-tee')?.slug).toBe('classic-tee');
  });

  it('prices the business group in the market currency without VAT', async () => {
    const { body } = await list('countryCode=FI&languageCode=en&storeGroupId=business');
    expect(body.find((p) => p.id === 'pp-classic-tee')?.price).toEqual({
      basePriceAmount: 1800,
      salePriceAmount: 1500,
      currencyCode: 'EUR',
    });
  });

  it.each([
    ['languageCode=sv&storeGroupId=default', /countryCode is required/],
    ['countryCode=DE&languageCode=sv&storeGroupId=default', /unknown countryCode 'DE'/],
    ['countryCode=SE&languageCode=sv&storeGroupId=vip', /unknown storeGroupId 'vip'/],
    ['countryCode=SE&storeGroupId=default', /languageCode is required/],
  ])('answers 400 with a clear error for %s', async (query, error) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: expect.stringMatching(error),
      statusCode: 400,
      requestId: expect.any(String),
    });
  });
});

describe('GET /shopper/products/by-slug/{slug}', () => {
  it('finds a product by the slug of either language and answers the slug of the asked language', async () => {
    const sv = await call<ProductParent>(
      'GET',
      '/shopper/products/by-slug/classic-tee?countryCode=SE&languageCode=sv',
    );
    expect(sv.status).toBe(200);
    expect(sv.body).toMatchObject({
      id: 'pp-classic-tee',
      slug: 'klassisk-t-shirt',
      name: 'Classic Tee',
    });
    expect(sv.body.description).toMatch(/bomull/);
    const en = await call<ProductParent>(
      'GET',
      '/shopper/products/by-slug/klassisk-t-shirt?countryCode=NO&languageCode=en',
    );
    expect(en.body).toMatchObject({ id: 'pp-classic-tee', slug: 'classic-tee', name: 'Classic Tee' });
    expect(en.body.description).toMatch(/cotton/);
  });

  it('answers 404 product not found for an unknown slug and for a product the market does not sell', async () => {
    for (const path of [
      '/shopper/products/by-slug/nothing-here?countryCode=SE&languageCode=sv',
      '/shopper/products/by-slug/fika-mug?countryCode=FI&languageCode=en',
    ]) {
      const { status, body } = await call('GET', path);
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'product not found', statusCode: 404, requestId: expect.any(String) });
    }
    const sold = await call('GET', '/shopper/products/by-slug/fikamugg?countryCode=SE&languageCode=sv');
    expect(sold.status).toBe(200);
  });
});

describe('GET /shopper/prices/... and /shopper/stocks/...', () => {
  const path = (kind: string, parent: string, group: string, country: string) =>
    `/shopper/${kind}/product-parents/${parent}/store-groups/${group}/markets/${country}`;

  it('answers the price data of a parent for a store group id or slug and a market', async () => {
    const { status, body } = await call<PriceData>('GET', path('prices', 'pp-classic-tee', 'default', 'SE'));
    expect(status).toBe(200);
    expect(body.productParentId).toBe('pp-classic-tee');
    expect(body.currencyCode).toBe('SEK');
    expect(body.isTaxIncludedInPrice).toBe(true);
    expect(body.variants).toHaveLength(12);
    expect(body.variants).toContainEqual({
      productVariantId: 'TEE-BLUE-M',
      basePriceAmount: 29900,
      salePriceAmount: 23900,
      taxPercentage: 2500,
    });
    const business = await call<PriceData>('GET', path('prices', 'pp-classic-tee', 'sg-business', 'fi'));
    expect(business.body.isTaxIncludedInPrice).toBe(false);
    expect(business.body.currencyCode).toBe('EUR');
    expect(business.body.variants[0]).toEqual({
      productVariantId: 'TEE-BLUE-S',
      basePriceAmount: 1800,
      salePriceAmount: 1500,
      taxPercentage: 2550,
    });
    const nok = await call<PriceData>('GET', path('prices', 'pp-classic-tee', 'default', 'NO'));
    expect(nok.body.currencyCode).toBe('NOK');
    expect(nok.body.variants[0]?.salePriceAmount).toBe(23900);
  });

  it('answers the stock of every variant, out of stock at 0', async () => {
    const { status, body } = await call<{ data: VariantStock[] }>(
      'GET',
      path('stocks', 'pp-canvas-tote', 'default', 'SE'),
    );
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { productVariantId: 'TOTE-NATURAL-ONE', available: 100, inStock: true },
      { productVariantId: 'TOTE-RED-ONE', available: 0, inStock: false },
      { productVariantId: 'TOTE-BLACK-ONE', available: 100, inStock: true },
    ]);
  });

  it.each([
    ['prices', 'pp-nope', 'default', 'SE', 'product not found'],
    ['stocks', 'pp-classic-tee', 'vip', 'SE', 'store group not found'],
    ['prices', 'pp-classic-tee', 'default', 'DE', 'market not found'],
    ['stocks', 'pp-fika-mug', 'default', 'NO', 'product not available in this market'],
  ])('answers 404 for /%s of %s in %s/%s', async (kind, parent, group, country, error) => {
    const { status, body } = await call('GET', path(kind, parent, group, country));
    expect(status).toBe(404);
    expect(body).toMatchObject({ error, statusCode: 404 });
  });
});

describe('GET /mock-assets/products/{name}.svg', () => {
  it('serves a titled SVG in the variant colour', async () => {
    const response = await fetch(`${ORIGIN}/mock-assets/products/canvas-tote-red.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toContain('<title>Canvas Tote – Red</title>');
    expect(svg).toContain('fill="#c0392b"');
  });

  it('serves every image the listing names', async () => {
    const { body } = await list('countryCode=SE&languageCode=sv&storeGroupId=default');
    const urls = new Set(body.flatMap((p) => [p.imageUrl, ...p.variants.map((v) => v.imageUrl)]));
    for (const url of urls) expect((await fetch(`${ORIGIN}${url}`)).status).toBe(200);
  });

  it('answers 404 for an unknown image', async () => {
    const response = await fetch(`${ORIGIN}/mock-assets/products/unicorn.svg`);
    expect(response.status).toBe(404);
  });
});

describe('POST /api/products/get-products-by-sku/', () => {
  const bySku = (input: Record<string, unknown>, path = '/api/products/get-products-by-sku/') =>
    call<ProxyEnvelope<ProductsBySkuResult>>('POST', path, {
      body: { storeGroupSlug: 'default', market: 'se', language: 'sv', isMultiple: true, ...input },
    });

  it('resolves product numbers and colour entries, leaving unknown entries out', async () => {
    const { status, body } = await bySku({
      skuQuery: 'PF-1001,PF-1003&color=Red,PF-9999,PF-1001&color=Purple',
    });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.data).toEqual({
      data: [
        {
          id: 'pp-classic-tee',
          product_number: 'PF-1001',
          color_variant: null,
          color_key: null,
          color_name: null,
          name: 'Classic Tee',
          slug: 'klassisk-t-shirt',
          imageUrl: '/mock-assets/products/classic-tee-blue.svg',
          productVariantId: 'TEE-BLUE-S',
          price: { basePriceAmount: 29900, salePriceAmount: 23900, currencyCode: 'SEK' },
          inStock: true,
        },
        {
          id: 'pp-canvas-tote',
          product_number: 'PF-1003',
          color_variant: 'Red',
          color_key: 'red',
          color_name: 'Röd',
          name: 'Canvas Tote',
          slug: 'tygkasse-canvas',
          imageUrl: '/mock-assets/products/canvas-tote-red.svg',
          productVariantId: 'TOTE-RED-ONE',
          price: { basePriceAmount: 14900, salePriceAmount: 14900, currencyCode: 'SEK' },
          inStock: false,
        },
      ],
      total: 2,
      total_pages: 1,
      page: 1,
    });
  });

  it('prices for the market and store group and leaves out what the market does not sell', async () => {
    const { body } = await bySku({
      storeGroupSlug: 'business',
      market: 'fi',
      language: 'en',
      skuQuery: 'PF-1001&color=White,PF-1006',
    });
    expect(body.data.data).toEqual([
      expect.objectContaining({
        color_variant: 'White',
        productVariantId: 'TEE-WHITE-S',
        slug: 'classic-tee',
        price: { basePriceAmount: 1800, salePriceAmount: 1500, currencyCode: 'EUR' },
      }),
    ]);
  });

  it('pages by 20 from the page asked for, without the trailing slash too', async () => {
    const numbers = Array.from({ length: 13 }, (_, i) => `PF-${1001 + i}`);
    const colours = [
      ['PF-1001', 'Blue', 'White', 'Black'],
      ['PF-1002', 'White', 'Cream', 'Black'],
      ['PF-1003', 'Natural', 'Red', 'Black'],
      ['PF-1011', 'Black', 'Green', 'Sand'],
    ].flatMap(([number, ...names]) => names.map((name) => `${number}&color=${name}`));
    // 13 + 12 found, 2 unknown
    const skuQuery = [...numbers, 'PF-9999', ...colours, 'PF-1001&color=Purple'].join(',');
    const page1 = await bySku({ skuQuery });
    expect(page1.body.data).toMatchObject({ total: 25, total_pages: 2, page: 1 });
    expect(page1.body.data.data).toHaveLength(20);
    const page2 = await bySku({ skuQuery, page: 2 }, '/api/products/get-products-by-sku');
    expect(page2.status).toBe(200);
    expect(page2.body.data).toMatchObject({ total: 25, total_pages: 2, page: 2 });
    expect(page2.body.data.data.map((p) => `${p.product_number}/${p.color_variant}`)).toEqual([
      'PF-1003/Red',
      'PF-1003/Black',
      'PF-1011/Black',
      'PF-1011/Green',
      'PF-1011/Sand',
    ]);
    const page3 = await bySku({ skuQuery, page: 3 });
    expect(page3.body.data).toEqual({ data: [], total: 25, total_pages: 2, page: 3 });
  });

  it('looks up only the first entry when isMultiple is false', async () => {
    const { body } = await bySku({ skuQuery: 'PF-1002,PF-1001', isMultiple: false });
    expect(body.data.data.map((p) => p.product_number)).toEqual(['PF-1002']);
  });

  it.each([
    [{ skuQuery: 7 }, /skuQuery must be a string/],
    [{ skuQuery: 'PF-1001', page: 0 }, /page must be an integer of at least 1/],
    [{ skuQuery: 'PF-1001', market: 'de' }, /unknown market 'de'/],
    [{ skuQuery: 'PF-1001', storeGroupSlug: 'vip' }, /unknown storeGroupSlug 'vip'/],
    [{ skuQuery: 'PF-1001', language: '' }, /language is required/],
  ])('answers a 400 envelope for %j', async (input, error) => {
    const { status, body } = await bySku(input);
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, status: 400, error: expect.stringMatching(error) });
  });
});
