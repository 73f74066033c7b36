import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../api/apiError';
import type { Cart } from '../../api/types';
import { idleRequest, type RequestState } from '../../app/requestState';
import { loggedOut } from '../auth';

export interface CartState {
  cart: Cart | null;
  request: RequestState;
}

const initialState: CartState = { cart: null, request: idleRequest };

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartRequested: (state) => {
      state.request = { status: 'loading', error: null };
    },
    cartSucceeded: (state, action: PayloadAction<Cart>) => {
      state.cart = action.payload;
      state.request = { status: 'succeeded', error: null };
    },
    cartFailed: (state, action: PayloadAction<ErrorInfo>) => {
      state.request = { status: 'failed', error: action.payload };
    },
  },
  // The cached cart goes with the login (spec point 4); the saga then starts a fresh session.
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
});

export const { cartRequested, cartSucceeded, cartFailed } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
