// Following and deciding on orders. Maria (admin of Nordic Print AB) opens her orders from the
// account menu, filters to the delivered ones, searches one by its number and opens its detail;
// back on the list she opens Decline and Request Change on the order awaiting her and cancels both,
// then approves it: the badge changes and stays changed after a reload. Anna (a consumer) sees
// her two orders and orders one again: the sold-out line is named. axe runs on the list, the menu,
// both dialogs and the detail.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey } from '../support/journey';
import { forgetShopper, h1, logIn } from '../support/shopper';

const row = (page: Page, reference: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: reference, exact: true }) });
const orderNumbers = (page: Page) => page.getByRole('rowheader').getByRole('link').allInnerTexts();
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

const journey: Journey = {
  name: 'orders',
  run: async (ctx) => {
    const { page } = ctx;

    await ctx.step('Maria opens her orders from the account menu', async () => {
      await logIn(ctx, 'maria.admin@example.se', 'Maria Admin');
      await page.getByRole('button', { name: 'Maria Admin', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Mina ordrar' }).waitFor();
      await ctx.checkA11y('account menu open');
      await page.getByRole('menuitem', { name: 'Mina ordrar' }).click();
      await h1(page, 'Mina ordrar').waitFor();
      await page.getByText('10 ordrar', { exact: true }).waitFor();
      assert.equal(
        await page.getByRole('combobox', { name: 'Företag' }).count(),
        0,
        'one company: no filter',
      );
      await ctx.checkA11y('order list');
    });

    await ctx.step('she filters to delivered orders and searches one by its number', async () => {
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Levererade' });
      await ctx.eventually(async () => assert.deepEqual(await orderNumbers(page), ['100176', '100163']));
      await page.getByRole('searchbox', { name: 'Ordernummer' }).fill('176');
      await ctx.eventually(async () => assert.deepEqual(await orderNumbers(page), ['100176']));
      await row(page, '100176').getByText('Provorder').hover();
      await page
        .getByRole('tooltip', { name: 'Fakturan krediteras efter att returen är mottagen' })
        .waitFor();
      await row(page, '100176').getByRole('link', { name: '100176' }).click();
      await h1(page, 'Order 100176').waitFor();
      await page.getByText('Nordic Print AB (556123-4567)', { exact: false }).waitFor();
      await page.getByRole('region', { name: 'Leveransadress' }).waitFor();
      await ctx.checkA11y('order detail');
      await page.getByRole('link', { name: 'Tillbaka till mina ordrar' }).click();
      await h1(page, 'Mina ordrar').waitFor();
    });

    await ctx.step(
      'she opens Decline and Request Change on the order awaiting her, and cancels both',
      async () => {
        await ctx.visit('/my-account/orders/', { ready: row(page, '100231') });
        await row(page, '100231').getByRole('button', { name: 'Neka order 100231' }).click();
        const decline = dialog(page, 'Neka order');
        await decline.getByRole('textbox', { name: /Anledning/ }).waitFor();
        assert.equal(await decline.getByRole('textbox', { name: /Anledning/ }).getAttribute('rows'), '4');
        await ctx.checkA11y('decline dialog');
        await decline.getByRole('button', { name: 'Avbryt' }).click();
        await decline.waitFor({ state: 'detached' });

        await row(page, '100231').getByRole('button', { name: 'Begär ändring av order 100231' }).click();
        const change = dialog(page, 'Begär ändring');
        await change.getByText('Din anledning skickas till agenten.', { exact: false }).waitFor();
        await ctx.checkA11y('request change dialog');
        await page.keyboard.press('Escape');
        await change.waitFor({ state: 'detached' });
        await row(page, '100231').getByText('Väntar på godkännande').waitFor();
      },
    );

    await ctx.step('she approves it: the badge changes, also after a reload', async () => {
      await row(page, '100231').getByRole('button', { name: 'Godkänn order 100231' }).click();
      await page.getByText('Ordern är godkänd!').waitFor();
      await row(page, '100231').getByText('Godkänd', { exact: true }).waitFor();
      assert.equal(
        await row(page, '100231')
          .getByRole('button', { name: /^Godkänn/ })
          .count(),
        0,
      );
      await page.reload();
      await row(page, '100231').getByText('Godkänd', { exact: true }).waitFor();
      assert.equal(await row(page, '100231').getByText('Väntar på godkännande').count(), 0);
    });

    await ctx.step('Anna sees her two orders and orders the one with the sold-out tote again', async () => {
      await forgetShopper(ctx);
      await logIn(ctx, 'anna.andersson@example.se', 'Anna Andersson');
      await page.getByRole('link', { name: /Mina ordrar/ }).click();
      await h1(page, 'Mina ordrar').waitFor();
      await ctx.eventually(async () => assert.deepEqual(await orderNumbers(page), ['100209', '100170']));
      // The shopper backend refuses the sold-out tote with a 404 'out of stock error'.
      ctx.allowConsoleError(/status of 404/);
      await row(page, '100209').getByRole('button', { name: 'Beställ igen: order 100209' }).click();
      await page.getByText('1 rad kunde inte läggas till').waitFor();
      await page.getByText(/Inte tillgängligt nu: Canvas Tote/).waitFor();
      await page.getByRole('button', { name: /^Varukorg, \d+ artik/ }).waitFor();
      await ctx.checkA11y('reorder with a refused line');
    });
  },
};

export default journey;
