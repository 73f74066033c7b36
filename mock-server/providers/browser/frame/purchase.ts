import { sessionPath, type Answer } from './api';
import type { FormContext } from './context';
import { flushCustomer } from './customerSync';
import { handleFailure, notice } from './display';
import { inTurn } from './lockOrder';
import { ended, finish, settle, started } from './paymentProgress';

// The plain purchase of every provider but Adyen: one call to the provider's server, which pays the
// order or says why not.

type PurchaseBody = {
  status?: string;
  reference?: string;
  location?: string;
  reason?: string;
  errors?: unknown;
  productVariantIDs?: unknown;
};

/** Pays `shownAmount`, what the shopper saw when they clicked. */
export function purchase(ctx: FormContext, shownAmount: number): void {
  started(ctx);
  const paidToken = ctx.state.token;
  flushCustomer(ctx)
    .then((saved) =>
      // After the lock changes already sent: one still on its way would find the order locked.
      saved
        ? inTurn(ctx, () => ctx.request('POST', sessionPath(paidToken, '/purchase'), { amount: shownAmount }))
        : null,
    )
    .then(
      (answer) => purchaseAnswered(ctx, answer),
      () => {
        settle(ctx);
        ended(ctx, { status: 'failed' });
        handleFailure(ctx, null);
      },
    );
}

/** null: the details never reached the provider (the form said why already). */
function purchaseAnswered(ctx: FormContext, answer: Answer | null): void {
  const { t } = ctx.state;
  const hooks = ctx.hooks;
  if (!answer) {
    settle(ctx);
    return ended(ctx, { status: 'failed' });
  }
  const body = (answer.body ?? {}) as PurchaseBody;
  if (answer.status === 200 && body.status === 'completed') return finish(ctx, String(body.reference));
  if (answer.status === 200 && body.status === 'redirect' && body.location && hooks.merchantRedirect) {
    // The merchant refused it on its server: the page goes where it said, the form stays busy.
    ended(ctx, { status: 'failed' });
    return hooks.merchantRedirect(body.location);
  }
  settle(ctx);
  if (answer.status === 200 && body.status === 'declined') {
    notice(ctx, t.declined, 'error');
    ended(ctx, { status: 'declined' });
    if (hooks.declined) hooks.declined(String(body.reason ?? 'declined'));
    return;
  }
  ended(ctx, { status: 'failed' });
  if (answer.status === 200 && body.status === 'validation_failed') return failValidation(ctx, body);
  handleFailure(ctx, answer);
}

/** The merchant's check refused the order: the shop's page is told what, to show it by the cart. */
function failValidation(ctx: FormContext, body: { errors?: unknown; productVariantIDs?: unknown }): void {
  const { t } = ctx.state;
  notice(ctx, t.validationTitle + '. ' + t.validationMessage, 'error');
  if (ctx.hooks.validationFailed) {
    ctx.hooks.validationFailed({
      title: t.validationTitle,
      message: t.validationMessage,
      errors: Array.isArray(body.errors) ? (body.errors as string[]) : [],
      productVariantIDs: Array.isArray(body.productVariantIDs) ? (body.productVariantIDs as string[]) : [],
    });
  }
}
