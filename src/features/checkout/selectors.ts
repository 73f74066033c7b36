import type { CheckoutState } from './checkoutSlice';

type WithCheckout = { checkout: CheckoutState };

export const selectCheckout = (state: WithCheckout) => state.checkout.checkout;
export const selectCheckoutRequest = (state: WithCheckout) => state.checkout.request;
export const selectCheckoutProblem = (state: WithCheckout) => state.checkout.problem;
export const selectPaymentProvider = (state: WithCheckout) => state.checkout.provider;
export const selectPaymentSession = (state: WithCheckout) => state.checkout.session;
export const selectWidgetStatus = (state: WithCheckout) => state.checkout.widget;
export const selectPendingOrderChanges = (state: WithCheckout) => state.checkout.pendingChanges;
export const selectOrderError = (state: WithCheckout) => state.checkout.orderError;
export const selectGiftCard = (state: WithCheckout) => state.checkout.giftCard;
export const selectRemovingGiftCards = (state: WithCheckout) => state.checkout.removingGiftCards;
export const selectConfirmation = (state: WithCheckout) => state.checkout.confirmation;
export const selectCheckoutActive = (state: WithCheckout) => state.checkout.active;
export const selectAwaitingCustomer = (state: WithCheckout) => state.checkout.awaitingCustomer;
export const selectPurchaseCompleted = (state: WithCheckout) => state.checkout.purchaseCompleted;
export const selectWidgetTotalsMismatch = (state: WithCheckout) => state.checkout.widgetTotalsMismatch;
export const selectRefusedProviders = (state: WithCheckout) => state.checkout.refusedProviders;
