// A new private customer on the dev server (`npm start`, StrictMode): from the login page to the
// customer sign-up in one step, verify the e-mail from the mock outbox, log in, edit the profile,
// log out.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey } from '../support/journey';
import { openAccountMenu } from '../support/shopper';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const field = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByLabel(new RegExp(`^${label}(\\s*\\*)?$`))
    .and(page.locator('input'));

const email = `journey.${Date.now().toString(36)}@example.se`;
const password = 'Journey-pass-1';

const journey: Journey = {
  name: 'signup-profile',
  server: 'dev',
  run: async (ctx) => {
    const { page } = ctx;

    await ctx.step('from the login page to the customer sign-up in one step', async () => {
      await ctx.visit('/login', { ready: h1(page, 'Logga in') });
      await page.getByRole('link', { name: 'Skapa konto som privatperson' }).click();
      await h1(page, 'Skapa ett kundkonto').waitFor();
      assert.equal(new URL(page.url()).pathname, '/create-account/');
      await page.getByRole('link', { name: 'Företag' }).waitFor();
    });

    await ctx.step('sign up as a customer', async () => {
      await field(page, 'Förnamn').fill('Jonna');
      await field(page, 'Efternamn').fill('Resa');
      await field(page, 'E-postadress').fill(email);
      await field(page, 'Telefonnummer').fill('070-123 45 67');
      await field(page, 'Lösenord').fill(password);
      await field(page, 'Bekräfta lösenord').fill(password);
      await page
        .getByRole('progressbar', { name: 'Lösenordets styrka' })
        .and(page.locator('[aria-valuenow="100"]'))
        .waitFor();
      await page.getByRole('checkbox', { name: 'Jag har läst och godkänner integritetspolicyn' }).check();
      await ctx.checkA11y('/create-account/ (filled in)');
      await page.getByRole('button', { name: 'Skapa konto' }).click();
      await h1(page, 'Bekräfta din e-postadress').waitFor();
      await page.getByText(email).waitFor();
      await ctx.checkA11y('/create-account/ (confirm e-mail)');
    });

    await ctx.step('open the verification link from the outbox', async () => {
      await ctx.visit(`/__mock/outbox?to=${encodeURIComponent(email)}`, { ready: h1(page, 'Mock outbox') });
      await page.getByRole('link', { name: 'Verify e-mail address' }).first().click();
      await page.waitForURL((url) => url.pathname === '/verify-email/');
      await h1(page, 'Kontot är bekräftat').waitFor();
      await ctx.checkA11y('/verify-email/ (confirmed)');
    });

    await ctx.step('log in', async () => {
      await ctx.visit('/login', { ready: h1(page, 'Logga in') });
      await field(page, 'E-postadress').fill(email);
      await field(page, 'Lösenord').fill(password);
      await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
      await page.waitForURL((url) => url.pathname === '/my-account/overview/');
      await page.getByRole('button', { name: 'Jonna Resa' }).waitFor();
      await ctx.checkA11y('/my-account/overview/');
    });

    await ctx.step('edit the profile', async () => {
      await ctx.visit('/my-account/profile/', { ready: h1(page, 'Min information') });
      await ctx.eventually(async () => assert.equal(await field(page, 'Förnamn').inputValue(), 'Jonna'));
      assert.equal(await field(page, 'Telefonnummer').inputValue(), '+46701234567');
      await field(page, 'Telefonnummer').fill('070-765 43 21');
      await field(page, 'Ort').fill('Uppsala');
      await page.getByRole('button', { name: 'Spara' }).click();
      await page.getByRole('status').getByText('Dina uppgifter är sparade').waitFor();
      await ctx.eventually(async () =>
        assert.equal(await field(page, 'Telefonnummer').inputValue(), '+46707654321'),
      );
      await ctx.checkA11y('/my-account/profile/ (saved)');
      await page.getByRole('button', { name: 'Radera konto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Radera ditt konto' });
      await dialog.waitFor();
      await ctx.checkA11y('/my-account/profile/ (delete dialog)');
      await dialog.getByRole('button', { name: 'Avbryt' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });

    await ctx.step('log out', async () => {
      await openAccountMenu(ctx, 'Jonna Resa');
      await page.getByRole('menuitem', { name: 'Logga ut' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'Logga in' }).waitFor();
      await ctx.checkA11y('/ (logged out)');
    });
  },
};

export default journey;
