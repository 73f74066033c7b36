import type { Cart, CartItem, CartItemOptions, VariantPrice } from '../../src/api/types';
import type { CatalogDb, CatalogProduct, CatalogVariant } from '../db/catalogTypes';
import { applicableCodes, discountFor } from './discountCodes';
import { priceKey, shippingFor, vatBasisPoints } from './pricing';
import { BRAND, findVariant, imageUrl, textIn } from './products';
import { computeTotals } from './totals';

export function variantPrice(
  catalog: CatalogDb,
  productParentId: string,
  productVariantId: string,
  storeGroupId: string,
  countryCode: string,
): VariantPrice | undefined {
  return catalog.prices
    .get(priceKey(productParentId, storeGroupId, countryCode))
    ?.find((price) => price.productVariantId === productVariantId);
}

/**
 * A cart line for a variant at the cart's prices. The sale markdown is reported
 * as the line's discount (discountAmount per unit, totalDiscountAmount for the
 * line); totalPriceAmount is what the line costs: sale price × quantity.
 */
export function cartLine(
  base: { id: string; quantity: number; options: CartItemOptions },
  product: CatalogProduct,
  variant: CatalogVariant,
  price: VariantPrice,
  languageCode: string,
): CartItem {
  const markdown = price.basePriceAmount - price.salePriceAmount;
  return {
    id: base.id,
    productParentId: product.id,
    productVariantId: variant.id,
    name: `${product.name} ${variant.color} ${variant.size}`,
    displayName: product.name,
    quantity: base.quantity,
    imageUrl: imageUrl(variant.image),
    basePriceAmount: price.basePriceAmount,
    salePriceAmount: price.salePriceAmount,
    totalPriceAmount: price.salePriceAmount * base.quantity,
    totalDiscountAmount: markdown * base.quantity,
    discountAmount: markdown,
    taxPercentage: price.taxPercentage,
    options: structuredClone(base.options),
    customAttributes: {
      brand: BRAND,
      color: variant.color,
      size: variant.size,
      parentName: product.name,
      productSlug: textIn(product.slug, languageCode),
      ...(product.orderLimit ? { orderLimit: product.orderLimit.quantity } : {}),
    },
    tags: { categories: [...product.categories] },
  };
}

/**
 * The cart after a change: every line priced again for the cart's market and
 * store group, conditional codes dropped when their condition no longer
 * holds, and the totals computed again.
 */
export function repriceCart(cart: Cart, catalog: CatalogDb, pricesIncludeTax: boolean): Cart {
  const items = cart.items.map((item) => {
    const found = findVariant(catalog, item.productVariantId);
    const price =
      found && variantPrice(catalog, found.product.id, found.variant.id, cart.storeGroupId, cart.countryCode);
    return found && price ? cartLine(item, found.product, found.variant, price, cart.languageCode) : item;
  });
  const subTotal = items.reduce((sum, item) => sum + item.totalPriceAmount, 0);
  const codes = applicableCodes(
    cart.discountCodes.map((c) => c.code),
    subTotal,
    catalog.discountCodes,
  );
  const totals = computeTotals({
    lines: items,
    discountTotal: discountFor(codes, subTotal, catalog.discountCodes),
    shippingTotal: shippingFor(cart.currencyCode, items.length),
    shippingTaxPercentage: vatBasisPoints(cart.countryCode),
    pricesIncludeTax,
  });
  return { ...cart, items, discountCodes: codes.map((code) => ({ code })), totals };
}
