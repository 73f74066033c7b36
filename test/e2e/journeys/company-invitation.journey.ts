// Joining a company is the invited person's choice. Maria (admin of Nordic Print AB) invites Anna,
// who already shops as a consumer; nothing changes for Anna until she follows the mailed link from
// the mock's outbox, logs in from the invitation page, comes back to it and joins: her cart moves to
// the company's store group. When Maria removes her again, Anna's next login is back in her own
// store group. axe runs on the invitation page in each of its states and on the users tab.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../support/journey';
import { addClassicTee, forgetShopper, h1, logIn, openAccountMenu } from '../support/shopper';

const ANNA = 'anna.andersson@example.se';

async function openUsersTab(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  await openAccountMenu(ctx, 'Maria Admin');
  await page.getByRole('menuitem', { name: 'Företagsinformation' }).click();
  await h1(page, 'Företagsinformation').waitFor();
  await page.getByRole('tab', { name: 'Användare', exact: true }).click();
  await page.getByRole('cell', { name: 'erik.buyer@example.se' }).waitFor();
}

async function storeGroupCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'storeGroupSlug')?.value;
}

const journey: Journey = {
  name: 'company-invitation',
  run: async (ctx) => {
    const { page } = ctx;

    await ctx.step('Maria invites Anna from the users tab; Anna is not a user yet', async () => {
      await logIn(ctx, 'maria.admin@example.se', 'Maria Admin');
      await ctx.checkA11y('account overview');
      await openUsersTab(ctx);
      await page.getByRole('button', { name: 'Bjud in användare' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bjud in användare' });
      await dialog.getByRole('textbox', { name: /^Förnamn/ }).fill('Anna');
      await dialog.getByRole('textbox', { name: /^Efternamn/ }).fill('Andersson');
      await dialog.getByRole('textbox', { name: /^E-post/ }).fill(ANNA);
      await ctx.checkA11y('invite dialog');
      await dialog.getByRole('button', { name: 'Skicka inbjudan' }).click();
      await page
        .getByText(`En inbjudan har skickats till ${ANNA}. Personen blir användare när den tackar ja.`)
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
      await ctx.checkA11y('users tab after the invitation');
      // Not a user yet: the users' table does not list her, the pending invitations do.
      const usersTable = page
        .getByRole('region', { name: 'Användare', exact: true })
        .getByRole('table')
        .first();
      assert.equal(
        await usersTable.getByRole('row', { name: new RegExp(ANNA.replaceAll('.', '\\.')) }).count(),
        0,
        'Anna is not a user yet',
      );
      await page
        .getByRole('region', { name: 'Väntande inbjudningar' })
        .getByRole('row', { name: new RegExp(ANNA.replaceAll('.', '\\.')) })
        .waitFor();
    });

    await ctx.step('Anna, shopping as a consumer, opens the invitation from her mail', async () => {
      await forgetShopper(ctx);
      await logIn(ctx, ANNA, 'Anna Andersson');
      await addClassicTee(ctx);
      assert.equal(await storeGroupCookie(page), 'default');
      await forgetShopper(ctx);
      await ctx.visit('/__mock/outbox');
      await page.getByRole('link', { name: 'Answer the invitation' }).first().click();
      await page.waitForURL((url) => url.pathname === '/invitation/' && url.searchParams.has('token'));
      await h1(page, 'Inbjudan till Nordic Print AB').waitFor();
      await page.getByText(`Du har bjudits in till Nordic Print AB som ${ANNA}.`).waitFor();
      await ctx.checkA11y('invitation, not signed in');
    });

    await ctx.step('she logs in from the invitation and comes back to it', async () => {
      await page.getByRole('main').getByRole('link', { name: 'Logga in' }).click();
      await h1(page, 'Logga in').waitFor();
      await ctx.checkA11y('login page, on the way back to the invitation');
      await page.getByLabel('E-postadress').fill(ANNA);
      await page.getByLabel(/^Lösenord/).fill('Demo-password-1');
      await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
      await page.waitForURL((url) => url.pathname === '/invitation/' && url.searchParams.has('token'));
      await page.getByRole('button', { name: 'Gå med i Nordic Print AB' }).waitFor();
      await ctx.checkA11y('invitation, signed in as Anna');
    });

    await ctx.step('she joins: the company is hers and her cart has the company’s prices', async () => {
      await page.getByRole('button', { name: 'Gå med i Nordic Print AB' }).click();
      await h1(page, 'Välkommen till Nordic Print AB').waitFor();
      await ctx.checkA11y('invitation accepted');
      await ctx.eventually(async () => assert.equal(await storeGroupCookie(page), 'business'));
      await page.getByRole('link', { name: 'Till företagssidan' }).click();
      await h1(page, 'Företagsinformation').waitFor();
      await page.getByRole('heading', { level: 2, name: 'Nordic Print AB' }).waitFor();
      // A member: the users tab is shown, disabled, with its reason.
      await page.getByRole('tab', { name: 'Användare', exact: true, disabled: true }).waitFor();
      await ctx.checkA11y('company page of a new member');
    });

    await ctx.step('Maria sees Anna among the users and removes her', async () => {
      await forgetShopper(ctx);
      await logIn(ctx, 'maria.admin@example.se', 'Maria Admin');
      await openUsersTab(ctx);
      await page.getByLabel('Sök användare').fill('anna');
      const row = page.getByRole('row', { name: new RegExp(ANNA.replace(/\./g, '\\.')) });
      await row.waitFor();
      await row.getByRole('button', { name: /Ta bort/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Ta bort användaren' }).waitFor();
      await ctx.checkA11y('remove user dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Ta bort användaren' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await ctx.eventually(async () => assert.equal(await row.count(), 0));
    });

    await ctx.step('Anna’s next login is in her own store group again', async () => {
      await forgetShopper(ctx);
      await logIn(ctx, ANNA, 'Anna Andersson');
      assert.equal(await storeGroupCookie(page), 'default');
      assert.equal(await page.getByRole('link', { name: /Företagsinformation/ }).count(), 0);
    });
  },
};

export default journey;
