// Two shoppers hold the same 500 kr gift card. The first opens a checkout of three Classic Tees
// (766 kr) with the card: the form asks 266 kr. Meanwhile the second shopper pays with the card,
// leaving 212 kr on it. When the first pays, the provider charges nothing at an amount the form
// did not show: the payment is refused, the shopper is told, the summary and the form show the new
// amount (554 kr), and the second try pays exactly that. With Klarna Checkout (a full checkout) and
// with Adyen's Drop-in (the card checkout).
import assert from 'node:assert/strict';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../support/journey';
import {
  adyenPayButton,
  amountBeside,
  amountOf,
  fillBuyer,
  issuerChallenge,
  swedishBuyer,
} from '../support/paymentWidget';
import {
  autofill,
  buyerFields,
  confirmedReference,
  openLedger,
  testCardFields,
  widgetFrame,
  type Ledger,
} from '../support/payments';
import { addClassicTee, forgetShopper, h1 } from '../support/shopper';

const GIFT_CARD = { code: '1111 2222 3333 4444', pin: '1234' };
const cartButton = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });
const summary = (page: Page) => page.getByRole('region', { name: 'Sammanfattning', exact: true });
const summaryTotal = (page: Page) => amountBeside(summary(page), 'Totalt (SEK)');
const NEW_TOTAL_TOAST =
  'Beloppet att betala har ändrats sedan formuläret visades. Se det nya beloppet och betala igen.';

const PROVIDERS = [
  { name: 'KlarnaCheckout', title: 'Klarna Checkout' },
  { name: 'QliroOne', title: 'QliroOne Checkout' },
  { name: 'Avarda', title: 'Avarda Checkout' },
  { name: 'WalleyCheckout', title: 'Walley Checkout' },
  { name: 'Adyen', title: 'Adyen Drop-in' },
] as const;
type Provider = (typeof PROVIDERS)[number];

const widgetOf = (page: Page, provider: Provider) =>
  page.frameLocator(`#checkout-payment iframe[title="${provider.title}"]`);
const payButton = (widget: FrameLocator, provider: Provider) =>
  provider.name === 'Adyen'
    ? adyenPayButton(widget)
    : widget.getByRole('button', { name: 'Slutför köp', exact: true });
const widgetTotal = (widget: FrameLocator) => amountBeside(widget, 'Att betala');

async function applyGiftCard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Presentkort', exact: true }).click();
  const form = page.locator('form').filter({ has: page.getByLabel('Presentkortsnummer', { exact: true }) });
  await form.getByLabel('Presentkortsnummer', { exact: true }).fill(GIFT_CARD.code);
  await form.getByLabel('PIN-kod', { exact: true }).fill(GIFT_CARD.pin);
  await form.getByRole('button', { name: 'Använd', exact: true }).click();
  await page.getByRole('list', { name: 'Tillagda presentkort', exact: true }).getByRole('listitem').waitFor();
}

/** The form and the summary agree on what is to pay, and the form can take it. */
async function assertShows(ctx: JourneyContext, provider: Provider, amount: number, label: string) {
  const widget = widgetOf(ctx.page, provider);
  await ctx.eventually(async () => {
    assert.equal(await summaryTotal(ctx.page), amount, `${label}: the summary's total`);
    assert.equal(await widgetTotal(widget), amount, `${label}: the form's total`);
    assert.ok(await payButton(widget, provider).isEnabled(), `${label}: the form can pay`);
    if (provider.name === 'Adyen') {
      const text = (await adyenPayButton(widget).textContent()) ?? '';
      assert.equal(amountOf(text), amount, `${label}: the Drop-in's button names the amount`);
    }
  });
}

/** Fills the form as autofill does and pays; with Adyen, through 3-D Secure. */
async function pay(page: Page, provider: Provider) {
  const widget = widgetOf(page, provider);
  const frame = await widgetFrame(page, provider.title);
  const card = provider.name === 'Adyen' ? testCardFields('Lova Köpsson') : {};
  await autofill(frame, { ...buyerFields(swedishBuyer), ...card });
  await payButton(widget, provider).click();
  if (provider.name === 'Adyen') {
    const issuer = issuerChallenge(page);
    await issuer.getByRole('heading', { name: 'Verifiera betalningen' }).waitFor();
    await issuer.getByLabel('Ange engångskoden 1234', { exact: true }).fill('1234');
    await issuer.getByRole('button', { name: 'Bekräfta', exact: true }).click();
  }
}

