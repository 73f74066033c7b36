// A shopper on `npm start` pays with Trustly in Adyen's Drop-in (a redirect method): the page goes to
// Trustly's own page and comes back to the shop's confirmation with Adyen's redirectResult, which
// the shop's backend submits. Cancelled at the bank, the confirmation says nothing was charged and
// the cart stays; approved, the order is recorded once, also when the confirmation is reloaded, and
// also when the tab closed on the way back (the next visit finds the paid checkout).
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../support/journey';
import { adyenPayButton, fillBuyer, paymentWidget, swedishBuyer } from '../support/paymentWidget';
import { assertConfirmedOnce, openLedger } from '../support/payments';
import { addClassicTee, h1 } from '../support/shopper';

const cartButton = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

/** From the checkout to Trustly's page: the buyer's details, Trustly chosen, pay. */
async function payWithTrustly(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  const widget = paymentWidget(page, 'Adyen Drop-in');
  await adyenPayButton(widget).waitFor();
  await fillBuyer(widget, 'sv', swedishBuyer);
  await widget.getByRole('radio', { name: 'Trustly', exact: true }).check();
  await ctx.eventually(async () =>
    assert.ok(await adyenPayButton(widget).isEnabled(), 'the Drop-in can pay'),
  );
  await adyenPayButton(widget).click();
  await page.waitForURL((url) => url.pathname === '/mock-providers/bank/pay');
  await h1(page, 'Betala med Trustly').waitFor();
  await ctx.checkA11y("Trustly's page");
}

/** Back on the shop's confirmation, with what Adyen appends to the return address. */
async function backOnTheShop(page: Page): Promise<URL> {
  await page.waitForURL((url) => url.pathname === '/checkout/confirmation');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('provider'), 'Adyen');
  assert.ok(url.searchParams.get('redirectResult'), 'the return carries the redirectResult');
  assert.ok(url.searchParams.get('sessionId'), "the return carries Adyen's sessionId");
  return url;
}

const journey: Journey = {
  name: 'bank-payment',
  server: 'dev',
  run: async (ctx) => {
    const { page } = ctx;
    // The home page, checked once: the last step comes back to it and is taken on at once.
    await ctx.visit('/', { ready: page.getByRole('heading', { level: 1 }).first() });
    const ledger = openLedger(ctx.context);

    await ctx.step('Trustly cancelled at the bank: nothing charged, the cart stays', async () => {
      await addClassicTee(ctx);
      await ctx.visit('/checkout');
      await payWithTrustly(ctx);
      await page.getByRole('button', { name: 'Avbryt och gå tillbaka', exact: true }).click();
      await backOnTheShop(page);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Betalningen genomfördes inte, så ingenting har dragits.' })
        .waitFor();
      await cartButton(page, 'Varukorg, 1 artikel').waitFor();
      await ctx.checkA11y('confirmation after a cancelled bank payment');
      assert.deepEqual(await ledger.paid(), [], 'nothing was paid');
    });

    await ctx.step('back to the checkout, Trustly approved: the order is recorded once', async () => {
      await page.getByRole('link', { name: 'Till kassan', exact: true }).click();
      await h1(page, 'Kassa').waitFor();
      await payWithTrustly(ctx);
      await page.getByRole('button', { name: 'Godkänn betalningen', exact: true }).click();
      await backOnTheShop(page);
      const reference = await assertConfirmedOnce(page, ledger, 'Trustly');
      await ctx.checkA11y('confirmation after Trustly');

      // A reload of the return address records nothing more and shows the same order.
      await ctx.reload({ ready: h1(page, 'Tack för din beställning!') });
      await assertConfirmedOnce(page, ledger, 'Trustly, reloaded');
      assert.deepEqual(await ledger.paid(), [reference]);
    });

    await ctx.step(
      'approved at the bank and the tab closed on the way back: the next visit records the order',
      async () => {
        ledger.clear();
        await addClassicTee(ctx);
        await ctx.visit('/checkout');
        await payWithTrustly(ctx);
        // The shopper approves, and the tab closes before the bank's answer brings her back.
        const payment = await page.locator('input[name="payment"]').inputValue();
        const answer = await ctx.context.request.post('/mock-providers/bank/answer', {
          form: { payment, answer: 'approve' },
          maxRedirects: 0,
        });
        assert.equal(answer.status(), 303, 'the bank took the approval');
        await page.goto('/');
        await assertConfirmedOnce(page, ledger, 'Trustly, found on the next visit');
        await ctx.checkA11y('confirmation found on the next visit (Trustly)');
      },
    );
    ledger.close();
  },
};

export default journey;
