/** @jest-environment node */
import type { CartItemOptions } from '../../src/api/types';
import {
  addLine,
  limitBreaches,
  overStock,
  removeLine,
  sameOptions,
  setLineQuantity,
  type LineCore,
} from '../../mock-server/shopper/cartRules';
import { applicableCodes, checkNewCode, discountFor } from '../../mock-server/shopper/discountCodes';
import { productSvg } from '../../mock-server/catalog/images';
import { shippingFor, unitPriceMinor } from '../../mock-server/catalog/pricing';
import { familyOf } from '../../mock-server/catalog/products';
import { paginate, parseSkuQuery } from '../../mock-server/catalog/skuLookup';
import { computeTotals } from '../../mock-server/shopper/totals';
import { seedCatalog, seedShopper } from '../../mock-server/fixtures';

const line = (
  id: string,
  productVariantId: string,
  quantity: number,
  options: CartItemOptions = {},
): LineCore => ({
  id,
  productParentId: productVariantId.startsWith('BCP') ? 'pp-business-card-pack' : 'pp-baseball-cap',
  productVariantId,
  quantity,
  options,
});

describe('pricing', () => {
  it('keeps the default group in whole units with VAT and converts SEK to NOK 1:1 and to EUR at 1/11', () => {
    expect(unitPriceMinor(239, 'SEK', 2500, true)).toBe(23900);
    expect(unitPriceMinor(239, 'NOK', 2500, true)).toBe(23900);
    expect(unitPriceMinor(239, 'EUR', 2550, true)).toBe(2200);
  });

  it('puts the business group 15 % below the consumer price, without VAT', () => {
    // 239 / 1.25 × 0.85 = 162.52 → 163
    expect(unitPriceMinor(239, 'SEK', 2500, false)).toBe(16300);
    // 239 / 11 / 1.255 × 0.85 = 14.72 → 15
    expect(unitPriceMinor(239, 'EUR', 2550, false)).toBe(1500);
  });

  it('never prices anything at 0 and refuses an unknown currency', () => {
    expect(unitPriceMinor(3, 'EUR', 2550, false)).toBe(100);
    expect(() => unitPriceMinor(10, 'USD', 0, true)).toThrow(/USD/);
  });

  it('charges flat shipping per currency and none for an empty cart', () => {
    expect(shippingFor('SEK', 1)).toBe(4900);
    expect(shippingFor('NOK', 3)).toBe(4900);
    expect(shippingFor('EUR', 1)).toBe(490);
    expect(shippingFor('SEK', 0)).toBe(0);
  });
});

describe('computeTotals', () => {
  it('takes the VAT part out of tax-included amounts, discount spread over the lines', () => {
    expect(
      computeTotals({
        lines: [{ totalPriceAmount: 47800, taxPercentage: 2500 }],
        discountTotal: 4780,
        shippingTotal: 4900,
        shippingTaxPercentage: 2500,
        pricesIncludeTax: true,
      }),
    ).toEqual({
      subTotal: 47800,
      discountTotal: 4780,
      shippingTotal: 4900,
      taxTotal: 9584,
      grandTotal: 47920,
    });
  });

  it('adds VAT on top when prices exclude it', () => {
    expect(
      computeTotals({
        lines: [
          { totalPriceAmount: 10000, taxPercentage: 2500 },
          { totalPriceAmount: 10000, taxPercentage: 1200 },
        ],
        discountTotal: 2000,
        shippingTotal: 4900,
        shippingTaxPercentage: 2500,
        pricesIncludeTax: false,
      }),
    ).toEqual({
      subTotal: 20000,
      discountTotal: 2000,
      shippingTotal: 4900,
      // 9000 × 25 % + 9000 × 12 % + 4900 × 25 % = 2250 + 1080 + 1225
      taxTotal: 4555,
      grandTotal: 20000 - 2000 + 4900 + 4555,
    });
  });

  it('rounds the tax once, to whole minor units (25.5 % VAT)', () => {
    const totals = computeTotals({
      lines: [{ totalPriceAmount: 4400, taxPercentage: 2550 }],
      discountTotal: 0,
      shippingTotal: 490,
      shippingTaxPercentage: 2550,
      pricesIncludeTax: true,
    });
    // 4890 × 2550 / 12550 = 993.59
    expect(totals.taxTotal).toBe(994);
    expect(totals.grandTotal).toBe(4890);
  });

  it('never discounts more than the subtotal and is all zero for an empty cart', () => {
    expect(
      computeTotals({
        lines: [],
        discountTotal: 500,
        shippingTotal: 0,
        shippingTaxPercentage: 2500,
        pricesIncludeTax: true,
      }),
    ).toEqual({ subTotal: 0, discountTotal: 0, shippingTotal: 0, taxTotal: 0, grandTotal: 0 });
  });
});

