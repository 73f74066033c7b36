import { db } from '../../mock-server/db';
import type { ProviderSessionView } from '../../mock-server/providers/types';
import { mockProviderOrigin } from '../../shared/mockProviderOrigin';
import type { ProviderPayment, StartSessionResult } from '../../src/api/types';
import {
  addItem,
  GIFT_CARD,
  openProviderOrder,
  PROVIDER_INPUT,
  putGiftCard,
  startCheckout,
} from './checkoutHelpers';
import { call, ORIGIN, withMockBackend } from './helpers';
import { axeViolationsOfDocument } from './providerWidgetKit';
import {
  adyenPath,
  adyenSessionCalls,
  answerBank,
  BANK_ANSWER_PATH,
  customerBody,
  formPost,
  openSession,
  providerCall,
  returnToShop,
  stockOut,
  TEST_CARD,
  TRUSTLY,
} from './providerSessions';

withMockBackend();

// Adyen's redirect method (Trustly) across its three parties: Adyen (the payment, whose answer sends
// the shopper's page to Trustly), Trustly's own page (on its own host, where the shopper approves or
// cancels, and which sends them back with a redirectResult), and the shop's backend, which submits
// the redirectResult on the return (Adyen's /payments/details): the answer recorded at the bank
// decides, once.

const BANK = mockProviderOrigin(ORIGIN, 'bank');
/** Where the shop sends the shopper back to, absolute as the app sends it. */
const CONFIRMATION = `${ORIGIN}/checkout/confirmation?provider=Adyen`;

interface RedirectAction {
  type: string;
  method: string;
  url: string;
  paymentMethodType: string;
}

/** A cart of `quantity` × TEE-BLUE-M, its Adyen order opened by the shop and the shopper's details entered. */
async function openAdyen({
  quantity = 1,
  giftCard = false,
  countryCode = 'SE',
  languageCode = 'sv',
  confirmationUrl = CONFIRMATION,
} = {}) {
  const started = await call<StartSessionResult>('POST', '/shopper/sessions/start', {
    body: { storeGroupId: 'default', countryCode, languageCode },
  });
  const cartToken = started.body.token;
  await addItem(cartToken, 'TEE-BLUE-M', quantity);
  const checkout = await startCheckout(cartToken, {
    paymentProvider: 'Adyen',
    ...(giftCard ? { giftCardProvider: 'retain24' } : {}),
    shippingProvider: 'ingrid',
  });
  const checkoutToken = checkout.body.token;
  if (giftCard) await putGiftCard(checkoutToken, GIFT_CARD.code, GIFT_CARD.pin);
  const opened = await openProviderOrder('Adyen', checkoutToken, { ...PROVIDER_INPUT, confirmationUrl });
  const { publicToken } = opened.body;
  await providerCall('POST', 'Adyen', publicToken, '/customer', customerBody());
  const adyenSession = opened.body.adyenSession!;
  return {
    cartToken,
    checkoutToken,
    publicToken,
    session: opened.body,
    adyenSession,
    adyen: adyenSessionCalls(adyenSession),
  };
}
type Opened = Awaited<ReturnType<typeof openAdyen>>;

/** Pays with Trustly: the redirect action of the answer. */
async function redirected(opened: Opened): Promise<RedirectAction> {
  const paid = await opened.adyen.pay(TRUSTLY);
  expect(paid.body.resultCode).toBe('RedirectShopper');
  return paid.body.action as RedirectAction;
}

/** Pays with Trustly and answers at the bank: where the bank sends the shopper back to. */
async function answered(opened: Opened, answer: 'approve' | 'cancel'): Promise<string> {
  const back = await answerBank((await redirected(opened)).url, answer);
  expect(back.status).toBe(303);
  return back.location!;
}

const view = async (publicToken: string) =>
  (await providerCall<ProviderSessionView>('GET', 'Adyen', publicToken)).body;
