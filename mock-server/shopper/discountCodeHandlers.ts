import { db } from '../db';
import { readJson, type JsonObject } from '../kit/body';
import { guard, HttpError } from '../kit/guard';
import { cartAnswer, cartFor, commit } from './carts';
import { checkNewCode, MAX_CODE_LENGTH, normalizeCode } from './discountCodes';

function discountError(error: string, details?: string, status = 400): HttpError {
  return new HttpError(status, error, details ? { details } : {});
}

export const addDiscountCode = guard('shopper', async ({ request }) => {
  cartFor(request);
  let body: JsonObject;
  try {
    body = await readJson(request);
  } catch (thrown) {
    // The app shows its BAD_REQUEST alert; an oversize body keeps its 413.
    throw thrown instanceof HttpError ? discountError('BAD_REQUEST', thrown.error, thrown.status) : thrown;
  }
  const cart = cartFor(request); // after the last await: a concurrent change is not overwritten
  const checked = checkNewCode(
    body.discountCode,
    cart.discountCodes.map((c) => c.code),
    cart.totals.subTotal,
    db().shopper.discountCodes,
  );
  if (!checked.ok) {
    throw discountError(
      checked.error,
      checked.error === 'BAD_REQUEST'
        ? `discountCode must be a text of 1 to ${MAX_CODE_LENGTH} characters`
        : undefined,
    );
  }
  return cartAnswer(commit(cart, { discountCodes: [...cart.discountCodes, { code: checked.code }] }));
});

export const removeDiscountCode = guard('shopper', ({ request, params }) => {
  const cart = cartFor(request);
  const code = normalizeCode(String(params.code));
  if (!cart.discountCodes.some((c) => c.code === code)) {
    throw new HttpError(404, 'discount code not found', { details: `code '${code}' is not on this cart` });
  }
  return cartAnswer(commit(cart, { discountCodes: cart.discountCodes.filter((c) => c.code !== code) }));
});
