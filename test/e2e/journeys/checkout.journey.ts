// Purchases through the embedded payment providers: a visitor in Sverige goes from the cart's
// "Till kassan" to the checkout (the 500 px placeholder, then Adyen's Drop-in), pays with the test
// card and 3-D Secure, and gets the confirmation with an empty cart; a reload of it shows the same
// order and records nothing twice. Then, in Norge (English), Klarna Checkout insists on the phone.
// axe runs on every page and on the checkout with each form loaded.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey } from '../support/journey';
import {
  adyenPayButton,
  amountBeside,
  detailField,
  fillBuyer,
  passAdyenChallenge,
  paymentWidget,
  submitAdyenTestCard,
  swedishBuyer,
  type Buyer,
} from '../support/paymentWidget';
import { lookAlikeRequests } from '../support/payments';
import { chooseMarket } from '../support/shopper';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const cartButton = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });
const summary = (page: Page) => page.getByRole('region', { name: /^(Sammanfattning|Summary)$/ });
const orderRegion = (page: Page) => page.getByRole('region', { name: /^(Ordernummer|Order number) PF-/ });
const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/** The order number the confirmation shows ('Ordernummer PF-100123' → 'PF-100123'). */
async function shownReference(page: Page): Promise<string> {
  const title = (await orderRegion(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
  const match = /^(?:Ordernummer|Order number) (PF-\d+)$/.exec(title.trim());
  assert.ok(match, `an order number in the confirmation's heading: "${title}"`);
  return match[1]!;
}

/** The transaction ids of the `purchase` events in this page's dataLayer. */
const purchaseEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => (entry as { event?: unknown } | null)?.event === 'purchase')
      .map((entry) => (entry as { ecommerce?: { transaction_id?: unknown } }).ecommerce?.transaction_id),
  );

/** Each address block of the confirmation names the buyer's details. */
async function assertAddresses(page: Page, buyer: Buyer, country: string): Promise<void> {
  const addresses = orderRegion(page).locator('address');
  assert.equal(await addresses.count(), 2, 'a shipping and a billing address');
  for (const text of await addresses.allInnerTexts()) {
    for (const part of [
      `${buyer.givenName} ${buyer.familyName}`,
      buyer.address,
      `${buyer.postalCode} ${buyer.city}`,
      country,
      buyer.phone ?? '',
      buyer.email,
    ]) {
      assert.ok(text.includes(part), `the address shows "${part}": ${JSON.stringify(text)}`);
    }
  }
}

interface CreateOrderCall {
  status: number;
  body: { order: { provider: string; reference: string } };
  /** The checkout token it went with. */
  authorization: string;
  answer: { data?: { created?: boolean; order?: { id: string; reference: string } } };
}

const norwegianBuyer: Buyer = {
  email: 'kari.nordmann@example.no',
  givenName: 'Kari',
  familyName: 'Nordmann',
  address: 'Karl Johans gate 1',
  postalCode: '0154',
  city: 'Oslo',
  phone: '+47 412 34 567',
};

