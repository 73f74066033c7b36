// Every embedded payment provider, tried as a shopper in Sverige would once the shop offers only
// that one (POST /__mock/payment-providers): QliroOne, Avarda, Klarna Checkout and Walley Checkout
// (Adyen has the checkout journeys). For each: the checkout shows the provider's form; a quantity
// change while paying holds the form and then shows the new total; a declined payment keeps the
// cart and lets the shopper try again; the second try is confirmed. axe runs on every page and form.
import assert from 'node:assert/strict';
import type { FrameLocator, Page, Request } from 'playwright-core';
import type { Journey, JourneyContext } from '../support/journey';
import { amountBeside, BUYER_FIELDS, fillBuyer, fillDetails, swedishBuyer } from '../support/paymentWidget';
import { addClassicTee, forgetShopper, h1, variantOfLine } from '../support/shopper';

const PROVIDERS = [
  { name: 'QliroOne', title: 'QliroOne Checkout' },
  { name: 'Avarda', title: 'Avarda Checkout' },
  { name: 'KlarnaCheckout', title: 'Klarna Checkout' },
  { name: 'WalleyCheckout', title: 'Walley Checkout' },
] as const;

const summary = (page: Page) => page.getByRole('region', { name: 'Sammanfattning', exact: true });
const summaryTotal = (page: Page) => amountBeside(summary(page), 'Totalt (SEK)');
const widgetTotal = (widget: FrameLocator) => amountBeside(widget, 'Att betala');
const payButton = (widget: FrameLocator) => widget.getByRole('button', { name: 'Slutför köp', exact: true });
const cartButton = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

async function tryProvider(ctx: JourneyContext, provider: (typeof PROVIDERS)[number]): Promise<void> {
  const { page, context } = ctx;
  const widget = page.frameLocator(`#checkout-payment iframe[title="${provider.title}"]`);

  await ctx.step(`${provider.name}: the shop offers only it; the checkout shows its form`, async () => {
    if (page.url() !== 'about:blank') await forgetShopper(ctx);
    const set = await context.request.post('/__mock/payment-providers', {
      data: { countryCode: 'SE', providers: [provider.name] },
    });
    assert.equal(set.status(), 200, 'the mock takes the providers');
    await addClassicTee(ctx);
    await ctx.visit('/checkout', { ready: payButton(widget) });
    await h1(page, 'Kassa').waitFor();
    const total = await summaryTotal(page);
    await ctx.eventually(async () =>
      assert.equal(await widgetTotal(widget), total, 'the form charges the total'),
    );
    // As a real provider's, the form is in a frame of the provider's own origin.
    const frameSrc = await page
      .locator(`#checkout-payment iframe[title="${provider.title}"]`)
      .getAttribute('src');
    const shopOrigin = new URL(page.url()).origin;
    assert.notEqual(new URL(frameSrc ?? '', shopOrigin).origin, shopOrigin, 'the form is cross-origin');
    await ctx.checkA11y(`checkout with ${provider.title}`);
  });

  await ctx.step(
    `${provider.name}: a quantity change holds the form, then it shows the new total`,
    async () => {
      const before = await summaryTotal(page);
      await page.getByRole('button', { name: 'Öka antal, Classic Tee', exact: true }).click();
      await cartButton(page, 'Varukorg, 2 artiklar').waitFor();
      await ctx.eventually(async () => {
        const after = await summaryTotal(page);
        assert.ok(after > before, 'the summary shows the new total');
        assert.equal(await widgetTotal(widget), after, 'the form shows the new total');
        assert.equal(
          await page.locator('#checkout-payment').getAttribute('aria-busy'),
          null,
          'no longer busy',
        );
        assert.ok(await payButton(widget).isEnabled(), 'the form can pay again');
      });
    },
  );

  await ctx.step(
    `${provider.name}: a declined payment keeps the cart; the shopper tries again and pays`,
    async () => {
      // A new delivery address changes the order: the shop holds the form while it syncs the
      // provider's order (Avarda lets the first address through), and the form can pay after.
      const isSync = (url: string) => /^\/shopper-\w+\/checkouts\/sync$/.test(new URL(url).pathname);
      const syncs: string[] = [];
      const countSync = (request: Request) => {
        if (isSync(request.url())) syncs.push(request.url());
      };
      page.on('request', countSync);
      const synced =
        provider.name === 'Avarda' ? null : page.waitForResponse((answer) => isSync(answer.url()));
      // The shopper pauses before the postal code: the form sends what she typed so far. A blank
      // postal code prices no delivery, so the order is synced once, after the postal code (a sync
      // for the blank one would open the form between two holds, and a click there is lost).
      const buyer = { ...swedishBuyer, email: 'declined@example.se' };
      const sentSoFar = page.waitForResponse(
        (answer) =>
          answer.request().method() === 'POST' &&
          /\/sessions\/[^/]+\/customer$/.test(new URL(answer.url()).pathname),
      );
      const postal = BUYER_FIELDS.indexOf('postalCode');
      await fillDetails(widget, 'sv', buyer, BUYER_FIELDS.slice(0, postal));
      assert.equal((await sentSoFar).status(), 200, 'the provider has the details typed so far');
      await fillDetails(widget, 'sv', buyer, BUYER_FIELDS.slice(postal));
      if (synced) assert.equal((await synced).status(), 200, 'the provider order is synced');
      await ctx.eventually(async () => {
        const busy = await page.locator('#checkout-payment').getAttribute('aria-busy');
        assert.equal(busy, null, 'no longer busy');
        assert.ok(await payButton(widget).isEnabled(), 'the form can pay');
      });
      await payButton(widget).click();
      await widget.getByRole('alert').filter({ hasText: 'Betalningen nekades.' }).waitFor();
      if (provider.name === 'KlarnaCheckout') {
        // Klarna's own refusal (can_not_complete_order) with nothing else offered: the shop says so.
        await page
          .getByRole('alert')
          .filter({ hasText: 'Klarna kan inte genomföra köpet, och här finns inget annat sätt att betala.' })
          .waitFor();
      }
      assert.equal(new URL(page.url()).pathname, '/checkout', 'still on the checkout');
      await cartButton(page, 'Varukorg, 2 artiklar').waitFor();
      await ctx.checkA11y(`${provider.title} after a declined payment`);
      page.off('request', countSync);
      assert.equal(syncs.length, synced ? 1 : 0, 'the order is synced once, for the postal code');

      await fillBuyer(widget, 'sv', swedishBuyer);
      await ctx.eventually(async () => assert.ok(await payButton(widget).isEnabled(), 'the form can pay'));
      await payButton(widget).click();
      await page.waitForURL((url) => url.pathname === '/checkout/confirmation');
      assert.equal(new URL(page.url()).searchParams.get('provider'), provider.name);
      await h1(page, 'Tack för din beställning!').waitFor();
      await cartButton(page, 'Varukorg, 0 artiklar').waitFor();
      await ctx.checkA11y(`confirmation after ${provider.title}`);
    },
  );
}