/** The other shopper, in a browser of her own: one Classic Tee, the same card, paid in full by it. */
async function otherShopperSpendsTheCard(ctx: JourneyContext, browser: Browser, provider: Provider) {
  const context = await browser.newContext({ baseURL: ctx.baseURL });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto('/produkt/klassisk-t-shirt');
    const add = page.getByRole('button', { name: 'Lägg i varukorgen' });
    await add.waitFor();
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Lägg i varukorgen',
      );
      return button instanceof HTMLButtonElement && !button.disabled;
    });
    await add.click();
    await cartButton(page, 'Varukorg, 1 artikel').waitFor();
    await page.goto('/checkout');
    await payButton(widgetOf(page, provider), provider).waitFor();
    await applyGiftCard(page);
    // The card pays the whole order: Adyen asks for no card and no 3-D Secure then. She is the
    // other shopper, not the hurried one: she types, and pays once the form can take it.
    const widget = widgetOf(page, provider);
    const complete = widget.getByRole('button', { name: 'Slutför köp', exact: true });
    const settled = () =>
      page.waitForFunction(
        () => !document.querySelector('#checkout-payment[aria-busy="true"], #checkout-payment [inert]'),
      );
    await settled();
    await fillBuyer(widget, 'sv', { ...swedishBuyer, email: 'other.shopper@example.se' });
    // As a person does: a form that said the order was being updated is paid again a moment later
    // (her address reached the shop as she paid, so it held the form to sync the order).
    const thanks = h1(page, 'Tack för din beställning!');
    await ctx.eventually(
      async () => {
        if (await thanks.isVisible()) return;
        await settled();
        await complete.click({ timeout: 2_000 }).catch(() => undefined);
        await thanks.waitFor({ timeout: 3_000 });
      },
      { timeoutMs: 30_000 },
    );
  } finally {
    await context.close();
  }
}

async function payWithASharedCard(ctx: JourneyContext, ledger: Ledger, provider: Provider) {
  const { page } = ctx;
  await ctx.step(`${provider.name}: three tees and the card; the form asks 266 kr`, async () => {
    await addClassicTee(ctx);
    await ctx.visit('/checkout', { ready: payButton(widgetOf(page, provider), provider) });
    for (const count of [2, 3]) {
      await page.getByRole('button', { name: 'Öka antal, Classic Tee', exact: true }).click();
      await cartButton(page, `Varukorg, ${count} artiklar`).waitFor();
    }
    await assertShows(ctx, provider, 76_600, 'three tees');
    await applyGiftCard(page);
    await assertShows(ctx, provider, 26_600, 'with the card');
  });
  await ctx.step(`${provider.name}: another shopper spends the card meanwhile`, async () => {
    const browser = ctx.context.browser();
    assert.ok(browser, 'the journey has its browser');
    await otherShopperSpendsTheCard(ctx, browser, provider);
  });
  await ctx.step(`${provider.name}: paying is refused, and the new amount shows`, async () => {
    ledger.clear();
    await pay(page, provider);
    // Told by the shop (its merchant check found the new total) or by the provider's form (the
    // shop's sync of the order got there first), whichever came first.
    await ctx.eventually(async () => {
      const told =
        (await page.getByText(NEW_TOTAL_TOAST).isVisible()) ||
        (await widgetOf(page, provider).getByRole('alert').filter({ hasText: /\S/ }).count()) > 0;
      assert.ok(told, 'the shopper is told the payment did not go through');
    });
    await assertShows(ctx, provider, 55_400, 'after the refusal');
    assert.deepEqual(await ledger.paid(), [], 'nothing was charged');
    assert.equal(new URL(page.url()).pathname, '/checkout', 'still on the checkout');
    await ctx.checkA11y(`${provider.title} with the new amount`);
  });
  await ctx.step(`${provider.name}: the second try pays the amount shown`, async () => {
    await pay(page, provider);
    await page.waitForURL((url) => url.pathname === '/checkout/confirmation');
    await h1(page, 'Tack för din beställning!').waitFor();
    await ledger.assertOneOrder(await confirmedReference(page), `${provider.name}, shared card`);
    assert.equal(await ledger.recordedTotal(), 55_400, 'the order cost what the form showed');
    await cartButton(page, 'Varukorg, 0 artiklar').waitFor();
    await ctx.checkA11y(`confirmation after ${provider.title}`);
  });
}

const journey: Journey = {
  name: 'shared-gift-card',
  run: async (ctx) => {
    // The merchant's check that finds the new total answers 409, which the browser logs.
    ctx.allowConsoleError(/status of 409 \(Conflict\) \S+\/shopper-\w+\/payments\/sync$/);
    const ledger = openLedger(ctx.context);
    for (const provider of PROVIDERS) {
      // A full card for each provider: the mock starts afresh, and so does the shopper.
      if (ctx.page.url() !== 'about:blank') {
        const reset = await ctx.context.request.post('/__mock/reset');
        assert.equal(reset.status(), 200, 'the mock starts afresh');
        await forgetShopper(ctx);
      }
      const set = await ctx.context.request.post('/__mock/payment-providers', {
        data: { countryCode: 'SE', providers: [provider.name] },
      });
      assert.equal(set.status(), 200, 'the mock takes the providers');
      await payWithASharedCard(ctx, ledger, provider);
    }
    ledger.close();
  },
};

export default journey;