const attempts = (publicToken: string) => db().checkout.providerOrders.get(publicToken)?.abortedAttempts;
const stock = () => db().catalog.stocks.get('TEE-BLUE-M');
const giftCardBalance = () => db().checkout.giftCards.get(GIFT_CARD.code)?.balance;
const pageOf = async (response: Response) =>
  new DOMParser().parseFromString(await response.text(), 'text/html');

describe("Adyen's redirect method (Trustly)", () => {
  it('setup offers Trustly after the card, as the Drop-in lists the methods', async () => {
    const { adyen } = await openAdyen();
    expect((await adyen.setup()).body.paymentMethods).toEqual({
      paymentMethods: [
        { type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] },
        { type: 'trustly', name: 'Trustly' },
      ],
    });
  });

  it("a Trustly payment answers RedirectShopper with a GET redirect to Trustly's page on its own host; nothing is paid yet", async () => {
    const opened = await openAdyen();
    const stockBefore = stock();
    const paid = await opened.adyen.pay(TRUSTLY);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      sessionData: expect.any(String),
      sessionResult: expect.any(String),
      resultCode: 'RedirectShopper',
      action: { type: 'redirect', method: 'GET', url: expect.any(String), paymentMethodType: 'trustly' },
    });
    const url = new URL((paid.body.action as RedirectAction).url);
    expect(url.origin).toBe(BANK);
    expect(url.pathname).toBe('/mock-providers/bank/pay');
    expect([...url.searchParams.keys()]).toEqual(['payment']);
    // Opaque: it names neither the order nor the session.
    expect(url.searchParams.get('payment')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(url.href).not.toContain(opened.publicToken);
    expect((await view(opened.publicToken)).status).toBe('open');
    expect(stock()).toBe(stockBefore);
    expect(db().providers.redirects.size).toBe(1);
  });

  it("Trustly's page shows the payee and the amount in the order's language (sv): a plain form, no script, accessible", async () => {
    const opened = await openAdyen();
    expect(opened.session.order.totalAmount).toBe(28800);
    const page = await fetch((await redirected(opened)).url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const doc = await pageOf(page);
    expect(doc.documentElement.lang).toBe('sv');
    expect(doc.querySelector('h1')!.textContent).toBe('Betala med Trustly');
    expect(doc.querySelector('dl')!.textContent).toBe('MottagarePrintfabrikenBelopp288,00\u00a0kr');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(BANK_ANSWER_PATH);
    const buttons = [...form.querySelectorAll('button')].map((button) => [
      button.getAttribute('type'),
      button.name,
      button.value,
      button.textContent,
    ]);
    expect(buttons).toEqual([
      ['submit', 'answer', 'approve', 'Godkänn betalningen'],
      ['submit', 'answer', 'cancel', 'Avbryt och gå tillbaka'],
    ]);
    expect(await axeViolationsOfDocument(doc)).toEqual([]);
  });

  it("Trustly's page speaks English for an English order, with the amount in its currency", async () => {
    const opened = await openAdyen({ countryCode: 'FI', languageCode: 'en' });
    const { value, currency } = { value: opened.session.order.totalAmount, currency: 'EUR' };
    expect(opened.session.order.currencyCode).toBe(currency);
    const doc = await pageOf(await fetch((await redirected(opened)).url));
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('h1')!.textContent).toBe('Pay with Trustly');
    expect(doc.querySelector('dl')!.textContent).toBe(`PayeePrintfabrikenAmount€${(value / 100).toFixed(2)}`);
    expect(doc.querySelector('button')!.textContent).toBe('Approve the payment');
  });

  it("approving sends the shopper back (303) to the shop's returnUrl, its query kept, with Adyen's sessionId and an opaque redirectResult", async () => {
    const opened = await openAdyen();
    const location = await answered(opened, 'approve');
    expect(location.startsWith(`${CONFIRMATION}&`)).toBe(true);
    const query = new URL(location).searchParams;
    expect([...query.keys()]).toEqual(['provider', 'sessionId', 'redirectResult']);
    expect(query.get('provider')).toBe('Adyen');
    expect(query.get('sessionId')).toBe(opened.adyenSession.id);
    const redirectResult = query.get('redirectResult')!;
    expect(redirectResult.length).toBeGreaterThan(20);
    expect(redirectResult).not.toContain(opened.publicToken);
    // The bank's answer alone pays nothing: the shop's backend submits the return.
    expect((await view(opened.publicToken)).status).toBe('open');
  });

  it('the return completes the order once: the stock and the gift card are taken once, and the same return again answers the same', async () => {
    // 2 × 239 + 49 = 527 SEK; the gift card pays 500 of it, Trustly the rest.
    const opened = await openAdyen({ quantity: 2, giftCard: true });
    expect(opened.session.order.totalAmount).toBe(2700);
    const stockBefore = stock()!;
    const location = await answered(opened, 'approve');
    const first = await returnToShop(opened.checkoutToken, location);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      provider: 'Adyen',
      reference: opened.session.order.reference,
      status: 'completed',
      totals: { grandTotal: 2700 },
    });
    expect(stock()).toBe(stockBefore - 2);
    expect(giftCardBalance()).toBe(0);
    // A reload of the confirmation page (or StrictMode's second call) changes nothing.
    const again = await returnToShop(opened.checkoutToken, location);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(stock()).toBe(stockBefore - 2);
    expect(giftCardBalance()).toBe(0);
    expect(attempts(opened.publicToken)).toBe(0);
  });

  it('two returns at once (a double call) complete the order once', async () => {
    const opened = await openAdyen();
    const stockBefore = stock()!;
    const location = await answered(opened, 'approve');
    const answers = await Promise.all([
      returnToShop(opened.checkoutToken, location),
      returnToShop(opened.checkoutToken, location),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.status])).toEqual([
      [200, 'completed'],
      [200, 'completed'],
    ]);
    expect(stock()).toBe(stockBefore - 1);
  });

  it('cancelling at the bank leaves the order open with the attempt counted, once, and a new payment can pass', async () => {
    const opened = await openAdyen();
    const stockBefore = stock();
    const location = await answered(opened, 'cancel');
    expect(new URL(location).searchParams.get('redirectResult')).toBeTruthy();
    const back = await returnToShop(opened.checkoutToken, location);
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('open');
    expect(attempts(opened.publicToken)).toBe(1);
    expect((await returnToShop(opened.checkoutToken, location)).body.status).toBe('open');
    expect(attempts(opened.publicToken)).toBe(1);
    expect(stock()).toBe(stockBefore);
    const retry = await answered(opened, 'approve');
    expect((await returnToShop(opened.checkoutToken, retry)).body.status).toBe('completed');
  });

  it('an approved payment whose return never came (the tab closed) counts as Adyen’s webhook would tell it: a read of the payment finds it completed, once', async () => {
    const opened = await openAdyen();
    const stockBefore = stock()!;
    await answered(opened, 'approve');
    const read = await call<ProviderPayment>('POST', '/shopper-adyen/orders', {
      token: opened.checkoutToken,
      body: { provider: 'Adyen' },
    });
    expect(read.body.status).toBe('completed');
    expect(stock()).toBe(stockBefore - 1);
    const again = await call<ProviderPayment>('POST', '/shopper-adyen/orders', {
      token: opened.checkoutToken,
      body: { provider: 'Adyen' },
    });
    expect(again.body).toEqual(read.body);
    expect(stock()).toBe(stockBefore - 1);
  });

  it('a cancelled payment whose return never came stays a cancelled attempt: the read finds the order open', async () => {
    const opened = await openAdyen();
    await answered(opened, 'cancel');
    const read = await call<ProviderPayment>('POST', '/shopper-adyen/orders', {
      token: opened.checkoutToken,
      body: { provider: 'Adyen' },
    });
    expect(read.body.status).toBe('open');
  });

  it('a new payment after an approved one whose return never came is not taken: the order is paid', async () => {
    const opened = await openAdyen();
    await answered(opened, 'approve');
    const second = await opened.adyen.pay(TRUSTLY);
    expect(second.status).toBe(409);
    expect((await view(opened.publicToken)).status).toBe('completed');
  });

  it("a made-up redirectResult, or another cart's, is 422 in the shopper error body and changes nothing", async () => {
    const opened = await openAdyen();
    const other = await openAdyen();
    const othersReturn = await answered(other, 'approve');
    await answered(opened, 'approve');
    const forged = await call('POST', '/shopper-adyen/orders', {
      token: opened.checkoutToken,
      body: { provider: 'Adyen', redirectResult: 'X6XtfGC3!Y' },
    });
    expect(forged.status).toBe(422);
    expect(forged.body).toMatchObject({
      error: 'redirectResult is not of this payment',
      statusCode: 422,
      requestId: expect.any(String),
    });
    const foreign = await returnToShop(opened.checkoutToken, othersReturn);
    expect(foreign.status).toBe(422);
    expect((await view(opened.publicToken)).status).toBe('open');
    expect((await view(other.publicToken)).status).toBe('open');
    expect([attempts(opened.publicToken), attempts(other.publicToken)]).toEqual([0, 0]);
    // The other cart's own return still pays its order.
    expect((await returnToShop(other.checkoutToken, othersReturn)).body.status).toBe('completed');
  });

  it('a second answer at the bank is refused (409 page), and the first verdict stands', async () => {
    const opened = await openAdyen();
    const { url } = await redirected(opened);
    const first = await answerBank(url, 'approve');
    expect(first.status).toBe(303);
    const payment = new URL(url).searchParams.get('payment')!;
    const second = await fetch(`${BANK}${BANK_ANSWER_PATH}`, formPost({ payment, answer: 'cancel' }));
    expect(second.status).toBe(409);
    expect(second.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await pageOf(second)).querySelector('h1')!.textContent).toBe('Betalningen är redan besvarad.');
    // Its page too is no longer payable (the browser's back button): it leads on to the shop.
    const again = await fetch(url);
    expect(again.status).toBe(409);
    const back = (await pageOf(again)).querySelector('a')!;
    expect(back.textContent).toBe('Tillbaka till Printfabriken');
    expect(back.getAttribute('href')).toBe(first.location);
    expect((await returnToShop(opened.checkoutToken, first.location!)).body.status).toBe('completed');
  });

  it('an unknown payment is 404, a form that is not an answer 400, and an oversized body 413, all changing nothing', async () => {
    const opened = await openAdyen();
    const { url } = await redirected(opened);
    const payment = new URL(url).searchParams.get('payment')!;
    const post = (fields: Record<string, string>) => fetch(`${BANK}${BANK_ANSWER_PATH}`, formPost(fields));
    const unknown = await post({ payment: 'made-up', answer: 'approve' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(`${BANK}/mock-providers/bank/pay?payment=made-up`)).status).toBe(404);
    expect((await fetch(`${BANK}/mock-providers/bank/pay`)).status).toBe(400);
    expect((await post({ payment, answer: 'maybe' })).status).toBe(400);
    expect((await post({ answer: 'approve' })).status).toBe(400);
    expect((await post({ payment: 'x'.repeat(500), answer: 'approve' })).status).toBe(400);
    expect((await post({ payment, answer: 'approve', filler: 'x'.repeat(20_000) })).status).toBe(413);
    expect(db().providers.redirects.get(opened.adyenSession.id)?.verdict).toBe('pending');
    expect((await fetch(url)).status).toBe(200);
  });

  it("the bank's page is on Trustly's host only: asked of another look-alike's host, 404", async () => {
    const opened = await openAdyen();
    const { url } = await redirected(opened);
    const onAdyen = new URL(url);
    onAdyen.host = new URL(mockProviderOrigin(ORIGIN, 'adyen')).host;
    expect((await fetch(onAdyen)).status).toBe(404);
  });

  it('a declined@… shopper is refused by the risk check before any redirect, the attempt counted', async () => {
    const opened = await openAdyen();
    await providerCall(
      'POST',
      'Adyen',
      opened.publicToken,
      '/customer',
      customerBody({ email: 'declined@example.se' }),
    );
    const paid = await opened.adyen.pay(TRUSTLY);
    expect(paid.body).toEqual({
      sessionData: expect.any(String),
      sessionResult: expect.any(String),
      resultCode: 'Refused',
    });
    expect(attempts(opened.publicToken)).toBe(1);
    expect(db().providers.redirects.size).toBe(0);
  });

  it('a total changed between the redirect and the return does not complete the order: the session no longer charges it', async () => {
    const opened = await openAdyen();
    const stockBefore = stock();
    const location = await answered(opened, 'approve');
    // The shopper adds a line in another tab, and the shop updates its order to the new total (a
    // new session): the approved payment is of the old session's amount.
    await addItem(opened.cartToken, 'TEE-BLUE-M', 1);
    const updated = await openProviderOrder('Adyen', opened.checkoutToken, {
      ...PROVIDER_INPUT,
      confirmationUrl: CONFIRMATION,
    });
    expect(updated.body.adyenSession!.id).not.toBe(opened.adyenSession.id);
    const back = await returnToShop(opened.checkoutToken, location);
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('open');
    expect(attempts(opened.publicToken)).toBe(1);
    expect(stock()).toBe(stockBefore);
  });

  it("the merchant's check refusing at the return (stock ran out) leaves the order open, the attempt counted", async () => {
    const opened = await openAdyen();
    const location = await answered(opened, 'approve');
    await stockOut();
    expect((await returnToShop(opened.checkoutToken, location)).body.status).toBe('open');
    expect(attempts(opened.publicToken)).toBe(1);
  });

  it("a new payment replaces the session's redirect payment: the old one's page is gone", async () => {
    const opened = await openAdyen();
    const first = await redirected(opened);
    await redirected(opened);
    expect((await fetch(first.url)).status).toBe(404);
    expect(db().providers.redirects.size).toBe(1);
    // A card payment replaces it too.
    expect((await opened.adyen.pay(TEST_CARD)).body.resultCode).toBe('ChallengeShopper');
    expect(db().providers.redirects.size).toBe(0);
  });

  it('/__mock/reset forgets the redirect payments with the rest of the mock', async () => {
    const { url } = await redirected(await openAdyen());
    expect((await call('POST', '/__mock/reset')).status).toBeLessThan(300);
    expect(db().providers.redirects.size).toBe(0);
    expect((await fetch(url)).status).toBe(404);
  });

  it("a relative confirmationUrl (the mock's tests open orders so) is resolved on the shop's origin", async () => {
    const opened = await openSession('Adyen');
    await providerCall('POST', 'Adyen', opened.publicToken, '/customer', customerBody());
    const adyen = adyenSessionCalls(opened.session.adyenSession!);
    const { url } = (await adyen.pay(TRUSTLY)).body.action as RedirectAction;
    const back = await answerBank(url, 'approve');
    expect(back.location!.startsWith(`${ORIGIN}/checkout/confirmation?provider=klarna&sessionId=`)).toBe(
      true,
    );
    expect((await returnToShop(opened.checkoutToken, back.location!)).body.status).toBe('completed');
  });

  it('takes no other payment method than the card and Trustly (422, in Adyen’s error body)', async () => {
    const { adyenSession } = await openAdyen();
    const paid = await call('POST', adyenPath(adyenSession.id, 'payments'), {
      body: { sessionData: adyenSession.sessionData, paymentMethod: { type: 'paypal' } },
    });
    expect(paid.status).toBe(422);
    expect(paid.body).toMatchObject({
      message: 'paymentMethod type is not supported',
      errorType: 'validation',
    });
  });
});
