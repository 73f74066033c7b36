// The login's store-group cart migration: a visitor fills a consumer cart through the product page,
// logs in as a company admin, lands on the account overview and finds the same products in the
// business cart, now priced excluding VAT; a market switch then moves the cart to a new session,
// which is given the company again. Every page is checked with axe.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey } from '../support/journey';
import { chooseMarket } from '../support/shopper';

const h1 = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name, exact: true }) });
const cartButton = (page: Page, count: number) =>
  page.getByRole('button', { name: `Varukorg, ${count} ${count === 1 ? 'artikel' : 'artiklar'}` });

/** The cart page's lines as "name: price" texts, read from the main region. */
async function cartLines(page: Page) {
  const main = page.getByRole('main');
  await main
    .getByRole('link', { name: /Classic Tee/ })
    .first()
    .waitFor();
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  return text;
}

/** The first amount in SEK on the page ('239 kr', '191,20 kr'), as a number. */
function firstAmount(text: string): number {
  const match = /(\d[\d\s\u00a0]*(?:,\d{1,2})?)\s?kr/.exec(text);
  assert.ok(match, `an amount in kr on the cart page: ${text.slice(0, 200)}`);
  return Number(match[1]!.replace(/[\s\u00a0]/g, '').replace(',', '.'));
}

const journey: Journey = {
  name: 'cart-migration',
  run: async (ctx) => {
    const { page } = ctx;
    let consumerCart = '';

    await ctx.step('as a visitor, add a product to the cart on its page', async () => {
      await ctx.visit('/produkt/klassisk-t-shirt', { ready: h1(page, 'Classic Tee') });
      await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
      await cartButton(page, 1).waitFor();
      await ctx.checkA11y('product page with one item in the cart');
    });

    await ctx.step('the consumer cart holds the product', async () => {
      await ctx.visit('/cart', { ready: h1(page) });
      consumerCart = await cartLines(page);
      assert.match(consumerCart, /Classic Tee/);
    });

    await ctx.step('log in as a company admin', async () => {
      await ctx.visit('/login', { ready: h1(page, 'Logga in') });
      await page.getByLabel('E-postadress').fill('maria.admin@example.se');
      await page.getByLabel(/^Lösenord/).fill('Demo-password-1');
      await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
      await page.waitForURL((url) => url.pathname === '/my-account/overview/');
      await h1(page, 'Hej Maria Admin').waitFor();
      await page.getByRole('region', { name: 'Mina företag' }).getByText('Nordic Print AB').waitFor();
      await ctx.checkA11y('account overview of a company admin');
    });

    await ctx.step('the business cart holds the same product at a price excluding VAT', async () => {
      await cartButton(page, 1).waitFor();
      await ctx.visit('/cart', { ready: h1(page) });
      const businessCart = await cartLines(page);
      assert.match(businessCart, /Classic Tee/);
      const cookies = await ctx.context.cookies();
      assert.equal(cookies.find((c) => c.name === 'storeGroupId')?.value, 'sg-business');
      assert.ok(
        firstAmount(businessCart) < firstAmount(consumerCart),
        `the business price (${firstAmount(businessCart)}) is below the consumer price incl. VAT (${firstAmount(consumerCart)})`,
      );
    });

    await ctx.step(
      'a market switch moves the cart to a new session, which orders for Nordic Print AB',
      async () => {
        const tokenOf = async () => (await ctx.context.cookies()).find((c) => c.name === 'cartToken')?.value;
        const before = await tokenOf();
        const attached = page.waitForResponse(
          (answer) =>
            answer.url().endsWith('/shopper/sessions/attributes') && answer.request().method() === 'PATCH',
        );
        await chooseMarket(ctx, /Sverige.*SEK/, 'Norge NOK EN');
        const answer = await attached;
        assert.equal(answer.status(), 200, 'the new session took the company');
        const after = await tokenOf();
        assert.ok(after && after !== before, 'the cart moved to a new session');
        assert.equal(
          answer.request().headers()['authorization'],
          `Bearer ${after}`,
          'sent to the new session',
        );
        const body = answer.request().postDataJSON() as { company: { name: string; reference: string } };
        assert.deepEqual(body.company, {
          ...body.company,
          name: 'Nordic Print AB',
          reference: 'Maria Admin',
        });
      },
    );
  },
};

export default journey;
