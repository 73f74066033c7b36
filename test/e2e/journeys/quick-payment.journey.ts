// A hurried shopper on `npm start` (StrictMode, routes compiled on first use), with each full
// checkout the shop offers alone: the browser's autofill fills the provider's form and the shopper
// pays at once, while the shop's own updates of the order are still on their way; then a double
// click on pay; then a sync of the order that stalls while the shopper pays. Each time the
// confirmation shows the order number, one purchase was completed, one order recorded, and the
// cart is empty.
import assert from 'node:assert/strict';
import type { Page, Route } from 'playwright-core';
import type { Journey, JourneyContext } from '../support/journey';
import { swedishBuyer } from '../support/paymentWidget';
import {
  assertConfirmedOnce,
  autofill,
  buyerFields,
  confirmedReference,
  FULL_CHECKOUTS,
  openLedger,
  widgetFrame,
  type FullCheckout,
  type Ledger,
} from '../support/payments';
import { addClassicTee } from '../support/shopper';

const cartButton = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });
const payButton = (page: Page, provider: FullCheckout) =>
  page
    .frameLocator(`#checkout-payment iframe[title="${provider.title}"]`)
    .getByRole('button', { name: 'Slutför köp', exact: true });

/** A cart with Classic Tee and the provider's form on the checkout, ready to take the payment. */
async function toPayment(ctx: JourneyContext, provider: FullCheckout) {
  await addClassicTee(ctx);
  await ctx.visit('/checkout', { ready: payButton(ctx.page, provider) });
  return widgetFrame(ctx.page, provider.title);
}

async function payAtOnce(ctx: JourneyContext, ledger: Ledger, provider: FullCheckout, clicks: 1 | 2) {
  ledger.clear();
  const frame = await toPayment(ctx, provider);
  await autofill(frame, buyerFields(swedishBuyer));
  // No wait for the shop's updates: the click follows the autofill as a hurried shopper's does.
  const pay = payButton(ctx.page, provider);
  if (clicks === 2) await pay.dblclick();
  else await pay.click();
  await assertConfirmedOnce(
    ctx.page,
    ledger,
    `${provider.name}, ${clicks === 2 ? 'double click' : 'autofill'}`,
  );
}

/**
 * Every sync of the provider order hangs while the hurried shopper pays: the confirmation must not
 * wait for it, and its late answer (the order is paid, so no longer open) changes nothing. Returns
 * how many syncs hung (the shop sends one when the form's address arrives as the shopper pays).
 */
async function payWhileSyncStalls(ctx: JourneyContext, ledger: Ledger, provider: FullCheckout) {
  const { page } = ctx;
  ledger.clear();
  const frame = await toPayment(ctx, provider);
  const held: Route[] = [];
  let stalledHere = 0;
  const pattern = /\/shopper-\w+\/checkouts\/sync$/;
  await page.route(pattern, (route) => void held.push(route));
  const release = async () => {
    // A sync of a document the provider's redirect replaced went with it; the others answer now.
    for (const route of held.splice(0)) {
      await route.continue().catch(() => undefined);
      await route.request().response();
    }
  };
  try {
    await autofill(frame, buyerFields(swedishBuyer));
    await payButton(page, provider).click();
    if (provider.name === 'KlarnaCheckout') {
      // Klarna asks the shop before it takes a payment (validation_callback), and the shop answers
      // for the order once its sync is through: the payment waits for the stalled sync.
      await ctx.eventually(() => assert.ok(held.length > 0, 'the sync of the new address is held'));
      stalledHere = held.length;
      await release();
    } else {
      // Avarda waits for the merchant's answer to a new delivery address before it takes a payment
      // (its form says the order is being updated): that answer comes once the sync does.
      const confirmed = page.waitForURL((url) => url.pathname === '/checkout/confirmation');
      const updating = page
        .frameLocator(`#checkout-payment iframe[title="${provider.title}"]`)
        .getByRole('alert')
        .filter({ hasText: 'Beställningen uppdateras' });
      // Whichever comes first; the other one's wait ends quietly (a miss is no answer here).
      const first = await Promise.race([
        confirmed.then(
          () => 'confirmed' as const,
          () => 'neither' as const,
        ),
        updating.waitFor().then(
          () => 'held' as const,
          () => 'neither' as const,
        ),
      ]);
      if (first === 'held') {
        assert.equal(provider.name, 'Avarda', 'only Avarda holds the payment for the delivery answer');
        stalledHere = held.length;
        await release();
        await ctx.eventually(async () => assert.ok(await payButton(page, provider).isEnabled()));
        await payButton(page, provider).click();
      }
    }
    const reference = await assertConfirmedOnce(ctx.page, ledger, `${provider.name}, stalled sync`);
    const stalled = stalledHere + held.length;
    await release();
    await ctx.eventually(async () => {
      assert.equal(await confirmedReference(page), reference);
      assert.equal(await page.getByRole('alert').count(), 0, 'no error shows');
    });
    await cartButton(page, 'Varukorg, 0 artiklar').waitFor();
    await ledger.assertOneOrder(reference, `${provider.name}, after the stalled sync answered`);
    return stalled;
  } finally {
    await page.unroute(pattern);
  }
}

const journey: Journey = {
  name: 'quick-payment',
  server: 'dev',
  run: async (ctx) => {
    // What the shop sent before it could know of the payment (a sync of the order, a hold of the
    // provider's form) is answered 'not open' once the provider has taken it; the browser logs those
    // answers. The journey proves they change nothing.
    ctx.allowConsoleError(/status of 404 \(Not Found\) \S+\/shopper-\w+\/checkouts\/sync$/);
    ctx.allowConsoleError(
      /status of 409 \(Conflict\) \S+\/mock-providers\/\w+\/api\/sessions\/[\w-]+\/lock$/,
    );
    const ledger = openLedger(ctx.context);
    let stalledSyncs = 0;
    for (const provider of FULL_CHECKOUTS) {
      const set = await ctx.context.request.post('/__mock/payment-providers', {
        data: { countryCode: 'SE', providers: [provider.name] },
      });
      assert.equal(set.status(), 200, 'the mock takes the providers');
      await ctx.step(`${provider.name}: autofill, then pay at once`, async () => {
        await payAtOnce(ctx, ledger, provider, 1);
        await ctx.checkA11y(`confirmation after ${provider.title}`);
      });
      await ctx.step(`${provider.name}: a double click on pay`, () => payAtOnce(ctx, ledger, provider, 2));
      await ctx.step(`${provider.name}: the order's syncs stall while the shopper pays`, async () => {
        stalledSyncs += await payWhileSyncStalls(ctx, ledger, provider);
      });
    }
    ledger.close();
    // Avarda takes the first delivery address without a sync; the others sync it as the shopper pays.
    assert.ok(stalledSyncs > 0, 'a sync was under way while a shopper paid');
  },
};

export default journey;
