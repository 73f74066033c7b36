/** @jest-environment node */
import type {
  Cart,
  ProductParent,
  ProductsBySkuResult,
  ProductSummary,
  ProxyEnvelope,
  StartSessionResult,
} from '../../src/api/types';
import { call, withMockBackend } from './helpers';

withMockBackend();

// Product names, colours and sizes come in the asked language, as a real backend answers per
// languageCode: Swedish for 'sv', English for every other language (Norge's 'en', and 'no').
// Variant ids and SKUs are the same in every language.

const bySlug = (slug: string, countryCode: string, languageCode: string) =>
  call<ProductParent>(
    'GET',
    `/shopper/products/by-slug/${slug}?countryCode=${countryCode}&languageCode=${languageCode}`,
  );

const listing = (countryCode: string, languageCode: string) =>
  call<ProductSummary[]>(
    'GET',
    `/shopper/products?countryCode=${countryCode}&languageCode=${languageCode}&storeGroupId=default`,
  );

const lookup = async (market: string, language: string, skuQuery: string) => {
  const { status, body } = await call<ProxyEnvelope<ProductsBySkuResult>>(
    'POST',
    '/api/products/get-products-by-sku/',
    { body: { storeGroupSlug: 'default', market, language, skuQuery, isMultiple: true } },
  );
  expect(status).toBe(200);
  return body.data.data;
};

async function cartWith(countryCode: string, languageCode: string, productVariantId: string): Promise<Cart> {
  const started = await call<StartSessionResult>('POST', '/shopper/sessions/start', {
    body: { storeGroupId: 'default', countryCode, languageCode },
  });
  const { status, body } = await call<Cart>('POST', '/shopper/sessions/items', {
    token: started.body.token,
    body: { productVariantId, quantity: 1 },
  });
  expect(status).toBe(200);
  return body;
}

/** What a shopper reads of each variant, beside the ids that never change. */
const variantsOf = (product: ProductParent) => product.variants.map((v) => [v.id, v.sku, v.color, v.size]);

/** The demo data fixes the product names (demo-data.md): the same in every language. */
const productNames = {
  'pp-classic-tee': 'Classic Tee',
  'pp-business-card-pack': 'Business Card Pack',
  'pp-canvas-tote': 'Canvas Tote',
  'pp-gift-box': 'Gift Box',
  'pp-gift-note': 'Gift Note',
  'pp-fika-mug': 'Fika Mug',
  'pp-logo-mug': 'Logo Mug',
  'pp-flyers': 'Flyers',
  'pp-poster': 'Poster',
  'pp-sticker-sheet': 'Sticker Sheet',
  'pp-notebook': 'Notebook',
  'pp-college-hoodie': 'College Hoodie',
  'pp-baseball-cap': 'Baseball Cap',
};

/** The Fika Mug is sold in Sweden only. */
const soldOutsideSweden = Object.fromEntries(
  Object.entries(productNames).filter(([id]) => id !== 'pp-fika-mug'),
);

describe('the product by slug', () => {
  it('keeps the product name and names its colours and sizes in Swedish for sv', async () => {
    const { status, body } = await bySlug('canvas-tote', 'SE', 'sv');
    expect(status).toBe(200);
    expect(body.name).toBe('Canvas Tote');
    expect(variantsOf(body)).toEqual([
      ['TOTE-NATURAL-ONE', 'PF-1003-NATURAL-ONE', 'Natur', 'En storlek'],
      ['TOTE-RED-ONE', 'PF-1003-RED-ONE', 'Röd', 'En storlek'],
      ['TOTE-BLACK-ONE', 'PF-1003-BLACK-ONE', 'Svart', 'En storlek'],
    ]);
  });

  it.each(['en', 'no'])('names them in English for %s', async (languageCode) => {
    const { status, body } = await bySlug('tygkasse-canvas', 'NO', languageCode);
    expect(status).toBe(200);
    expect(body.name).toBe('Canvas Tote');
    expect(variantsOf(body)).toEqual([
      ['TOTE-NATURAL-ONE', 'PF-1003-NATURAL-ONE', 'Natural', 'One size'],
      ['TOTE-RED-ONE', 'PF-1003-RED-ONE', 'Red', 'One size'],
      ['TOTE-BLACK-ONE', 'PF-1003-BLACK-ONE', 'Black', 'One size'],
    ]);
  });

  it('keeps sizes that are no words as they are', async () => {
    const poster = await bySlug('affisch', 'SE', 'sv');
    expect(variantsOf(poster.body).slice(0, 3)).toEqual([
      ['POSTER-WHITE-30X40', 'PF-1009-WHITE-30X40', 'Vit', '30 × 40 cm'],
      ['POSTER-WHITE-50X70', 'PF-1009-WHITE-50X70', 'Vit', '50 × 70 cm'],
      ['POSTER-WHITE-70X100', 'PF-1009-WHITE-70X100', 'Vit', '70 × 100 cm'],
    ]);
    const tee = await bySlug('klassisk-t-shirt', 'SE', 'sv');
    expect(new Set(tee.body.variants.map((v) => v.size))).toEqual(new Set(['S', 'M', 'L', 'XL']));
  });
});

