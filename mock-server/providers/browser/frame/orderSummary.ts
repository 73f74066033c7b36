import type { CartItem } from '../../../../contracts/types/shopper-providers';
import type { WidgetAddress, WidgetLanguage } from '../types';
import type { FormContext } from './context';
import { resize } from './display';
import { countryName, money } from './format';
import { cardNeeded, payLabel, somethingToPay } from './payable';
import type { Texts } from './texts';

// The order above the form (lines and totals) and a business buyer's details: drawn again on every
// load of the order, since the shop may change it while the form is open.

function lineMeta(t: Texts, item: CartItem): string {
  const parts = [item.customAttributes.color, item.customAttributes.size].filter(Boolean);
  return (parts.length ? parts.join(', ') + ' · ' : '') + t.quantity(item.quantity);
}

/** An address in one line: 'Erik Buyer, Hamngatan 18, 41106 Göteborg, Sverige'. */
function addressLine(lang: WidgetLanguage, value: WidgetAddress): string {
  const name = [value.givenName, value.familyName].filter(Boolean).join(' ');
  const place = [value.postalCode, value.city].filter(Boolean).join(' ');
  const country = value.country ? countryName(lang, value.country) : '';
  return [name, value.address, place, country].filter(Boolean).join(', ');
}

/** A business buyer's company, reference and delivery address: set by the shop, not editable here. */
function renderBusiness(ctx: FormContext): void {
  const { businessSection } = ctx.parts;
  const { view, t, lang } = ctx.state;
  const el = ctx.el;
  if (!businessSection) return;
  const business = view ? view.business : undefined;
  businessSection.hidden = !business;
  if (!business) {
    businessSection.removeAttribute('aria-labelledby');
    businessSection.replaceChildren();
    return;
  }
  businessSection.setAttribute('aria-labelledby', 'business-heading');
  businessSection.replaceChildren(
    el('h2', { id: 'business-heading' }, [
      business.name + ' (' + t.organisationNumber(business.organisationNumber) + ')',
    ]),
    el('p', {}, [t.reference + ': ' + business.reference]),
    el('h3', {}, [t.deliveryAddress]),
    el('p', {}, [addressLine(lang, business.shippingAddress)]),
  );
}

/** The totals as rows: a discount and gift cards only when there are some, and VAT added or included. */
function totalRows(ctx: FormContext): [string, string, string?][] {
  const { t } = ctx.state;
  const totals = ctx.state.view!.totals;
  const amount = (minor: number) => money(ctx.state, minor);
  const rows: [string, string, string?][] = [[t.subTotal, amount(totals.subTotal)]];
  if (totals.discountTotal > 0) rows.push([t.discount, '−' + amount(totals.discountTotal)]);
  rows.push([t.shipping, amount(totals.shippingTotal)]);
  if (totals.giftCardTotal > 0) rows.push([t.giftCards, '−' + amount(totals.giftCardTotal)]);
  const withoutTax = totals.subTotal - totals.discountTotal + totals.shippingTotal - totals.giftCardTotal;
  const taxAdded = withoutTax !== totals.grandTotal && totals.taxTotal > 0;
  if (taxAdded) rows.push([t.taxAdded, amount(totals.taxTotal)]);
  rows.push([t.total, amount(totals.grandTotal), 'grand']);
  if (!taxAdded) rows.push([t.taxIncluded, amount(totals.taxTotal)]);
  return rows;
}

/** Draws the order, and what depends on its amount: the card and method sections and the button. */
export function renderOrder(ctx: FormContext): void {
  const { view, t } = ctx.state;
  const { orderSection, cardSection, methodSection, payButton } = ctx.parts;
  const el = ctx.el;
  if (!view || !orderSection) return;
  const lines = el(
    'ul',
    { class: 'lines' },
    view.items.map((item) =>
      el('li', {}, [
        el('span', {}, [
          el('span', { class: 'line-name' }, [item.displayName || item.name]),
          el('br'),
          el('span', { class: 'line-meta' }, [lineMeta(t, item)]),
        ]),
        el('span', { class: 'line-price' }, [money(ctx.state, item.totalPriceAmount)]),
      ]),
    ),
  );
  const list = el('dl', { class: 'totals' });
  for (const [label, amount, cls] of totalRows(ctx)) {
    list.appendChild(el('dt', cls ? { class: cls } : {}, [label]));
    list.appendChild(el('dd', cls ? { class: cls } : {}, [amount]));
  }
  orderSection.replaceChildren(el('h2', { id: 'order-heading' }, [t.order]), lines, list);
  renderBusiness(ctx);
  if (cardSection) cardSection.hidden = !cardNeeded(ctx);
  if (methodSection) methodSection.hidden = !somethingToPay(ctx);
  if (payButton && !ctx.state.busy) payButton.textContent = payLabel(ctx);
  resize(ctx);
}
