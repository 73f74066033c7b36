import type { CartState } from './cartSlice';

type WithCart = { cart: CartState };

export const selectCart = (state: WithCart) => state.cart.cart;
/** Whether the cart is known to be empty: its lines say so, or, before any answer, the boot did. */
export const selectCartKnownEmpty = (state: WithCart) =>
  state.cart.cart ? state.cart.cart.items.length === 0 : state.cart.startsEmpty;
export const selectCartRequest = (state: WithCart) => state.cart.request;
export const selectIsAddingToCart = (state: WithCart, productVariantId: string) =>
  state.cart.adding.includes(productVariantId);
export const selectCartItemCount = (state: WithCart) =>
  state.cart.cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
export const selectIsCartLineBusy = (state: WithCart, itemId: string) => state.cart.busy.includes(itemId);
export const selectPromo = (state: WithCart) => state.cart.promo;
export const selectRemovingCodes = (state: WithCart) => state.cart.removingCodes;
export const selectGiftNoteDraft = (state: WithCart, itemId: string) => state.cart.giftNotes[itemId] ?? null;
