import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { Cart, CartItemOptions } from '../../api/types';
import { idleRequest, requestReducers, type RequestState } from '../../core/requestState';
import { loggedOut } from '../../core/session';
import { withLinesRestored, withoutLine, withQuantity, type SavedLine } from './cartLines';
import type { PromoErrorKey } from './promoErrors';

export interface CartState {
  cart: Cart | null;
  request: RequestState;
  /** Variants whose add-to-cart call is under way (their buttons are disabled). */
  adding: string[];
  /** Line ids whose controls are disabled: from the change until 700 ms after it settled. */
  busy: string[];
  /** The promo-code form of the voucher box; errorKey picks the alert text (docs/rules.md#cart-codes). */
  promo: { request: RequestState; errorKey: PromoErrorKey | null };
  /** Discount codes whose removal is under way. */
  removingCodes: string[];
  /**
   * Gift notes being saved, or whose save failed, by their box line: the text as the shopper
   * typed it, so a failed save can be tried again without typing it once more.
   */
  giftNotes: Record<string, GiftNoteDraft>;
  /**
   * The visitor has neither a cart session nor incognito lines, so the cart is empty before any
   * answer says so: a page can show that at once (the prerendered checkout does). False as soon
   * as the boot finds either (cartMayHaveLines).
   */
  startsEmpty: boolean;
}

export interface GiftNoteDraft {
  /** Its save: loading while it runs, failed once it did (a saved note's draft goes). */
  request: RequestState;
  text: string;
}

type GiftNoteSave = { itemId: string; text: string };

declare module '../../core/rootState' {
  interface RootState {
    cart: CartState;
  }
}

/** What a product page or the wishlist asks the cart to add. */
export interface AddToCartRequest {
  productVariantId: string;
  quantity: number;
  options?: CartItemOptions;
  /** With these the order limit is checked before the call even for a product not yet in the cart. */
  productParentId?: string;
  orderLimit?: number;
  /** The message of a gift note that goes with the added box (a child line of the box's line). */
  giftNote?: string;
}

const initialState: CartState = {
  cart: null,
  request: idleRequest,
  adding: [],
  busy: [],
  promo: { request: idleRequest, errorKey: null },
  removingCodes: [],
  giftNotes: {},
  startsEmpty: true,
};

const without = (list: string[], value: string) => list.filter((entry) => entry !== value);
const withAdded = (list: string[], value: string) => (list.includes(value) ? list : [...list, value]);

const keepText = (state: CartState, { itemId, text }: GiftNoteSave) => {
  const draft = state.giftNotes[itemId];
  if (draft) draft.text = text;
};