describe('the listing', () => {
  it('keeps every product name and names the colours in Swedish for sv', async () => {
    const { body } = await listing('SE', 'sv');
    expect(Object.fromEntries(body.map((p) => [p.id, p.name]))).toEqual(productNames);
    expect(variantsOf(body.find((p) => p.id === 'pp-gift-box')!)).toEqual([
      ['GIFTBOX-KRAFT-STD', 'PF-1004-KRAFT-STD', 'Kraft', 'Standard'],
      ['GIFTBOX-BLACK-STD', 'PF-1004-BLACK-STD', 'Svart', 'Standard'],
    ]);
    expect(body.find((p) => p.id === 'pp-fika-mug')?.variants.map((v) => v.color)).toEqual([
      'Vit',
      'Blå',
      'Gul',
    ]);
  });

  it.each(['en', 'no'])('names them in English for %s', async (languageCode) => {
    const { body } = await listing('NO', languageCode);
    expect(Object.fromEntries(body.map((p) => [p.id, p.name]))).toEqual(soldOutsideSweden);
    expect(variantsOf(body.find((p) => p.id === 'pp-gift-box')!)).toEqual([
      ['GIFTBOX-KRAFT-STD', 'PF-1004-KRAFT-STD', 'Kraft', 'Standard'],
      ['GIFTBOX-BLACK-STD', 'PF-1004-BLACK-STD', 'Black', 'Standard'],
    ]);
  });
});

describe('the lookup by SKU', () => {
  it("answers a variant SKU with the product's and the colour's names in the asked language", async () => {
    const named = async (market: string, language: string) =>
      (await lookup(market, language, 'PF-1003-RED-ONE')).map((p) => [p.name, p.color_variant, p.sku]);
    expect(await named('se', 'sv')).toEqual([['Canvas Tote', 'Röd', 'PF-1003-RED-ONE']]);
    expect(await named('no', 'en')).toEqual([['Canvas Tote', 'Red', 'PF-1003-RED-ONE']]);
    expect(await named('no', 'no')).toEqual([['Canvas Tote', 'Red', 'PF-1003-RED-ONE']]);
  });

  it('takes the colour beside a variant SKU in either language', async () => {
    const found = await lookup('se', 'sv', 'PF-1003-RED-ONE&color=Red,PF-1001-BLACK-M&color=svart');
    expect(found.map((p) => p.productVariantId)).toEqual(['TOTE-RED-ONE', 'TEE-BLACK-M']);
  });

  it('resolves a wishlist entry saved in Sverige in Norge and back, answering the colour as saved', async () => {
    // The wishlist finds its entries by `productNumber&color=value`: the value comes back as stored.
    const inNorway = await lookup('no', 'en', 'PF-1003&color=Röd,PF-1001&color=bl%C3%A5');
    expect(inNorway.map((p) => [p.name, p.color_variant, p.productVariantId, p.inStock])).toEqual([
      ['Canvas Tote', 'Röd', 'TOTE-RED-ONE', false],
      ['Classic Tee', 'blå', 'TEE-BLUE-S', true],
    ]);
    const inSweden = await lookup('se', 'sv', 'PF-1003&color=Red,PF-1003&color=Natural');
    expect(inSweden.map((p) => [p.name, p.color_variant, p.productVariantId])).toEqual([
      ['Canvas Tote', 'Red', 'TOTE-RED-ONE'],
      ['Canvas Tote', 'Natural', 'TOTE-NATURAL-ONE'],
    ]);
  });

  it("answers a colour entry's language-neutral key and its name in the asked language", async () => {
    const colours = async (market: string, language: string) =>
      (await lookup(market, language, 'PF-1003&color=Röd,PF-1003&color=red,PF-1001')).map((p) => [
        p.color_variant,
        p.color_key,
        p.color_name,
        p.productVariantId,
      ]);
    expect(await colours('no', 'en')).toEqual([
      ['Röd', 'red', 'Red', 'TOTE-RED-ONE'],
      ['red', 'red', 'Red', 'TOTE-RED-ONE'],
      [null, null, null, 'TEE-BLUE-S'],
    ]);
    expect(await colours('se', 'sv')).toEqual([
      ['Röd', 'red', 'Röd', 'TOTE-RED-ONE'],
      ['red', 'red', 'Röd', 'TOTE-RED-ONE'],
      [null, null, null, 'TEE-BLUE-S'],
    ]);
  });

  it('gives every variant of the product a language-neutral colour key, the same in every language', async () => {
    const keys = async (market: string, language: string) =>
      (await bySlug('canvas-tote', market, language)).body.variants.map((v) => [v.colorKey, v.color]);
    expect(await keys('SE', 'sv')).toEqual([
      ['natural', 'Natur'],
      ['red', 'Röd'],
      ['black', 'Svart'],
    ]);
    expect(await keys('NO', 'en')).toEqual([
      ['natural', 'Natural'],
      ['red', 'Red'],
      ['black', 'Black'],
    ]);
  });

  it('still leaves out a colour the product has in no language', async () => {
    expect(await lookup('se', 'sv', 'PF-1003&color=Lila,PF-1003&color=Blå')).toEqual([]);
  });
});

describe('cart lines', () => {
  it("name the line in the cart's language, Swedish for a cart started with sv", async () => {
    const cart = await cartWith('SE', 'sv', 'TOTE-NATURAL-ONE');
    expect(cart.items[0]).toMatchObject({
      productVariantId: 'TOTE-NATURAL-ONE',
      name: 'Canvas Tote Natur En storlek',
      displayName: 'Canvas Tote',
      customAttributes: { color: 'Natur', size: 'En storlek', parentName: 'Canvas Tote' },
    });
  });

  it.each(['en', 'no'])('name it in English for a cart started with %s', async (languageCode) => {
    const cart = await cartWith('NO', languageCode, 'TOTE-NATURAL-ONE');
    expect(cart.items[0]).toMatchObject({
      productVariantId: 'TOTE-NATURAL-ONE',
      name: 'Canvas Tote Natural One size',
      displayName: 'Canvas Tote',
      customAttributes: { color: 'Natural', size: 'One size', parentName: 'Canvas Tote' },
    });
  });
});
