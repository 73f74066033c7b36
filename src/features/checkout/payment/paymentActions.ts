import { createAction } from '@reduxjs/toolkit';

/** The checkout page's payment container is in the document (StrictMode may say so twice). */
export const paymentContainerMounted = createAction('checkout/paymentContainerMounted');
