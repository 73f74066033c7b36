// The company information screen. Maria (admin of Nordic Print AB) opens it from the account menu,
// changes the contact name and a shipping address, is refused an invalid e-mail with the form's text,
// and finds her changes kept after a reload; she opens the users tab and its invite dialog. Erik (a
// member) sees the same company read-only with the notice, the users tab disabled with its reason
// and no upload area. Olle (super admin) pages to page 3 of every company and finds Fjord Design AS
// by searching. axe runs on each tab, the country list open and the invite dialog.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../support/journey';
import { forgetShopper, h1, logIn, openAccountMenu } from '../support/shopper';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const shippingAddress = (page: Page, n: number) =>
  page.getByRole('group', { name: new RegExp(`^Leveransadress ${n}`) });

async function openCompanyScreen(ctx: JourneyContext, userName: string) {
  const { page } = ctx;
  await openAccountMenu(ctx, userName);
  await page.getByRole('menuitem', { name: 'Företagsinformation' }).click();
  await h1(page, 'Företagsinformation').waitFor();
}

const journey: Journey = {
  name: 'company-info',
  run: async (ctx) => {
    const { page } = ctx;

    await ctx.step('Maria opens the company information from the account menu', async () => {
      await logIn(ctx, 'maria.admin@example.se', 'Maria Admin');
      await page.getByRole('link', { name: /Företagsinformation/ }).waitFor();
      await ctx.checkA11y('account overview with the company card');
      await openCompanyScreen(ctx, 'Maria Admin');
      // Her only company is chosen for her.
      await page.getByRole('heading', { level: 2, name: 'Nordic Print AB' }).waitFor();
      await ctx.checkA11y('company information, admin');
    });

    await ctx.step('an invalid e-mail is refused with the form’s text and nothing is saved', async () => {
      await page.getByLabel('E-postadress', { exact: false }).first().fill('info@');
      await page.getByRole('button', { name: 'Spara ändringar' }).click();
      await page.getByText('Ange en giltig e-postadress').first().waitFor();
      assert.equal(await page.getByText('Företagsinformationen har uppdaterats.').count(), 0);
      await page.getByLabel('E-postadress', { exact: false }).first().fill('info@nordicprint.se');
    });

    await ctx.step('she changes the contact name and a shipping address and saves', async () => {
      await page.getByLabel(/^Kontaktperson/).fill('Maria Svensson');
      const second = shippingAddress(page, 2);
      await second.getByLabel(/^Gatuadress/).fill('Drottninggatan');
      await second.getByLabel(/^Ort/).fill('Uppsala');
      await second.getByLabel(/^Län\/region/).fill('Uppsala län');
      await second.getByRole('combobox', { name: /^Land/ }).click();
      await second.getByRole('combobox', { name: /^Land/ }).fill('xyz');
      await page.getByText('Inget land hittades.').waitFor();
      await ctx.checkA11y('country list, nothing found');
      await second.getByRole('combobox', { name: /^Land/ }).fill('Finl');
      await page.getByRole('option', { name: 'Finland' }).waitFor();
      await ctx.checkA11y('country list');
      await page.getByRole('option', { name: 'Finland' }).click();
      await page.getByRole('button', { name: 'Spara ändringar' }).click();
      await page.getByText('Företagsinformationen har uppdaterats.').waitFor();
    });

    await ctx.step('after a reload her changes are kept', async () => {
      await ctx.reload({ ready: h1(page, 'Företagsinformation') });
      await page.getByRole('heading', { level: 2, name: 'Nordic Print AB' }).waitFor();
      await ctx.eventually(async () =>
        assert.equal(await page.getByLabel(/^Kontaktperson/).inputValue(), 'Maria Svensson'),
      );
      const second = shippingAddress(page, 2);
      assert.equal(await second.getByLabel(/^Gatuadress/).inputValue(), 'Drottninggatan');
      assert.equal(await second.getByLabel(/^Ort/).inputValue(), 'Uppsala');
      assert.equal(await second.getByRole('combobox', { name: /^Land/ }).inputValue(), 'Finland');
    });

    await ctx.step(
      'she opens the users tab, the remove dialog (and cancels) and the invite dialog',
      async () => {
        await tab(page, 'Användare').click();
        await page.getByRole('cell', { name: 'erik.buyer@example.se' }).waitFor();
        await ctx.checkA11y('users tab');
        await page
          .getByRole('row', { name: /erik\.buyer@example\.se/ })
          .getByRole('button', { name: /Ta bort/ })
          .click();
        await page.getByRole('dialog').waitFor();
        await ctx.checkA11y('remove user dialog');
        await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByRole('button', { name: /Bjud in/ }).click();
        await page.getByRole('dialog').waitFor();
        await ctx.checkA11y('invite dialog');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      },
    );

    await ctx.step('Erik sees the company read-only, the users tab disabled, no upload area', async () => {
      await forgetShopper(ctx);
      await logIn(ctx, 'erik.buyer@example.se', 'Erik Buyer');
      await openCompanyScreen(ctx, 'Erik Buyer');
      await page
        .getByText('Du har inte behörighet att ändra företagets uppgifter', { exact: false })
        .waitFor();
      assert.equal(await page.getByRole('button', { name: 'Spara ändringar' }).count(), 0);
      assert.equal(await tab(page, 'Användare').getAttribute('aria-disabled'), 'true', 'users tab disabled');
      await page.getByText('Endast administratörer hanterar användare.').waitFor();
      assert.equal(
        await page.getByLabel(/^Kontaktperson/).getAttribute('readonly'),
        '',
        'the contact name is read-only',
      );
      await ctx.checkA11y('company information, member');
      await tab(page, 'Tryckfiler').click();
      await page.getByText('nordic-print-logo.eps').waitFor();
      assert.equal(await page.getByRole('button', { name: /Ta bort/ }).count(), 0, 'no delete');
      assert.equal(await page.getByText(/Dra och släpp/).count(), 0, 'no upload area');
      await ctx.checkA11y('print files, member');
    });

    await ctx.step('Olle pages to page 3 of every company and finds Fjord Design AS', async () => {
      await forgetShopper(ctx);
      await logIn(ctx, 'olle.super@example.se', 'Olle Super');
      await openCompanyScreen(ctx, 'Olle Super');
      await page.getByText(/^Sida 1 av 3/).waitFor();
      await page.getByRole('button', { name: 'Nästa' }).click();
      await page.getByText(/^Sida 2 av 3/).waitFor();
      await page.getByRole('button', { name: 'Nästa' }).click();
      await page.getByText(/^Sida 3 av 3/).waitFor();
      await ctx.checkA11y('company list, page 3');
      await page.getByRole('searchbox', { name: 'Sök företag' }).fill('Fjord');
      const list = page.getByRole('list', { name: 'Företag' });
      await ctx.eventually(async () =>
        assert.deepEqual(
          (await list.getByRole('button').allInnerTexts()).map((text) => text.split('\n')[0]),
          ['Fjord Design AS', 'Oslofjord Skilt AS'],
        ),
      );
      await ctx.checkA11y('company search, two matches');
      await list.getByRole('button', { name: /Fjord Design AS/ }).click();
      await page.getByRole('heading', { level: 2, name: 'Fjord Design AS' }).waitFor();
      await ctx.checkA11y('Fjord Design AS chosen');
    });
  },
};

export default journey;
