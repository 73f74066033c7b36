import type { ErrorInfo } from '../../../src/api/apiError';
import { cartFailed, cartReducer, cartRequested, cartSucceeded } from '../../../src/features/cart/cartSlice';
import { selectCart, selectCartItemCount, selectCartRequest } from '../../../src/features/cart/selectors';
import { cart, cartItem } from './fixtures';

const initial = cartReducer(undefined, { type: '@@init' });
const failure: ErrorInfo = {
  message: 'somethingWentWrong',
  code: null,
  statusCode: 500,
  requestId: null,
  errors: [],
  details: null,
  productVariantIDs: [],
};

describe('cartSlice', () => {
  it('starts without a cart and with an idle request', () => {
    expect(initial).toEqual({ cart: null, request: { status: 'idle', error: null } });
  });

  it('cartRequested marks the request as loading', () => {
    expect(selectCartRequest({ cart: cartReducer(initial, cartRequested()) })).toEqual({
      status: 'loading',
      error: null,
    });
  });

  it('cartSucceeded stores the cart and marks the request succeeded', () => {
    const loaded = cart({ items: [cartItem('a', 1)] });
    const state = cartReducer(cartReducer(initial, cartRequested()), cartSucceeded(loaded));
    expect(selectCart({ cart: state })).toEqual(loaded);
    expect(state.request).toEqual({ status: 'succeeded', error: null });
  });

  it('cartFailed records the error and keeps the cart loaded before', () => {
    const loaded = cart({ items: [cartItem('a', 1)] });
    const state = cartReducer(cartReducer(initial, cartSucceeded(loaded)), cartFailed(failure));
    expect(state.request).toEqual({ status: 'failed', error: failure });
    expect(state.cart).toEqual(loaded);
  });
});

describe('selectCartItemCount', () => {
  it('sums the quantities of all lines', () => {
    const state = cartReducer(
      initial,
      cartSucceeded(cart({ items: [cartItem('a', 2), cartItem('b', 3), cartItem('c', 1)] })),
    );
    expect(selectCartItemCount({ cart: state })).toBe(6);
  });

  it('is 0 for an empty cart and when no cart is loaded', () => {
    expect(selectCartItemCount({ cart: cartReducer(initial, cartSucceeded(cart())) })).toBe(0);
    expect(selectCartItemCount({ cart: initial })).toBe(0);
  });
});
