// What changes the order at the checkout (Sverige, Adyen's Drop-in): a quantity change holds the
// Drop-in and resumes it with the new total; an empty gift card is refused, the 500 SEK one lowers
// the total (in the Drop-in too) until it is removed; a refused card keeps the cart and lets the
// shopper try again; a line that runs out of stock before the payment is removed with the Swedish
// message when the shopper pays. The Drop-in's script is loaded once for the whole page. axe runs on
// every page and on each of those states.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import type { Journey } from '../support/journey';
import { variantOfLine } from '../support/shopper';
import {
  adyenPayButton,
  amountBeside,
  amountOf,
  fillBuyer,
  passAdyenChallenge,
  paymentWidget,
  submitAdyenTestCard,
  termValue,
  type Buyer,
} from '../support/paymentWidget';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const cartButton = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });
const summary = (page: Page) => page.getByRole('region', { name: 'Sammanfattning', exact: true });
const summaryTotal = (page: Page) => amountBeside(summary(page), 'Totalt (SEK)');
const dropIn = (page: Page) => paymentWidget(page, 'Adyen Drop-in');
const dropInTotal = (page: Page) => amountBeside(dropIn(page), 'Att betala');
const giftCardForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByLabel('Presentkortsnummer', { exact: true }) });
const appliedGiftCards = (page: Page) =>
  page.getByRole('list', { name: 'Tillagda presentkort', exact: true });

/** What a line of the checkout summary costs ('1 × Canvas Tote' … '149 kr'). */
async function summaryLinePrice(page: Page, product: string): Promise<number> {
  const line = summary(page)
    .getByRole('listitem')
    .filter({ hasText: ` × ${product}` });
  return amountOf((await line.locator('p').last().textContent()) ?? '');
}

/** Adds the product of the page open now (its default variant). */
async function addToCart(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: 'Lägg i varukorgen' });
  await eventually(async () => assert.ok(await add.isEnabled(), 'add to cart is enabled'));
  await add.click();
}

const buyer: Buyer = {
  email: 'nils.nyfiken@example.se',
  givenName: 'Nils',
  familyName: 'Nyfiken',
  address: 'Drottninggatan 5',
  postalCode: '411 14',
  city: 'Göteborg',
  phone: '073 555 12 34',
};

