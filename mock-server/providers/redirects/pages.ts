import { mockProviderOrigin } from '../../../shared/mockProviderOrigin';
import type { RedirectPayment } from '../types';
import { escapeHtml, thirdPartyPage } from '../thirdPartyPages';

// The redirect method's own page, as Trustly's (on its own host, checkout.trustly.localhost): the
// shopper sees whom they pay and how much, and approves or cancels. A plain form, no script.

export const PAY_PATH = '/mock-providers/bank/pay';
export const ANSWER_PATH = '/mock-providers/bank/answer';

/** The shop, as the method's page names the payee. */
export const MERCHANT = 'Printfabriken';

type Language = RedirectPayment['language'];

const TEXTS = {
  sv: {
    title: 'Betala med Trustly',
    intro: 'Du betalar direkt från ditt bankkonto.',
    payee: 'Mottagare',
    amount: 'Belopp',
    approve: 'Godkänn betalningen',
    cancel: 'Avbryt och gå tillbaka',
    note: 'Testbank: inga pengar dras.',
    answered: 'Betalningen är redan besvarad.',
    unknown: 'Betalningen finns inte.',
    unreadable: 'Begäran kunde inte läsas.',
    backToShop: (merchant: string) => `Tillbaka till ${merchant}`,
  },
  en: {
    title: 'Pay with Trustly',
    intro: 'You pay straight from your bank account.',
    payee: 'Payee',
    amount: 'Amount',
    approve: 'Approve the payment',
    cancel: 'Cancel and go back',
    note: 'Test bank: no money is taken.',
    answered: 'The payment has already been answered.',
    unknown: 'There is no such payment.',
    unreadable: 'The request could not be read.',
    backToShop: (merchant: string) => `Back to ${merchant}`,
  },
} as const satisfies Record<Language, Record<string, string | ((merchant: string) => string)>>;

/** The page of the payment `paymentId` on the method's host, seen from a look-alike (or shop) at `origin`. */
export function bankPageUrl(origin: string, paymentId: string): string {
  const url = new URL(PAY_PATH, mockProviderOrigin(origin, 'bank'));
  url.searchParams.set('payment', paymentId);
  return url.href;
}

/** Minor units as the shopper reads them, in their language. */
export function formatAmount(amount: RedirectPayment['amount'], language: Language): string {
  const format = new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    style: 'currency',
    currency: amount.currency,
  });
  return format.format(amount.value / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1a1a1a;max-width:32rem}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{font-weight:600}dd{margin:0}',
  'button{font:inherit;margin:12px 12px 0 0;padding:8px 20px;border:2px solid #0e6e3a;border-radius:4px}',
  '.approve{background:#0e6e3a;color:#fff}.cancel{background:#fff;color:#0e6e3a}',
  ':focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}',
].join('\n');

const page = (language: Language, title: string, body: string) =>
  thirdPartyPage(language, title, STYLE, body);

/** The payment: payee, amount, and one form whose two buttons approve or cancel it. */
export function payPage(payment: RedirectPayment): string {
  const t = TEXTS[payment.language];
  return page(
    payment.language,
    `${t.title} – ${MERCHANT}`,
    [
      `<h1 id="page-heading">${escapeHtml(t.title)}</h1>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      '<dl>',
      `<dt>${escapeHtml(t.payee)}</dt><dd>${escapeHtml(MERCHANT)}</dd>`,
      `<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatAmount(payment.amount, payment.language))}</dd>`,
      '</dl>',
      `<form method="post" action="${ANSWER_PATH}" aria-labelledby="page-heading">`,
      `<input type="hidden" name="payment" value="${escapeHtml(payment.paymentId)}">`,
      `<button type="submit" class="approve" name="answer" value="approve">${escapeHtml(t.approve)}</button>`,
      `<button type="submit" class="cancel" name="answer" value="cancel">${escapeHtml(t.cancel)}</button>`,
      '</form>',
      `<p>${escapeHtml(t.note)}</p>`,
    ].join(''),
  );
}

export type NoPaymentReason = 'answered' | 'unknown' | 'unreadable';

/** A page for a payment that cannot be paid here: answered already, unknown, or a request unread. */
export function noPaymentPage(language: Language, reason: NoPaymentReason, backTo?: string): string {
  const text = TEXTS[language][reason];
  // An answered payment (the browser's back button) still leads on to the shop it returns to.
  const back = backTo
    ? `<p><a href="${escapeHtml(backTo)}">${escapeHtml(TEXTS[language].backToShop(MERCHANT))}</a></p>`
    : '';
  return page(language, text, `<h1 id="page-heading">${escapeHtml(text)}</h1>${back}`);
}
