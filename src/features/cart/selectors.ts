import type { CartState } from './cartSlice';

type WithCart = { cart: CartState };

export const selectCart = (state: WithCart) => state.cart.cart;
export const selectCartRequest = (state: WithCart) => state.cart.request;
export const selectCartItemCount = (state: WithCart) =>
  state.cart.cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