describe('cart rules', () => {
  it('compares options by content, whatever the key order', () => {
    expect(sameOptions({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(sameOptions({ parentItem: 'x' }, {})).toBe(false);
  });

  it('raises the quantity of a line with the same variant and options instead of adding a line', () => {
    const lines = [line('l1', 'CAP-BLACK-ONE', 2)];
    const merged = addLine(lines, { productVariantId: 'CAP-BLACK-ONE', quantity: 3, options: {} }, () =>
      line('new', 'CAP-BLACK-ONE', 3),
    );
    expect(merged).toEqual([line('l1', 'CAP-BLACK-ONE', 5)]);
    const separate = addLine(
      lines,
      { productVariantId: 'CAP-BLACK-ONE', quantity: 1, options: { parentItem: 'l0' } },
      () => line('new', 'CAP-BLACK-ONE', 1, { parentItem: 'l0' }),
    );
    expect(separate.map((l) => l.id)).toEqual(['l1', 'new']);
  });

  it('gives child lines their parent quantity and removes them with the parent', () => {
    const lines = [line('box', 'CAP-BLACK-ONE', 1), line('note', 'CAP-BEIGE-ONE', 1, { parentItem: 'box' })];
    expect(setLineQuantity(lines, 'box', 4).map((l) => l.quantity)).toEqual([4, 4]);
    expect(setLineQuantity(lines, 'note', 3).map((l) => l.quantity)).toEqual([1, 3]);
    expect(removeLine(lines, 'box')).toEqual([]);
    expect(removeLine(lines, 'note').map((l) => l.id)).toEqual(['box']);
  });

  it('names the variants a change raises above their stock, never a lowering', () => {
    const stock = (id: string) => (id === 'CAP-BLACK-ONE' ? 2 : 100);
    const before = [line('l1', 'CAP-BLACK-ONE', 2)];
    expect(overStock(before, [line('l1', 'CAP-BLACK-ONE', 3)], stock)).toEqual(['CAP-BLACK-ONE']);
    expect(overStock([line('l1', 'CAP-BLACK-ONE', 5)], [line('l1', 'CAP-BLACK-ONE', 4)], stock)).toEqual([]);
  });

  it('counts family limits over the first two parts of the variant id and parent limits over all variants', () => {
    const limits = (parentId: string) =>
      parentId === 'pp-business-card-pack'
        ? ({ quantity: 5, per: 'family' } as const)
        : ({ quantity: 10, per: 'parent' } as const);
    expect(familyOf('BCP-WHITE-PREMIUM')).toBe('BCP-WHITE');
    const cards = [line('a', 'BCP-WHITE-STD', 3)];
    expect(limitBreaches(cards, [...cards, line('b', 'BCP-WHITE-PREMIUM', 3)], limits)).toEqual([
      {
        group: 'BCP-WHITE',
        per: 'family',
        limit: 5,
        productVariantIds: ['BCP-WHITE-STD', 'BCP-WHITE-PREMIUM'],
      },
    ]);
    expect(limitBreaches(cards, [...cards, line('b', 'BCP-CREAM-STD', 3)], limits)).toEqual([]);
    const caps = [line('a', 'CAP-BLACK-ONE', 6)];
    expect(limitBreaches(caps, [...caps, line('b', 'CAP-BEIGE-ONE', 5)], limits)).toEqual([
      {
        group: 'pp-baseball-cap',
        per: 'parent',
        limit: 10,
        productVariantIds: ['CAP-BLACK-ONE', 'CAP-BEIGE-ONE'],
      },
    ]);
  });
});

describe('discount code rules', () => {
  const rules = seedShopper().discountCodes;

  it.each([
    [undefined, 'BAD_REQUEST'],
    ['  ', 'BAD_REQUEST'],
    ['save10', 'ALREADY_ADDED_DISCOUNT_CODE'],
    ['expired10', 'EXPIRED_DISCOUNT_CODE'],
    ['INACTIVE10', 'INACTIVE_DISCOUNT_CODE'],
    ['MIN1000', 'CONDITION_DISCOUNT_CODE'],
    ['NOPE', 'MISSING_DISCOUNT_CODE'],
  ])('refuses %p with %s', (code, error) => {
    expect(checkNewCode(code, ['SAVE10'], 99999, rules)).toEqual({ ok: false, error });
  });

  it('accepts codes in any case and keeps them upper-case; MIN1000 from a subtotal of 100000', () => {
    expect(checkNewCode(' save10 ', [], 0, rules)).toEqual({ ok: true, code: 'SAVE10' });
    expect(checkNewCode('min1000', [], 100000, rules)).toEqual({ ok: true, code: 'MIN1000' });
  });

  it('drops MIN1000 when the subtotal falls below its condition and sums what the codes take off', () => {
    expect(applicableCodes(['SAVE10', 'MIN1000'], 99999, rules)).toEqual(['SAVE10']);
    expect(applicableCodes(['SAVE10', 'MIN1000'], 100000, rules)).toEqual(['SAVE10', 'MIN1000']);
    expect(discountFor(['SAVE10'], 12345, rules)).toBe(1235);
    expect(discountFor(['SAVE10', 'MIN1000'], 100000, rules)).toBe(20000);
  });
});

describe('sku lookup helpers', () => {
  it('parses product numbers and colour entries, URL-decoded, each once', () => {
    expect(parseSkuQuery(' PF-1001 ,PF-1001&color=Blue,, PF-1002&color=Off%20white,pf-1001')).toEqual([
      { productNumber: 'PF-1001', color: null },
      { productNumber: 'PF-1001', color: 'Blue' },
      { productNumber: 'PF-1002', color: 'Off white' },
    ]);
  });

  it('pages by 20', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(paginate(items, 3)).toEqual({ data: [40, 41, 42, 43, 44], total: 45, total_pages: 3, page: 3 });
    expect(paginate([], 1)).toEqual({ data: [], total: 0, total_pages: 0, page: 1 });
  });
});

describe('the seed', () => {
  const catalog = seedCatalog();
  const products = [...catalog.products.values()];

  it('has at least 12 product parents with colour and size variants and a unique slug per language', () => {
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const product of products) {
      expect(product.productNumber).toMatch(/^PF-\d{4}$/);
      expect(product.slug.sv).toMatch(/^[a-z0-9-]+$/);
      expect(product.slug.en).toMatch(/^[a-z0-9-]+$/);
      for (const variant of product.variants) {
        expect(variant).toEqual(
          expect.objectContaining({
            color: { sv: expect.any(String), en: expect.any(String) },
            colorCode: expect.stringMatching(/^#[0-9a-f]{6}$/),
            size: { sv: expect.any(String), en: expect.any(String) },
            sku: expect.any(String),
          }),
        );
        expect(variant.salePrice).toBeLessThanOrEqual(variant.basePrice);
      }
    }
    // No slug (of either language) belongs to two products.
    const perProduct = products.map((p) => new Set([p.slug.sv, p.slug.en]));
    const all = new Set(perProduct.flatMap((slugs) => [...slugs]));
    expect(all.size).toBe(perProduct.reduce((n, slugs) => n + slugs.size, 0));
  });

  it('spells ids, SKUs and image files with the English colour, whatever the Swedish name', () => {
    const tote = catalog.products.get('pp-canvas-tote');
    expect(tote?.name).toBe('Canvas Tote');
    expect(tote?.variants.find((v) => v.id === 'TOTE-RED-ONE')).toMatchObject({
      sku: 'PF-1003-RED-ONE',
      color: { sv: 'Röd', en: 'Red' },
      size: { sv: 'En storlek', en: 'One size' },
      image: 'canvas-tote-red.svg',
    });
    for (const product of products) {
      for (const variant of product.variants) {
        expect(variant.sku).toContain(`-${variant.color.en.toUpperCase()}-`);
        expect(variant.image).toBe(`${product.slug.en}-${variant.color.en.toLowerCase()}.svg`);
      }
    }
  });

  it('holds the demo products the issue names', () => {
    const variantIds = products.flatMap((p) => p.variants.map((v) => v.id));
    expect(variantIds).toEqual(
      expect.arrayContaining([
        'TEE-BLUE-M',
        'TEE-BLUE-L',
        'TEE-WHITE-M',
        'BCP-WHITE-STD',
        'BCP-WHITE-PREMIUM',
      ]),
    );
    expect(variantIds).toEqual(expect.arrayContaining(['TOTE-RED-ONE', 'GIFT-NOTE-STD', 'FIKA-WHITE-STD']));
    expect(catalog.stocks.get('TOTE-RED-ONE')).toBe(0);
    expect(catalog.products.get('pp-fika-mug')?.markets).toEqual(['SE']);
  });
});

describe('productSvg', () => {
  it('draws in the colour with an escaped title', () => {
    const svg = productSvg('tee', '#1f4e9c', 'Tee <"Blue">');
    expect(svg).toContain('fill="#1f4e9c"');
    expect(svg).toContain('<title>Tee &#60;&#34;Blue&#34;&#62;</title>');
    expect(svg).toContain('role="img"');
  });
});
