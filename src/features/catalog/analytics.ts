import type { PriceData, ProductParent, ProductSummary } from '../../api/types';
import { toMajorUnits } from '../../lib/money';

/**
 * GA4 ecommerce payloads. Products are identified by their product number, the id shoppers
 * and the wishlist know them by; prices are in major units as GA4 expects.
 */
export function viewItemListParams(products: ProductSummary[], listId = 'home', listName = 'Home') {
  return {
    ecommerce: {
      item_list_id: listId,
      item_list_name: listName,
      items: products.map((product, index) => ({
        item_id: product.productNumber,
        item_name: product.name,
        item_brand: product.brand,
        index,
        price: toMajorUnits(product.price.salePriceAmount),
        currency: product.price.currencyCode,
      })),
    },
  };
}

/** The product's "from" price: its lowest variant sale price. */
export function viewItemParams(product: ProductParent, prices: PriceData) {
  const lowest = Math.min(...prices.variants.map((variant) => variant.salePriceAmount));
  const price = Number.isFinite(lowest) ? toMajorUnits(lowest) : 0;
  return {
    ecommerce: {
      currency: prices.currencyCode,
      value: price,
      items: [
        {
          item_id: product.productNumber,
          item_name: product.name,
          item_brand: product.brand,
          price,
          currency: prices.currencyCode,
          quantity: 1,
        },
      ],
    },
  };
}
