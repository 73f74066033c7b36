import type { FormContext } from './context';
import { money } from './format';

// What the shopper is asked to pay with, which decides the card and method sections and the
// button's label.

/** Adyen's form pays something only while the order has an amount left (gift cards may cover it all). */
export function somethingToPay(ctx: FormContext): boolean {
  const view = ctx.state.view;
  return !!ctx.cardFlow && !(view && view.totals.grandTotal === 0);
}

/** A card is asked for only while something is left to pay and the card is the method chosen. */
export function cardNeeded(ctx: FormContext): boolean {
  return somethingToPay(ctx) && ctx.state.method === 'scheme';
}

export function payLabel(ctx: FormContext): string {
  const { t, view } = ctx.state;
  if (ctx.options.payLabel !== 'pay' || !cardNeeded(ctx)) return t.complete;
  return view ? t.pay + ' ' + money(ctx.state, view.totals.grandTotal) : t.pay;
}
