import { ApiError, SOMETHING_WENT_WRONG, UNEXPECTED_ERROR } from '../../api/apiError';
import { literal, t } from '../../i18n/localText';
import { notify } from '../notifications';
import { isLostCartSession } from './cartSession';

export const ORDER_LIMIT_REACHED = 'ORDER_LIMIT_REACHED';
export const CART_ERROR_TITLE = 'Cart error';

/** The server's text, else 'An unexpected error occurred' (spec point 8). */
export function cartErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message && error.message !== SOMETHING_WENT_WRONG)
    return error.message;
  return UNEXPECTED_ERROR;
}

export const isOrderLimitError = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 403 && error.message === ORDER_LIMIT_REACHED;

/**
 * The add's other 404s: a variant the cart's market does not sell ('product not available in this
 * market') or that does not exist ('product variant not found'); not out of stock, not a lost session.
 */
export const isNotAvailableError = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 404 && !error.isOutOfStock && !isLostCartSession(error);

export function* notifyOrderLimit(limit?: number) {
  yield* notify(
    'error',
    literal(CART_ERROR_TITLE),
    limit ? t('cart.error.orderLimit', { limit }) : t('cart.error.orderLimitReached'),
  );
}

/** The toasts of spec point 8, "Add to cart failure", for adds and line changes alike. */
export function* notifyCartError(error: unknown) {
  if (error instanceof ApiError && error.isOutOfStock) {
    yield* notify(
      'error',
      literal('Slut i lager'),
      literal('Den artikel du försökte lägga till är inte längre tillgänglig.'),
    );
  } else if (isOrderLimitError(error)) {
    yield* notifyOrderLimit();
  } else {
    yield* notify('error', literal(CART_ERROR_TITLE), literal(cartErrorMessage(error)));
  }
}
