import type { Cart, CartItem, CartItemOptions, VariantPrice } from '../../contracts/types/shopper';
import { shippingFor, variantPrice, vatBasisPoints } from '../catalog/pricing';
import { BRAND, findVariant, imageUrl, textIn } from '../catalog/products';
import type { CatalogDb, CatalogProduct, CatalogVariant } from '../catalog/types';
import { applicableCodes, discountFor } from './discountCodes';
import { computeTotals } from './totals';
import type { DiscountRule } from './types';

/** The product's and the variant's names in the cart's language, as the shopper bought them. */
function namesIn(product: CatalogProduct, variant: CatalogVariant, languageCode: string) {
  return {
    name: product.name,
    color: textIn(variant.color, languageCode),
    size: textIn(variant.size, languageCode),
  };
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
  const { name, color, size } = namesIn(product, variant, languageCode);
  return {
    id: base.id,
    productParentId: product.id,
    productVariantId: variant.id,
    name: `${name} ${color} ${size}`,
    displayName: name,
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
      color,
      size,
      parentName: name,
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
export function repriceCart(
  cart: Cart,
  catalog: CatalogDb,
  discountRules: ReadonlyMap<string, DiscountRule>,
  pricesIncludeTax: boolean,
): Cart {
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
    discountRules,
  );
  const totals = computeTotals({
    lines: items,
    discountTotal: discountFor(codes, subTotal, discountRules),
    shippingTotal: shippingFor(cart.currencyCode, items.length),
    shippingTaxPercentage: vatBasisPoints(cart.countryCode),
    pricesIncludeTax,
  });
  return { ...cart, items, discountCodes: codes.map((code) => ({ code })), totals };
}
