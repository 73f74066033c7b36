import { call, put, select } from 'typed-redux-saga';
import { ApiError, toErrorInfo } from '../../api/apiError';
import { literal } from '../../i18n/localText';
import { lineName, removeCartLine, selectCart } from '../cart';
import { notify } from '../notifications';
import { checkoutProblem, orderErrorShown } from './checkoutSlice';
import { dropCheckoutToken } from './checkoutToken';
import { orderErrorOf } from './orderErrors';
import { paymentStateAfter } from './paidCheckout';

/**
 * This message is fixed in Swedish (docs/rules.md#error-texts): the lines it names are gone from
 * the cart.
 */
export const outOfStockMessage = (names: string[]) =>
  `Följande artiklar är slut i lager och har tagits bort från varukorgen: ${names.join(', ')}.`;

/** A refusal naming variants that are out of stock. */
export const isOutOfStockRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.isOutOfStock && error.productVariantIDs.length > 0;

/**
 * A line that went out of stock: the lines of those variants are deleted from the cart and the
 * shopper told which (docs/rules.md#order-errors). Returns whether anything was out of stock.
 */
export function* removeOutOfStockLines(error: unknown) {
  if (!isOutOfStockRefusal(error)) return false;
  const cart = yield* select(selectCart);
  const lines = (cart?.items ?? []).filter(
    (item) => error.productVariantIDs.includes(item.productVariantId) && !item.options.parentItem,
  );
  yield* notify('error', literal('Slut i lager'), literal(outOfStockMessage(lines.map(lineName))));
  for (const line of lines) yield* call(removeCartLine, line.id);
  return true;
}

/**
 * The merchant's check refused the payment because the order's total is no longer the amount the
 * provider holds and the form showed (a shared gift card spent elsewhere, a price changed).
 */
export const isTotalChangedRefusal = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 409 && error.message === 'order total changed';

/**
 * A 403 from the checkout's backends: the buyer may not order for the company the cart names (no
 * longer a member, or the right was withdrawn since the company was chosen). Reloading cannot help;
 * the account must be read again (its companies, its store group).
 */
export const isOrderingRightsRefusal = (error: unknown) => toErrorInfo(error).statusCode === 403;

/**
 * Any other failure of the checkout: the order-error panel for a refused order, the lost ordering
 * rights with their way on, else the checkout's unexpected error with its Reload action. A checkout
 * error deletes the checkout token cookie, unless the checkout was paid (then the confirmation
 * follows and nothing shows here) or may have been (its payment could not be read).
 */
export function* showCheckoutError(error: unknown) {
  const payment = yield* call(paymentStateAfter, error);
  if (payment === 'paid') return;
  const orderError = orderErrorOf(error);
  if (orderError) {
    yield* put(orderErrorShown(orderError));
    return;
  }
  if (payment === 'open') yield* call(dropCheckoutToken);
  const problem = isOrderingRightsRefusal(error) ? 'orderingRights' : 'unexpected';
  yield* put(checkoutProblem({ problem, error: toErrorInfo(error) }));
}