/** Drafts of box lines that are no longer in the cart have nothing left to attach to. */
function pruneGiftNotes(state: CartState) {
  const lines = new Set(state.cart?.items.map((item) => item.id) ?? []);
  for (const itemId of Object.keys(state.giftNotes)) {
    if (!lines.has(itemId)) delete state.giftNotes[itemId];
  }
}

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    ...requestReducers<CartState, { succeeded: Cart }>()('cart', (s) => s, 'request', {
      succeeded: (state, action) => {
        state.cart = action.payload;
        pruneGiftNotes(state);
      },
    }),
    /** The boot found a cart session or incognito lines: the cart is what the backend says. */
    cartMayHaveLines: (state) => {
      state.startsEmpty = false;
    },
    /** A change succeeded: the cart is replaced with the one the backend returned. */
    cartChanged: (state, action: PayloadAction<Cart>) => {
      state.cart = action.payload;
      pruneGiftNotes(state);
    },
    /**
     * The cart changed, so any checkout made from it is stale (its token cookie is already gone).
     * Nothing here listens yet: the checkout slice will empty its cached checkout on it.
     */
    checkoutInvalidated: () => undefined,
    /**
     * A new cart session is in (its cart already shown): it carries no company yet, so the company
     * feature's owner gives it one (features/company/sessionCompanySagas.ts).
     */
    cartSessionStarted: (_state, _action: PayloadAction<{ cartId: string }>) => undefined,

    cartItemAddRequested: (state, action: PayloadAction<AddToCartRequest>) => {
      state.adding = withAdded(state.adding, action.payload.productVariantId);
    },
    cartItemAddSettled: (state, action: PayloadAction<{ productVariantId: string }>) => {
      state.adding = without(state.adding, action.payload.productVariantId);
    },

    /** Intent from the line card; quantity 0 (minus at 1) removes the line. */
    cartItemQuantityChangeRequested: (_state, _action: PayloadAction<{ itemId: string; quantity: number }>) =>
      undefined,
    cartItemRemoveRequested: (_state, _action: PayloadAction<{ itemId: string }>) => undefined,
    /** The optimistic part: shown at once, before the backend answers. */
    cartItemQuantityChangeStarted: (state, action: PayloadAction<{ itemId: string; quantity: number }>) => {
      const { itemId, quantity } = action.payload;
      state.busy = withAdded(state.busy, itemId);
      if (state.cart) state.cart = withQuantity(state.cart, itemId, quantity);
    },
    cartItemRemoveStarted: (state, action: PayloadAction<{ itemId: string }>) => {
      state.busy = withAdded(state.busy, action.payload.itemId);
      if (state.cart) state.cart = withoutLine(state.cart, action.payload.itemId);
    },
    /** The change was refused: its lines go back to how they were. */
    cartItemChangeFailed: (
      state,
      action: PayloadAction<{ itemId: string; cartId: string; saved: SavedLine[] }>,
    ) => {
      // Only into the cart they came from: after a restarted session the old lines do not belong.
      if (state.cart?.id === action.payload.cartId) {
        state.cart = withLinesRestored(state.cart, action.payload.saved);
      }
    },
    cartItemReleased: (state, action: PayloadAction<{ itemId: string }>) => {
      state.busy = without(state.busy, action.payload.itemId);
    },

    /** Intent from a box line: its gift note should say `text` (added when it has none). */
    cartGiftNoteSaveRequested: (_state, _action: PayloadAction<{ itemId: string; text: string }>) =>
      undefined,
    // A save per box line, kept in its draft with the typed text.
    ...requestReducers<
      CartState,
      { requested: GiftNoteSave; failed: GiftNoteSave & { error: ErrorInfo | null } }
    >()(
      ['cartGiftNoteSaveStarted', null, 'cartGiftNoteSaveFailed'],
      (s, { itemId }) => (s.giftNotes[itemId] ??= { request: idleRequest, text: '' }),
      'request',
      {
        requested: (state, { payload }) => keepText(state, payload),
        failed: (state, { payload }) => keepText(state, payload),
        // A box that left the cart meanwhile has nothing to attach the text to.
        when: {
          failed: (state, { payload }) => !!state.cart?.items.some((item) => item.id === payload.itemId),
        },
      },
    ),
    /** The note is saved: its draft goes. */
    cartGiftNoteSaveSucceeded: (state, action: PayloadAction<{ itemId: string }>) => {
      delete state.giftNotes[action.payload.itemId];
    },
    /** The shopper let a failed note go (cancelled the retry). */
    cartGiftNoteDraftDiscarded: (state, action: PayloadAction<{ itemId: string }>) => {
      if (state.giftNotes[action.payload.itemId]?.request.status === 'failed')
        delete state.giftNotes[action.payload.itemId];
    },

    ...requestReducers<
      CartState,
      { requested: { code: string }; failed: { error: ErrorInfo; errorKey: PromoErrorKey | null } }
    >()('cartDiscountCodeAdd', (s) => s.promo, 'request', {
      requested: (state) => {
        state.promo.errorKey = null;
      },
      succeeded: (state) => {
        state.promo.errorKey = null;
      },
      failed: (state, action) => {
        state.promo.errorKey = action.payload.errorKey;
      },
      // An empty field sends nothing (docs/rules.md#cart-codes), so nothing is pending either.
      when: { requested: (_state, action) => action.payload.code.trim() !== '' },
    }),
    cartDiscountCodeRemoveRequested: (state, action: PayloadAction<{ code: string }>) => {
      state.removingCodes = withAdded(state.removingCodes, action.payload.code);
    },
    cartDiscountCodeRemoveSettled: (state, action: PayloadAction<{ code: string; removed: boolean }>) => {
      state.removingCodes = without(state.removingCodes, action.payload.code);
      if (action.payload.removed) state.promo = { request: idleRequest, errorKey: null };
    },

    /** The shopper looks at the cart (page or drawer): the view_cart event. */
    cartViewed: () => undefined,
  },
  // The cached cart goes with the login (docs/rules.md#cart-session); the saga then starts a fresh session.
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
});

export const {
  cartMayHaveLines,
  cartRequested,
  cartSucceeded,
  cartFailed,
  cartChanged,
  checkoutInvalidated,
  cartSessionStarted,
  cartItemAddRequested,
  cartItemAddSettled,
  cartItemQuantityChangeRequested,
  cartItemRemoveRequested,
  cartItemQuantityChangeStarted,
  cartItemRemoveStarted,
  cartItemChangeFailed,
  cartItemReleased,
  cartGiftNoteSaveRequested,
  cartGiftNoteSaveStarted,
  cartGiftNoteSaveSucceeded,
  cartGiftNoteSaveFailed,
  cartGiftNoteDraftDiscarded,
  cartDiscountCodeAddRequested,
  cartDiscountCodeAddSucceeded,
  cartDiscountCodeAddFailed,
  cartDiscountCodeRemoveRequested,
  cartDiscountCodeRemoveSettled,
  cartViewed,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
