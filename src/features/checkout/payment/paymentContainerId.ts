/** The element the payment widgets render into; the page renders it, the widgets find it by id. */
export const PAYMENT_CONTAINER_ID = 'checkout-payment';