const journey: Journey = {
  name: 'checkout-problems',
  run: async (ctx) => {
    const { page, context } = ctx;
    const request = context.request;

    // The providers' loader scripts (/mock-providers/{provider}/{file}.js) this page asked for, and the
    // wallet's that Adyen's loads; the script of a provider's checkout frame (frame.js) is the frame's,
    // loaded with each frame.
    const loaderScripts: Record<string, number> = {};
    page.on('request', (sent) => {
      const match = /^\/mock-providers\/([^/]+)\/(?!frame\.js$)[^/]+\.js$/.exec(new URL(sent.url()).pathname);
      if (match) loaderScripts[match[1]!] = (loaderScripts[match[1]!] ?? 0) + 1;
    });
    const createOrders: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/orders/create-order')) createOrders.push(sent.url());
    });

    let total = 0;

    await ctx.step('a shopper in Sverige opens the checkout with Classic Tee and Canvas Tote', async () => {
      await ctx.visit('/produkt/klassisk-t-shirt', { ready: h1(page, 'Classic Tee') });
      await addToCart(page);
      await cartButton(page, 'Varukorg, 1 artikel').waitFor();
      await ctx.visit('/produkt/tygkasse-canvas', { ready: h1(page, 'Canvas Tote') });
      await addToCart(page);
      await cartButton(page, 'Varukorg, 2 artiklar').waitFor();
      await ctx.visit('/checkout', { ready: adyenPayButton(dropIn(page)) });
      await h1(page, 'Kassa').waitFor();
      total = await summaryTotal(page);
      await ctx.eventually(async () =>
        assert.equal(await dropInTotal(page), total, 'the Drop-in charges the checkout total'),
      );
    });

    await ctx.step('a quantity change holds the Drop-in, then it shows the new total', async () => {
      const teePrice = await summaryLinePrice(page, 'Classic Tee');
      // The change takes a second at the backend, so the held Drop-in is there to be seen.
      const fault = await request.post('/__mock/faults', {
        data: { method: 'PUT', path: '/shopper/sessions/items/', latencyMs: 1_000, times: 1 },
      });
      assert.equal(fault.status(), 201, 'the delay is accepted');
      await page.getByRole('button', { name: 'Öka antal, Classic Tee', exact: true }).click();

      const container = page.locator('#checkout-payment');
      const updating = dropIn(page).getByRole('status').filter({ hasText: 'Uppdaterar…' });
      await ctx.eventually(async () => {
        assert.equal(await container.getAttribute('aria-busy'), 'true', 'the payment area is busy');
        assert.ok(await updating.isVisible(), 'the Drop-in says it is updating');
        assert.ok(await adyenPayButton(dropIn(page)).isDisabled(), 'the Drop-in cannot pay meanwhile');
      });

      const expected = total + teePrice;
      await ctx.eventually(async () => {
        assert.equal(await container.getAttribute('aria-busy'), null, 'the payment area is no longer busy');
        assert.ok(await updating.isHidden(), 'the Drop-in is no longer updating');
        assert.equal(await dropInTotal(page), expected, 'the Drop-in shows the new total');
        assert.equal(await summaryTotal(page), expected, 'the summary shows the new total');
        assert.ok(await adyenPayButton(dropIn(page)).isEnabled(), 'the Drop-in can pay again');
      });
      assert.equal(amountOf((await adyenPayButton(dropIn(page)).textContent()) ?? ''), expected);
      await cartButton(page, 'Varukorg, 3 artiklar').waitFor();
      total = expected;
      assert.deepEqual(
        loaderScripts,
        { adyen: 1, wallet: 1 },
        'one request for Adyen’s script, one for its wallet’s',
      );
    });

    await ctx.step('the empty gift card is refused with its message', async () => {
      // The refusal is a failed resource (400) in the browser's console.
      ctx.allowConsoleError(/status of 400 .*\/shopper-retain24\/gift-cards\/5555666677778888\?/);
      await page.getByRole('button', { name: 'Presentkort', exact: true }).click();
      const form = giftCardForm(page);
      await form.getByLabel('Presentkortsnummer', { exact: true }).fill('5555 6666 7777 8888');
      await form.getByLabel('PIN-kod', { exact: true }).fill('0000');
      await form.getByRole('button', { name: 'Använd', exact: true }).click();
      await form.getByRole('alert').filter({ hasText: 'Presentkortet har inget saldo kvar.' }).waitFor();
      assert.equal(await appliedGiftCards(page).count(), 0, 'no gift card is applied');
      await ctx.eventually(async () => {
        assert.equal(await summaryTotal(page), total, 'the total stays');
        assert.equal(await dropInTotal(page), total, 'the Drop-in total stays');
      });
      await ctx.checkA11y('checkout with a refused gift card');
    });

    await ctx.step('the 500 SEK gift card lowers the total, in the Drop-in too', async () => {
      assert.ok(total > 50_000, `the order costs more than the card holds (${total / 100} SEK)`);
      const form = giftCardForm(page);
      await form.getByLabel('Presentkortsnummer', { exact: true }).fill('1111 2222 3333 4444');
      await form.getByLabel('PIN-kod', { exact: true }).fill('1234');
      await form.getByRole('button', { name: 'Använd', exact: true }).click();
      const card = appliedGiftCards(page).getByRole('listitem');
      await card.filter({ hasText: /•••• 4444 · 500\s?kr/ }).waitFor();
      assert.equal(await card.count(), 1, 'one gift card');
      assert.equal(await form.getByRole('alert').count(), 0, 'the earlier refusal is gone');
      assert.equal(await form.getByLabel('Presentkortsnummer', { exact: true }).inputValue(), '');

      const lowered = total - 50_000;
      await ctx.eventually(async () => {
        assert.equal(await amountBeside(summary(page), 'Presentkort'), -50_000, 'the summary shows the card');
        assert.equal(await summaryTotal(page), lowered, 'the summary total drops by 500 SEK');
        assert.equal(await amountBeside(dropIn(page), 'Presentkort'), -50_000, 'the Drop-in shows the card');
        assert.equal(await dropInTotal(page), lowered, 'the Drop-in charges 500 SEK less');
        assert.equal(amountOf((await adyenPayButton(dropIn(page)).textContent()) ?? ''), lowered);
      });
      await ctx.checkA11y('checkout with a gift card');
    });

    await ctx.step('removing the gift card restores the total', async () => {
      await page.getByRole('button', { name: 'Ta bort presentkortet •••• 4444', exact: true }).click();
      await ctx.eventually(async () => {
        assert.equal(await appliedGiftCards(page).count(), 0, 'no gift card is listed');
        assert.equal(await termValue(summary(page), 'Presentkort').count(), 0, 'no gift-card row');
        assert.equal(await summaryTotal(page), total, 'the summary total is back');
        assert.equal(
          await termValue(dropIn(page), 'Presentkort').count(),
          0,
          'no gift-card row in the Drop-in',
        );
        assert.equal(await dropInTotal(page), total, 'the Drop-in total is back');
      });
    });

    await ctx.step('a refused card keeps the cart and the checkout; the shopper can try again', async () => {
      const widget = dropIn(page);
      await fillBuyer(widget, 'sv', buyer);
      // Not Adyen's test card: the issuer refuses it.
      await widget.getByLabel('Kortnummer', { exact: true }).fill('4000 0000 0000 0002');
      await widget.getByLabel('Utgångsdatum (MM/ÅÅ)', { exact: true }).fill('03/30');
      await widget.getByLabel('Säkerhetskod (CVC)', { exact: true }).fill('737');
      await widget
        .getByLabel('Namn på kortet', { exact: true })
        .fill(`${buyer.givenName} ${buyer.familyName}`);
      await adyenPayButton(widget).click();
      await widget.getByRole('alert').filter({ hasText: 'Betalningen avvisades.' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/checkout', 'still on the checkout');
      await cartButton(page, 'Varukorg, 3 artiklar').waitFor();
      await ctx.eventually(async () =>
        assert.ok(await adyenPayButton(widget).isEnabled(), 'the shopper can pay again'),
      );
      assert.deepEqual(createOrders, [], 'no order was recorded');
      await ctx.checkA11y('the Drop-in after a refused card');
    });

    let totePrice = 0;

    await ctx.step('Canvas Tote runs out of stock; the shopper pays', async () => {
      totePrice = await summaryLinePrice(page, 'Canvas Tote');
      const productVariantId = await variantOfLine(page, 'Canvas Tote');
      const stock = await request.post('/__mock/stock', { data: { productVariantId, available: 0 } });
      assert.equal(stock.status(), 200, `${productVariantId} is out of stock`);
      // The merchant's check refuses the payment (404 out of stock): a failed resource in the console.
      ctx.allowConsoleError(/status of 404 .*\/shopper-adyen\/payments\/sync$/);
      const widget = dropIn(page);
      await fillBuyer(widget, 'sv', buyer);
      await submitAdyenTestCard(widget, `${buyer.givenName} ${buyer.familyName}`);
      await passAdyenChallenge(widget);
      const toast = page.getByRole('alert').filter({ hasText: 'Slut i lager' });
      await toast.waitFor();
      assert.equal(
        (await toast.innerText()).replace(/^Slut i lager\s*/, '').trim(),
        'Följande artiklar är slut i lager och har tagits bort från varukorgen: Canvas Tote.',
      );
      await toast.hover(); // keeps the message open for the check
      await ctx.checkA11y('checkout with the out-of-stock message');
      assert.ok(await toast.isVisible(), 'the message was open throughout the check');
    });

    await ctx.step('the checkout goes on without Canvas Tote', async () => {
      const left = total - totePrice;
      await ctx.eventually(async () => {
        assert.equal(
          await page.getByRole('main').getByText('Canvas Tote', { exact: true }).count(),
          0,
          'Canvas Tote is gone from the checkout',
        );
        assert.equal(await summaryTotal(page), left, 'the summary total lost the tote');
        assert.equal(await dropIn(page).getByText('Canvas Tote', { exact: true }).count(), 0);
        assert.equal(await dropInTotal(page), left, 'the Drop-in charges what is left');
        assert.ok(await adyenPayButton(dropIn(page)).isEnabled(), 'the shopper can pay for the rest');
      });
      await cartButton(page, 'Varukorg, 2 artiklar').waitFor();
      assert.equal(new URL(page.url()).pathname, '/checkout', 'still on the checkout');
      assert.deepEqual(createOrders, [], 'no order was recorded');
      assert.deepEqual(
        loaderScripts,
        { adyen: 1, wallet: 1 },
        'one request on the page for Adyen’s script, one for its wallet’s',
      );
    });
  },
};

export default journey;
