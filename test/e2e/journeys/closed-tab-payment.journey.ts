// A shopper pays and the tab closes (or the connection drops) before the shop hears of it: the
// provider took the money, no order was recorded. On the next visit the shop finds the paid
// checkout and records its order once; a checkout opened again for that cart offers no second
// payment. With Klarna (which takes the shopper on by its own redirect) and with Walley (whose
// script reports the purchase), each the only provider offered, on `npm start`.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../support/journey';
import { swedishBuyer } from '../support/paymentWidget';
import {
  assertConfirmedOnce,
  autofill,
  buyerFields,
  openLedger,
  widgetFrame,
  type FullCheckout,
  type Ledger,
} from '../support/payments';
import { h1 } from '../support/shopper';

const cartButton = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

/** What the shop does once paid: its confirmation, the reads and the recording of the order. */
const AFTER_PAYING =
  /\/checkout\/confirmation|\/shopper-\w+\/(payments|orders)$|\/api\/orders\/create-order\/$/;

/** In a second tab: the cart, the checkout, the payment; then the tab closes before anything after it. */
async function payAndCloseTab(ctx: JourneyContext, provider: FullCheckout) {
  const tab = await ctx.context.newPage();
  try {
    await tab.goto('/produkt/klassisk-t-shirt');
    const add = tab.getByRole('button', { name: 'Lägg i varukorgen' });
    await ctx.eventually(async () => assert.ok(await add.isEnabled(), 'add to cart is enabled'));
    await add.click();
    await cartButton(tab, 'Varukorg, 1 artikel').waitFor();
    await tab.goto('/checkout');
    const pay = tab
      .frameLocator(`#checkout-payment iframe[title="${provider.title}"]`)
      .getByRole('button', { name: 'Slutför köp', exact: true });
    await pay.waitFor();
    // The connection drops as the provider answers: nothing the shop sends after it arrives.
    await tab.route(AFTER_PAYING, (route) => route.abort('internetdisconnected'));
    await autofill(await widgetFrame(tab, provider.title), buyerFields(swedishBuyer));
    const purchased = tab.waitForResponse((response) =>
      /\/mock-providers\/\w+\/api\/sessions\/[^/]+\/purchase$/.test(new URL(response.url()).pathname),
    );
    await pay.click();
    const answer = (await (await purchased).json()) as { status?: string };
    assert.equal(answer.status, 'completed', 'the provider took the payment');
  } finally {
    await tab.close();
  }
}

async function assertRecordedOnce(ctx: JourneyContext, ledger: Ledger, label: string) {
  await assertConfirmedOnce(ctx.page, ledger, label);
  await ctx.checkA11y(`confirmation found on the next visit (${label})`);
}

const PROVIDERS = [
  { provider: { name: 'KlarnaCheckout', title: 'Klarna Checkout' }, nextVisit: '/' },
  { provider: { name: 'WalleyCheckout', title: 'Walley Checkout' }, nextVisit: '/checkout' },
] as const;

const journey: Journey = {
  name: 'closed-tab-payment',
  server: 'dev',
  run: async (ctx) => {
    const { page } = ctx;
    // The tab closes mid-flow: what it sent last is cut off, as the browser logs.
    ctx.allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await ctx.visit('/', { ready: page.getByRole('heading', { level: 1 }).first() });
    await ctx.visit('/checkout', { ready: h1(page, 'Kassa') });
    const ledger = openLedger(ctx.context);
    for (const { provider, nextVisit } of PROVIDERS) {
      const set = await ctx.context.request.post('/__mock/payment-providers', {
        data: { countryCode: 'SE', providers: [provider.name] },
      });
      assert.equal(set.status(), 200, 'the mock takes the providers');
      ledger.clear();
      await ctx.step(`${provider.name}: the tab closes right after paying`, async () => {
        await payAndCloseTab(ctx, provider);
      });
      await ctx.step(`${provider.name}: the next visit (${nextVisit}) records the order once`, async () => {
        await page.goto(nextVisit);
        await assertRecordedOnce(ctx, ledger, `${provider.name}, next visit to ${nextVisit}`);
      });
      await ctx.step(`${provider.name}: a reload shows the same order and records nothing`, async () => {
        await ctx.reload({ ready: h1(page, 'Tack för din beställning!') });
        await assertRecordedOnce(ctx, ledger, `${provider.name}, reloaded`);
      });
    }
    ledger.close();
  },
};

export default journey;
