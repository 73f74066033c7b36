// The shopper backend (/shopper): cart sessions, catalog, prices and stocks. The shapes are
// generated from its contract, contracts/shopper.yaml (`npm run contracts`).

export type {
  CartTotals,
  CartItemOptions,
  CartItem,
  Cart,
  StartSessionInput,
  StartSessionResult,
  SessionAttributes,
  ProductVariant,
  ProductParent,
  ProductSummary,
  VariantPrice,
  PriceData,
  VariantStock,
  AddItemInput,
} from '../../../contracts/types/shopper';

/**
 * The header that carries the signed-in user's access token where Authorization holds another
 * credential: the shopper backend's attributes call (the cart token) and create-order (the checkout
 * token).
 */
export const USER_TOKEN_HEADER = 'X-User-Token';
