import { parseQuantity } from '../../../src/features/catalog/components/AddToCartForm';
import {
  chooseVariant,
  colourKeyFor,
  colourOptions,
  sizesForColour,
  stockLevel,
} from '../../../src/features/catalog/variants';
import { product } from './fixtures';

describe('variant choice', () => {
  const { variants } = product();

  it('lists each colour once, in catalogue order', () => {
    expect(colourOptions(variants)).toEqual([
      { key: 'blue', color: 'Blue', colorCode: '#1f4e9c' },
      { key: 'red', color: 'Red', colorCode: '#c0392b' },
    ]);
  });

  it('lists the sizes a colour (by its key) comes in', () => {
    expect(sizesForColour(variants, 'blue')).toEqual(['S', 'M']);
    expect(sizesForColour(variants, 'red')).toEqual(['M']);
  });

  it('finds the variant of a colour and size, falling back to the first colour and the first size', () => {
    expect(chooseVariant(product(), 'Blue', 'M')?.id).toBe('TEE-BLUE-M');
    expect(chooseVariant(product(), 'Red', 'S')?.id).toBe('TEE-RED-M');
    expect(chooseVariant(product(), 'Purple', null)?.id).toBe('TEE-BLUE-S');
    expect(chooseVariant(product({ variants: [] }), null, null)).toBeUndefined();
  });

  it('finds the colour by its language-neutral key in any market, and by its name in the market’s language', () => {
    // The product as Sverige gets it: Swedish names, the same keys.
    const swedish = product({
      variants: variants.map((variant) => ({
        ...variant,
        color: variant.colorKey === 'red' ? 'Röd' : 'Blå',
      })),
    });
    expect(chooseVariant(swedish, 'red', 'M')?.id).toBe('TEE-RED-M');
    expect(chooseVariant(product(), 'red', 'M')?.id).toBe('TEE-RED-M');
    expect(chooseVariant(product(), 'RED', null)?.id).toBe('TEE-RED-M');
    // A link made before the keys, in the page's own language.
    expect(chooseVariant(swedish, 'Röd', null)?.id).toBe('TEE-RED-M');
    expect(colourKeyFor(swedish.variants, 'röd')).toBe('red');
    // A name in another language than the page's is no colour of it: the first colour shows.
    expect(colourKeyFor(product().variants, 'Röd')).toBeNull();
    expect(colourOptions(swedish.variants).map((option) => [option.key, option.color])).toEqual([
      ['blue', 'Blå'],
      ['red', 'Röd'],
    ]);
  });
});

describe('stockLevel', () => {
  it('says in stock above 5, few left at 5 or less, out of stock at 0, unknown without data', () => {
    expect(stockLevel({ productVariantId: 'a', available: 6, inStock: true })).toBe('inStock');
    expect(stockLevel({ productVariantId: 'a', available: 5, inStock: true })).toBe('fewLeft');
    expect(stockLevel({ productVariantId: 'a', available: 0, inStock: false })).toBe('outOfStock');
    expect(stockLevel({ productVariantId: 'a', available: 3, inStock: false })).toBe('outOfStock');
    expect(stockLevel(null)).toBe('unknown');
  });
});

describe('parseQuantity', () => {
  it('takes whole numbers from 1 and turns anything else into 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('2.7')).toBe(2);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('-4')).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('abc')).toBe(1);
  });
});
