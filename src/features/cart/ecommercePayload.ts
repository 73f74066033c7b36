import type { CartItem } from '../../api/types';
import { toMajorUnits } from '../../lib/money';
import { lineName } from './cartLines';

/** A GA4 ecommerce payload (amounts in major units, docs/rules.md#analytics). */
export function ecommerceOf(currency: string, lines: { item: CartItem; quantity: number }[]) {
  return {
    ecommerce: {
      currency,
      value: toMajorUnits(
        lines.reduce((sum, { item, quantity }) => sum + item.salePriceAmount * quantity, 0),
      ),
      items: lines.map(({ item, quantity }) => ({
        item_id: item.productVariantId,
        item_name: lineName(item),
        item_brand: item.customAttributes.brand,
        item_variant: [item.customAttributes.color, item.customAttributes.size].filter(Boolean).join(' / '),
        price: toMajorUnits(item.salePriceAmount),
        quantity,
      })),
    },
  };
}