const journey: Journey = {
  name: 'checkout',
  run: async (ctx) => {
    const { page, context } = ctx;
    const request = context.request;

    // Every answer of the order backend's create-order, as the page received it.
    const createOrderCalls: Promise<CreateOrderCall>[] = [];
    page.on('response', (response) => {
      if (!/^\/api\/orders\/create-order\/?$/.test(new URL(response.url()).pathname)) return;
      createOrderCalls.push(
        Promise.all([response.json(), response.request().allHeaders()]).then(
          ([answer, headers]: [CreateOrderCall['answer'], Record<string, string>]) => ({
            status: response.status(),
            body: response.request().postDataJSON() as CreateOrderCall['body'],
            authorization: headers.authorization ?? '',
            answer,
          }),
        ),
      );
    });

    let checkoutTotal = 0;
    let reference = '';

    await ctx.step('a visitor in Sverige adds Classic Tee to the cart', async () => {
      await ctx.visit('/produkt/klassisk-t-shirt', { ready: h1(page, 'Classic Tee') });
      const add = page.getByRole('button', { name: 'Lägg i varukorgen' });
      await ctx.eventually(async () => assert.ok(await add.isEnabled(), 'add to cart is enabled'));
      await add.click();
      await cartButton(page, 'Varukorg, 1 artikel').waitFor();
    });

    await ctx.step(
      '"Till kassan" opens the checkout: a 500 px placeholder, then the Adyen Drop-in',
      async () => {
        await ctx.visit('/cart', { ready: h1(page, 'Varukorg') });
        // The Drop-in's script arrives 1.5 s late, so the placeholder is there to be seen.
        const fault = await request.post('/__mock/faults', {
          data: { method: 'GET', path: '/mock-providers/adyen/adyen.js', latencyMs: 1_500, times: 1 },
        });
        assert.equal(fault.status(), 201, 'the script delay is accepted');
        await page.getByRole('link', { name: 'Till kassan', exact: true }).click();
        await page.waitForURL(onPath('/checkout'));
        await h1(page, 'Kassa').waitFor();

        const requests = lookAlikeRequests(page);
        const widget = paymentWidget(page, 'Adyen Drop-in');
        const placeholder = page.getByLabel('Betalningen laddas', { exact: true });
        await placeholder.waitFor();
        assert.equal(
          Math.round((await placeholder.boundingBox())?.height ?? 0),
          500,
          'the placeholder is 500 px',
        );
        assert.equal(await adyenPayButton(widget).count(), 0, 'no payment form behind the placeholder yet');

        await adyenPayButton(widget).waitFor();
        await ctx.eventually(async () =>
          assert.equal(await placeholder.count(), 0, 'the placeholder goes once the form is there'),
        );
        // Under the policy, from hosts split as Adyen's are: its script, styles and logo from its CDN,
        // its form from its checkout host, and the wallet its script loads from the wallet's own.
        await ctx.eventually(() => {
          const hosts = requests.seen();
          for (const expected of [
            'GET checkoutshopper-cdn.adyen.localhost/mock-providers/adyen/adyen.js',
            'GET checkoutshopper-cdn.adyen.localhost/mock-providers/adyen/adyen.css',
            'GET checkoutshopper-cdn.adyen.localhost/mock-providers/adyen/images/logos/card.svg',
            'GET checkoutshopper.adyen.localhost/mock-providers/adyen/frame.html',
            'GET pay.wallet.localhost/mock-providers/wallet/pay.js',
            'GET pay.wallet.localhost/mock-providers/wallet/api/isReadyToPay',
          ]) {
            assert.ok(hosts.has(expected), `${expected} among ${JSON.stringify([...hosts])}`);
          }
        });
        requests.stop();
        const faults = (await (await request.get('/__mock/faults')).json()) as { faults: unknown[] };
        assert.equal(faults.faults.length, 0, 'the delayed script was the one the checkout loaded');

        checkoutTotal = await amountBeside(summary(page), 'Totalt (SEK)');
        assert.ok(checkoutTotal > 0, 'the checkout has a total');
        await ctx.eventually(async () =>
          assert.equal(
            await amountBeside(widget, 'Att betala'),
            checkoutTotal,
            'the Drop-in charges the total',
          ),
        );
        await widget.getByText('Classic Tee', { exact: true }).waitFor();
        await ctx.checkA11y('checkout with the Adyen Drop-in');
      },
    );

    await ctx.step('pay with the test card and pass 3-D Secure', async () => {
      const requests = lookAlikeRequests(page);
      const widget = paymentWidget(page, 'Adyen Drop-in');
      await fillBuyer(widget, 'sv', swedishBuyer);
      await submitAdyenTestCard(widget, `${swedishBuyer.givenName} ${swedishBuyer.familyName}`);
      await ctx.checkA11y('checkout with the 3-D Secure challenge');
      await passAdyenChallenge(widget);
      await page.waitForURL(onPath('/checkout/confirmation'));
      const hosts = requests.stop();
      assert.equal(new URL(page.url()).searchParams.get('provider'), 'Adyen', 'the confirmation names Adyen');
      // Under the policy: the challenge request posted to the issuer's host, its answer on to Adyen's
      // notification page, and the payment's calls on Adyen's API host.
      for (const expected of [
        'POST acs.issuer.localhost/mock-providers/issuer/challenge',
        'POST acs.issuer.localhost/mock-providers/issuer/challenge/answer',
        'GET checkoutshopper.adyen.localhost/mock-providers/adyen/threeDS2/notification',
        'POST checkoutshopper.adyen.localhost/mock-providers/adyen/checkoutshopper/v1/sessions/…/payments',
        'POST checkoutshopper.adyen.localhost/mock-providers/adyen/checkoutshopper/v1/sessions/…/paymentDetails',
      ]) {
        assert.ok(hosts.has(expected), `${expected} among ${JSON.stringify([...hosts])}`);
      }
    });

    await ctx.step('the confirmation shows the order; the cart counts 0', async () => {
      await h1(page, 'Tack för din beställning!').waitFor();
      reference = await shownReference(page);
      const order = orderRegion(page);
      const lines = await order.getByRole('listitem').allInnerTexts();
      assert.equal(lines.length, 1, `one order line: ${JSON.stringify(lines)}`);
      assert.match(lines[0]!, /^1 × Classic Tee\s+\d+\s?kr$/);
      assert.equal(await amountBeside(order, 'Totalt (SEK)'), checkoutTotal, 'the total that was paid');
      assert.ok((await amountBeside(order, 'Delsumma')) > 0, 'the subtotal');
      assert.ok((await amountBeside(order, 'Frakt')) > 0, 'the shipping');
      assert.ok((await amountBeside(order, 'Varav moms')) > 0, 'the VAT');
      await order.getByText(`En bekräftelse skickas till ${swedishBuyer.email}.`).waitFor();
      await order.getByRole('heading', { level: 3, name: 'Leveransadress' }).waitFor();
      await order.getByRole('heading', { level: 3, name: 'Fakturaadress' }).waitFor();
      await assertAddresses(page, swedishBuyer, 'SE');
      await cartButton(page, 'Varukorg, 0 artiklar').waitFor();
      await ctx.checkA11y('order confirmation');
    });

    await ctx.step(
      'a reload of the confirmation shows the same order and records nothing twice',
      async () => {
        assert.deepEqual(await purchaseEvents(page), [reference], 'one purchase event, for this order');
        const [first, ...more] = await Promise.all(createOrderCalls);
        assert.ok(first, 'the confirmation recorded the order');
        assert.equal(more.length, 0, 'the order was recorded with one call');
        assert.equal(first.status, 201, 'the order backend recorded a new order');
        assert.equal(first.answer.data?.created, true);
        assert.equal(first.answer.data?.order?.reference, reference);
        assert.equal(first.body.order.provider, 'Adyen');
        assert.equal(first.body.order.reference, reference);
        assert.match(first.authorization, /^Bearer \S+$/, 'the checkout token as Authorization');

        await ctx.reload({ ready: h1(page, 'Tack för din beställning!') });
        assert.equal(await shownReference(page), reference, 'the same order number');
        assert.equal(await amountBeside(orderRegion(page), 'Totalt (SEK)'), checkoutTotal, 'the same total');
        await assertAddresses(page, swedishBuyer, 'SE');
        await cartButton(page, 'Varukorg, 0 artiklar').waitFor();
        assert.deepEqual(await purchaseEvents(page), [], 'no second purchase event after the reload');
        const created = (await Promise.all(createOrderCalls)).filter((call) => call.answer.data?.created);
        assert.equal(created.length, 1, 'the reload recorded no order');

        // The order backend itself: the same reference and checkout again is the order it already has.
        const again = await request.post('/api/orders/create-order/', {
          data: first.body,
          headers: { Authorization: first.authorization },
        });
        assert.equal(again.status(), 200, 'create-order again answers 200, not 201');
        const answer = (await again.json()) as CreateOrderCall['answer'];
        assert.equal(answer.data?.created, false, 'nothing new is recorded');
        assert.equal(answer.data?.order?.id, first.answer.data?.order?.id, 'one order for the reference');
      },
    );

    await ctx.step('in Norge the shop speaks English; add Classic Tee', async () => {
      await ctx.visit('/', { ready: h1(page, 'Välkommen till Printfabriken') });
      await chooseMarket(ctx, /Sverige.*SEK/, 'Norge NOK EN');
      await h1(page, 'Welcome to Printfabriken').waitFor();
      await ctx.checkA11y('home page in Norge');
      await ctx.visit('/product/classic-tee', { ready: h1(page, 'Classic Tee') });
      const add = page.getByRole('button', { name: 'Add to cart' });
      await ctx.eventually(async () => assert.ok(await add.isEnabled(), 'add to cart is enabled'));
      await add.click();
      await cartButton(page, 'Cart, 1 item').waitFor();
    });

    await ctx.step('the cart drawer opens the checkout with Klarna Checkout', async () => {
      await cartButton(page, 'Cart, 1 item').click();
      const drawer = page.getByRole('dialog');
      const toCheckout = drawer.getByRole('link', { name: 'Go to checkout', exact: true });
      await toCheckout.waitFor();
      await ctx.checkA11y('cart drawer in Norge');
      await toCheckout.click();
      await page.waitForURL(onPath('/checkout'));
      await h1(page, 'Checkout').waitFor();
      const widget = paymentWidget(page, 'Klarna Checkout');
      await widget.getByRole('button', { name: 'Complete purchase' }).waitFor();
      assert.equal(
        await detailField(widget, 'en', 'phone').getAttribute('aria-required'),
        'true',
        'the phone is required in Klarna Checkout',
      );
      assert.equal(
        await page.getByRole('button', { name: /^Gift card/ }).count(),
        0,
        'no gift-card section: the SEK cards are not offered in Norge',
      );
      await summary(page)
        .getByRole('button', { name: /^Promo code/ })
        .waitFor();
      checkoutTotal = await amountBeside(summary(page), 'Total (NOK)');
      await ctx.eventually(async () =>
        assert.equal(await amountBeside(widget, 'Total'), checkoutTotal, 'Klarna charges the total'),
      );
      await ctx.checkA11y('checkout with Klarna Checkout');
    });

    await ctx.step('without the phone Klarna shows its error and nothing is bought', async () => {
      const widget = paymentWidget(page, 'Klarna Checkout');
      const purchases: string[] = [];
      const onRequest = (sent: { url(): string }) => {
        if (/\/mock-providers\/klarna\/api\/sessions\/[^/]+\/purchase$/.test(sent.url()))
          purchases.push(sent.url());
      };
      page.on('request', onRequest);
      try {
        await fillBuyer(widget, 'en', { ...norwegianBuyer, phone: undefined });
        await widget.getByRole('button', { name: 'Complete purchase' }).click();
        await widget.getByRole('alert').filter({ hasText: 'Check the marked fields.' }).waitFor();
        await widget.getByText('Enter your mobile phone.', { exact: true }).waitFor();
        const phone = detailField(widget, 'en', 'phone');
        assert.equal(await phone.getAttribute('aria-invalid'), 'true', 'the phone field is marked');
        assert.equal(
          await widget.locator('input[aria-invalid="true"]').count(),
          1,
          'only the phone field is marked',
        );
        await ctx.checkA11y('Klarna Checkout with the missing phone');
        assert.deepEqual(purchases, [], 'no purchase was sent to Klarna');
        assert.equal(new URL(page.url()).pathname, '/checkout', 'still on the checkout');
      } finally {
        page.off('request', onRequest);
      }
    });

    await ctx.step('with the phone the purchase completes and is confirmed in English', async () => {
      const widget = paymentWidget(page, 'Klarna Checkout');
      await detailField(widget, 'en', 'phone').fill(norwegianBuyer.phone!);
      await widget.getByRole('button', { name: 'Complete purchase' }).click();
      await page.waitForURL(onPath('/checkout/confirmation'));
      assert.equal(new URL(page.url()).searchParams.get('provider'), 'KlarnaCheckout');
      await h1(page, 'Thank you for your order!').waitFor();
      const klarnaReference = await shownReference(page);
      assert.notEqual(klarnaReference, reference, 'a new order, not the Swedish one');
      const order = orderRegion(page);
      assert.equal(await amountBeside(order, 'Total (NOK)'), checkoutTotal, 'the total that was paid');
      assert.match((await order.getByRole('listitem').allInnerTexts()).join('\n'), /^1 × Classic Tee\b/);
      await assertAddresses(page, norwegianBuyer, 'NO');
      await cartButton(page, 'Cart, 0 items').waitFor();
      assert.deepEqual(await purchaseEvents(page), [klarnaReference], 'one purchase event, for this order');
      await ctx.checkA11y('order confirmation in English');
    });
  },
};

export default journey;