/**
 * Klarna refuses the purchase itself (its risk check: can_not_complete_order) where the market
 * offers Walley after it, as Norge does: the shop offers Walley, which opens on the same cart.
 */
async function klarnaOffersWalley(ctx: JourneyContext): Promise<void> {
  const { page, context } = ctx;
  const klarna = page.frameLocator('#checkout-payment iframe[title="Klarna Checkout"]');
  const walley = page.frameLocator('#checkout-payment iframe[title="Walley Checkout"]');
  await ctx.step('Klarna cannot complete the order: the shopper pays with Walley instead', async () => {
    await forgetShopper(ctx);
    const set = await context.request.post('/__mock/payment-providers', {
      data: { countryCode: 'SE', providers: ['KlarnaCheckout', 'WalleyCheckout'] },
    });
    assert.equal(set.status(), 200, 'the mock takes the providers');
    await addClassicTee(ctx);
    await ctx.visit('/checkout', { ready: payButton(klarna) });
    const klarnaSynced = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/shopper-klarna/checkouts/sync',
    );
    await fillBuyer(klarna, 'sv', { ...swedishBuyer, email: 'declined@example.se' });
    assert.equal((await klarnaSynced).status(), 200, "Klarna's order is synced");
    await ctx.eventually(async () => assert.ok(await payButton(klarna).isEnabled(), 'Klarna can pay'));
    await payButton(klarna).click();
    const offer = page
      .getByRole('alert')
      .filter({ hasText: 'Klarna kan inte genomföra köpet. Välj ett annat sätt att betala' });
    await offer.waitFor();
    // She pressed pay at the foot of Klarna's form: the offer above it is brought into view.
    await ctx.eventually(async () =>
      assert.ok(
        await offer.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return top >= 0 && bottom <= window.innerHeight;
        }),
        'the offer is in view',
      ),
    );
    await ctx.checkA11y('checkout offering another way to pay');
    await offer.getByRole('button', { name: 'Betala med Walley', exact: true }).click();
    await payButton(walley).waitFor();
    assert.equal(await offer.count(), 0, 'the offer is gone once Walley shows');
    await cartButton(page, 'Varukorg, 1 artikel').waitFor();
    // At a person's pace: the new address is synced to Walley's order before the click.
    const synced = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/shopper-walley/checkouts/sync',
    );
    await fillBuyer(walley, 'sv', swedishBuyer);
    assert.equal((await synced).status(), 200, "Walley's order is synced");
    await ctx.eventually(async () => assert.ok(await payButton(walley).isEnabled(), 'Walley can pay'));
    await payButton(walley).click();
    await page.waitForURL((url) => url.pathname === '/checkout/confirmation');
    assert.equal(new URL(page.url()).searchParams.get('provider'), 'WalleyCheckout');
    await h1(page, 'Tack för din beställning!').waitFor();
    await cartButton(page, 'Varukorg, 0 artiklar').waitFor();
  });
}

