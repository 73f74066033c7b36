import type { ErrorInfo } from '../../../src/api/apiError';
import {
  cartChanged,
  cartDiscountCodeAddFailed,
  cartDiscountCodeAddRequested,
  cartDiscountCodeRemoveSettled,
  cartFailed,
  cartItemAddRequested,
  cartItemAddSettled,
  cartItemChangeFailed,
  cartItemQuantityChangeStarted,
  cartItemReleased,
  cartItemRemoveStarted,
  cartMayHaveLines,
  cartReducer,
  cartRequested,
  cartSucceeded,
} from '../../../src/features/cart/cartSlice';
import {
  selectCart,
  selectCartItemCount,
  selectCartKnownEmpty,
  selectCartRequest,
  selectIsAddingToCart,
  selectIsCartLineBusy,
  selectPromo,
} from '../../../src/features/cart/selectors';
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
    expect(initial).toEqual({
      cart: null,
      request: { status: 'idle', error: null },
      adding: [],
      busy: [],
      promo: { request: { status: 'idle', error: null }, errorKey: null },
      removingCodes: [],
      giftNotes: {},
      startsEmpty: true,
    });
  });

  it('cartMayHaveLines: the cart is what the backend says, not empty before it answers', () => {
    const state = cartReducer(initial, cartMayHaveLines());
    expect(state.startsEmpty).toBe(false);
    expect(selectCartKnownEmpty({ cart: initial })).toBe(true);
    expect(selectCartKnownEmpty({ cart: state })).toBe(false);
    expect(selectCartKnownEmpty({ cart: { ...state, cart: { ...cart(), items: [] } } })).toBe(true);
    expect(selectCartKnownEmpty({ cart: { ...initial, cart: cart({ items: [cartItem('a', 1)] }) } })).toBe(
      false,
    );
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

describe('line changes in the slice', () => {
  const loaded = cartReducer(
    initial,
    cartSucceeded(
      cart({
        items: [
          cartItem('a', 1),
          { ...cartItem('child', 1), options: { parentItem: 'a' } },
          cartItem('b', 2),
        ],
      }),
    ),
  );

  it('cartItemQuantityChangeStarted marks the line busy and sets the line and its children to the quantity', () => {
    const state = cartReducer(loaded, cartItemQuantityChangeStarted({ itemId: 'a', quantity: 3 }));
    expect(state.busy).toEqual(['a']);
    expect(state.cart!.items.map((i) => i.quantity)).toEqual([3, 3, 2]);
    expect(state.cart!.items[0]!.totalPriceAmount).toBe(30000);
    expect(selectIsCartLineBusy({ cart: state }, 'a')).toBe(true);
    expect(selectIsCartLineBusy({ cart: state }, 'b')).toBe(false);
  });

  it('cartItemRemoveStarted takes the line and its children out', () => {
    const state = cartReducer(loaded, cartItemRemoveStarted({ itemId: 'a' }));
    expect(state.cart!.items.map((i) => i.id)).toEqual(['b']);
  });

  it('cartItemChangeFailed restores the saved lines at their places', () => {
    const removed = cartReducer(loaded, cartItemRemoveStarted({ itemId: 'a' }));
    const restored = cartReducer(
      removed,
      cartItemChangeFailed({
        itemId: 'a',
        cartId: loaded.cart!.id,
        saved: [
          { index: 0, item: loaded.cart!.items[0]! },
          { index: 1, item: loaded.cart!.items[1]! },
        ],
      }),
    );
    expect(restored.cart).toEqual(loaded.cart);
  });

  it('cartItemChangeFailed leaves another cart alone (the session was restarted meanwhile)', () => {
    const removed = cartReducer(loaded, cartItemRemoveStarted({ itemId: 'a' }));
    const restored = cartReducer(
      removed,
      cartItemChangeFailed({
        itemId: 'a',
        cartId: 'an-older-cart',
        saved: [{ index: 0, item: loaded.cart!.items[0]! }],
      }),
    );
    expect(restored.cart).toEqual(removed.cart);
  });

  it('cartItemReleased re-enables the line', () => {
    const busy = cartReducer(loaded, cartItemQuantityChangeStarted({ itemId: 'a', quantity: 2 }));
    expect(cartReducer(busy, cartItemReleased({ itemId: 'a' })).busy).toEqual([]);
  });

  it('cartChanged replaces the cart with the returned one', () => {
    const returned = cart({ id: 'returned', items: [cartItem('z', 1)] });
    expect(cartReducer(loaded, cartChanged(returned)).cart).toEqual(returned);
  });

  it('cartItemAddRequested and cartItemAddSettled track the variants being added', () => {
    const adding = cartReducer(loaded, cartItemAddRequested({ productVariantId: 'v1', quantity: 1 }));
    expect(selectIsAddingToCart({ cart: adding }, 'v1')).toBe(true);
    expect(cartReducer(adding, cartItemAddSettled({ productVariantId: 'v1' })).adding).toEqual([]);
  });

  it('the promo form: pending on a request, the alert key on failure, all cleared on a removal', () => {
    const pending = cartReducer(loaded, cartDiscountCodeAddRequested({ code: 'X' }));
    expect(selectPromo({ cart: pending }).request.status).toBe('loading');
    const failed = cartReducer(
      pending,
      cartDiscountCodeAddFailed({ error: failure, errorKey: 'missingDiscount' }),
    );
    expect(failed.promo.errorKey).toBe('missingDiscount');
    const removed = cartReducer(failed, cartDiscountCodeRemoveSettled({ code: 'SAVE10', removed: true }));
    expect(removed.promo).toEqual({ request: { status: 'idle', error: null }, errorKey: null });
    const notRemoved = cartReducer(failed, cartDiscountCodeRemoveSettled({ code: 'SAVE10', removed: false }));
    expect(notRemoved.promo.errorKey).toBe('missingDiscount');
  });
});
