import { ApiError, SOMETHING_WENT_WRONG, UNEXPECTED_ERROR } from '../../api/apiError';
import { t, type LocalText } from '../../i18n/localText';
import { notify } from '../notifications';
import { isLostCartSession } from './cartSession';

export const ORDER_LIMIT_REACHED = 'ORDER_LIMIT_REACHED';
/** The shopper backend's refusal of a new line in a full cart (docs/rules.md#order-limit). */
export const CART_LINE_LIMIT_REACHED = 'CART_LINE_LIMIT_REACHED';

/**
 * The server's text, else 'An unexpected error occurred' (docs/rules.md#error-texts): plain data
 * for a list.
 */
export function cartErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message && error.message !== SOMETHING_WENT_WRONG)
    return error.message;
  return UNEXPECTED_ERROR;
}

/** The shopper backend's refusals a shopper can read something from, in the shop's language. */
const knownRefusals: Record<string, string> = {
  'product not available in this market': 'cart.error.notInMarket',
  'product variant not found': 'cart.error.noSuchProduct',
  'item not found': 'cart.error.lineGone',
  'discount code not found': 'cart.error.noSuchCode',
  [UNEXPECTED_ERROR]: 'cart.error.unexpected',
};

/**
 * A cart toast's message in the shop's language, not the English 'Cart error' (docs/decisions.md#cart):
 * a known refusal by name, any other text as "could not be changed"; the server's own words stay in
 * the support log with the failed action.
 */
export function cartErrorText(error: unknown): LocalText {
  if (isCartLineLimitError(error)) return cartLineLimitText(error);
  const message = cartErrorMessage(error);
  return t(knownRefusals[message] ?? 'cart.error.failed');
}

export const isOrderLimitError = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 403 && error.message === ORDER_LIMIT_REACHED;

export const isCartLineLimitError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.statusCode === 403 && error.message === CART_LINE_LIMIT_REACHED;

/** "The cart can hold at most {limit} lines…" with the backend's limit, else without a number. */
function cartLineLimitText(error: ApiError): LocalText {
  const limit = error.body?.lineLimit;
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0
    ? t('cart.error.lineLimit', { limit })
    : t('cart.error.lineLimitReached');
}

/**
 * The add's other 404s: a variant the cart's market does not sell ('product not available in this
 * market') or that does not exist ('product variant not found'); not out of stock, not a lost session.
 */
export const isNotAvailableError = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 404 && !error.isOutOfStock && !isLostCartSession(error);

export function* notifyOrderLimit(limit?: number) {
  yield* notify(
    'error',
    t('cart.error.title'),
    limit ? t('cart.error.orderLimit', { limit }) : t('cart.error.orderLimitReached'),
  );
}

/** The cart's refusal toasts (docs/rules.md#error-texts, "Cart"), for adds and line changes alike. */
export function* notifyCartError(error: unknown) {
  if (error instanceof ApiError && error.isOutOfStock) {
    yield* notify('error', t('cart.error.outOfStock.title'), t('cart.error.outOfStock.body'));
  } else if (isOrderLimitError(error)) {
    yield* notifyOrderLimit();
  } else {
    yield* notify('error', t('cart.error.title'), cartErrorText(error));
  }
}