/**
 * The merchant's server-side check refuses a Klarna purchase its client-side check let through (the
 * last tee sold in between): Klarna takes the page back to the checkout, which says why.
 */
async function klarnaMerchantRefuses(ctx: JourneyContext): Promise<void> {
  const { page, context } = ctx;
  const klarna = page.frameLocator('#checkout-payment iframe[title="Klarna Checkout"]');
  await ctx.step(
    "the merchant's server refuses a Klarna purchase: back on the checkout, told why",
    async () => {
      await forgetShopper(ctx);
      const set = await context.request.post('/__mock/payment-providers', {
        data: { countryCode: 'SE', providers: ['KlarnaCheckout'] },
      });
      assert.equal(set.status(), 200, 'the mock takes the providers');
      await addClassicTee(ctx);
      await ctx.visit('/checkout', { ready: payButton(klarna) });
      const synced = page.waitForResponse(
        (answer) => new URL(answer.url()).pathname === '/shopper-klarna/checkouts/sync',
      );
      await fillBuyer(klarna, 'sv', swedishBuyer);
      assert.equal((await synced).status(), 200, "Klarna's order is synced");
      // The shop's client-side check passes; the last tee is sold before Klarna asks the server.
      const check = /\/shopper-klarna\/payments\/sync$/;
      const tee = await variantOfLine(page, 'Classic Tee');
      let soldOut = false;
      await page.route(check, async (route) => {
        if (soldOut) return route.continue();
        soldOut = true;
        const response = await route.fetch();
        const sold = await context.request.post('/__mock/stock', {
          data: { productVariantId: tee, available: 0 },
        });
        assert.equal(sold.status(), 200, 'the tee is sold out');
        await route.fulfill({ response });
      });
      // Asked why on the way back, the merchant's check answers 404 for the line out of stock.
      ctx.allowConsoleError(/status of 404 \(Not Found\) \S+\/shopper-klarna\/payments\/sync$/);
      await ctx.eventually(async () => assert.ok(await payButton(klarna).isEnabled(), 'Klarna can pay'));
      // Klarna takes the page to the address the merchant's 303 named…
      const back = page.waitForRequest(
        (request) =>
          request.isNavigationRequest() &&
          new URL(request.url()).searchParams.get('paymentRefused') === 'KlarnaCheckout',
      );
      await payButton(klarna).click();
      await back;
      // …and the checkout drops the word once it has asked why.
      await page.waitForURL((url) => url.pathname === '/checkout' && !url.searchParams.has('paymentRefused'));
      await page
        .getByText('Följande artiklar är slut i lager och har tagits bort från varukorgen: Classic Tee.')
        .waitFor();
      await cartButton(page, 'Varukorg, 0 artiklar').waitFor();
      await page.unroute(check);
      await ctx.checkA11y('checkout after the merchant refused a Klarna purchase');
    },
  );
}

const journey: Journey = {
  name: 'payment-providers',
  run: async (ctx) => {
    for (const provider of PROVIDERS) await tryProvider(ctx, provider);
    await klarnaOffersWalley(ctx);
    await klarnaMerchantRefuses(ctx);
  },
};

export default journey;
