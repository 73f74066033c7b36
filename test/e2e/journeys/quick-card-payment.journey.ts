// A hurried shopper on `npm start` pays with Adyen's Drop-in (the card checkout Sverige offers
// first): the buyer's details and the card autofilled and paid at once, then a double click on pay and on the 3-D Secure
// confirmation, then a stalled read of the payment on the confirmation. Each time the confirmation
// shows the order number, one payment was authorised, one order recorded, and the cart is empty.
import type { FrameLocator, Route } from 'playwright-core';
import type { Journey, JourneyContext } from '../support/journey';
import { adyenPayButton, issuerChallenge, paymentWidget, swedishBuyer } from '../support/paymentWidget';
import {
  assertConfirmedOnce,
  autofill,
  buyerFields,
  openLedger,
  testCardFields,
  widgetFrame,
} from '../support/payments';
import { addClassicTee } from '../support/shopper';

const confirmButton = (issuer: FrameLocator) => issuer.getByRole('button', { name: 'Bekräfta', exact: true });

type Clicks = 'click' | 'dblclick';

/** A cart with Classic Tee, the card autofilled and paid, and the 3-D Secure code given. */
async function payByCard(ctx: JourneyContext, clicks: Clicks) {
  const { page } = ctx;
  const widget = paymentWidget(page, 'Adyen Drop-in');
  await addClassicTee(ctx);
  await ctx.visit('/checkout', { ready: adyenPayButton(widget) });
  await autofill(await widgetFrame(page, 'Adyen Drop-in'), {
    ...buyerFields(swedishBuyer),
    ...testCardFields('Lova Köpsson'),
  });
  await adyenPayButton(widget)[clicks]();
  const issuer = issuerChallenge(page);
  await issuer.getByRole('heading', { name: 'Verifiera betalningen' }).waitFor();
  await issuer.getByLabel('Ange engångskoden 1234', { exact: true }).fill('1234');
  await confirmButton(issuer)[clicks]();
}

const journey: Journey = {
  name: 'quick-card-payment',
  server: 'dev',
  run: async (ctx) => {
    const { page } = ctx;
    const ledger = openLedger(ctx.context);
    for (const clicks of ['click', 'dblclick'] as const) {
      await ctx.step(`the card autofilled and paid at once (${clicks})`, async () => {
        ledger.clear();
        await payByCard(ctx, clicks);
        await assertConfirmedOnce(ctx.page, ledger, `Adyen, ${clicks}`);
        await ctx.checkA11y('confirmation after Adyen');
      });
    }

    await ctx.step(
      'the confirmation waits for a stalled read of the payment, then records it once',
      async () => {
        ledger.clear();
        const held: Route[] = [];
        let heldOne!: () => void;
        const firstHeld = new Promise<void>((resolve) => (heldOne = resolve));
        const pattern = /\/shopper-adyen\/orders$/;
        await page.route(pattern, (route) => {
          held.push(route);
          heldOne();
        });
        try {
          await payByCard(ctx, 'click');
          await firstHeld;
          // While the read hangs the page says it is working, and records nothing.
          await page.getByTestId('confirmation-skeleton').waitFor();
          await ctx.checkA11y('confirmation while the payment is read');
          // A read the page gave up on (StrictMode's first run of the page's effect) is handled already.
          for (const route of held.splice(0)) await route.continue().catch(() => undefined);
          await page.unroute(pattern);
          await assertConfirmedOnce(ctx.page, ledger, 'Adyen, stalled read');
        } finally {
          for (const route of held.splice(0)) await route.continue().catch(() => undefined);
          await page.unroute(pattern);
        }
      },
    );
    ledger.close();
  },
};

export default journey;
