// Forgot password end to end: request a reset link, follow it from the mock's outbox, choose a new
// password, log in with it and land on the account overview. Every app page is checked with axe.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey } from '../support/journey';

const EMAIL = 'anna.andersson@example.se';
const NEW_PASSWORD = 'Nytt-losenord-42';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

const journey: Journey = {
  name: 'password-reset',
  run: async (ctx) => {
    const { page } = ctx;

    await ctx.step('request a reset link', async () => {
      await ctx.visit('/reset-password/', { ready: h1(page, 'Glömt lösenord') });
      await page.getByLabel('E-postadress').fill(EMAIL);
      await page.getByRole('button', { name: 'Återställ lösenord' }).click();
      await h1(page, 'Kolla din e-post').waitFor();
      const resend = page.getByRole('button', { name: /Skicka igen om 0[45]:\d\d/ });
      await resend.waitFor();
      assert.ok(await resend.isDisabled(), 'the resend button is locked during the countdown');
      await ctx.checkA11y('check-your-email card');
    });

    await ctx.step('follow the link in the outbox', async () => {
      // The outbox is the mock's own page, not the app's; it is checked with axe as well.
      await ctx.visit('/__mock/outbox');
      await page.getByRole('link', { name: 'Choose a new password' }).first().click();
      await page.waitForURL((url) => url.pathname === '/new-password/' && url.searchParams.has('token'));
      await h1(page, 'Ange nytt lösenord').waitFor();
      await ctx.checkA11y('new-password form');
    });

    await ctx.step('choose a new password', async () => {
      await page.getByLabel(/^Nytt lösenord/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Bekräfta nytt lösenord/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
      await h1(page, 'Lösenordet är uppdaterat').waitFor();
      await ctx.checkA11y('password updated card');
    });

    await ctx.step('log in with the new password', async () => {
      await page.getByRole('main').getByRole('link', { name: 'Logga in' }).click();
      await page.waitForURL((url) => url.pathname === '/login/');
      await h1(page, 'Logga in').waitFor();
      await ctx.checkA11y('login page');
      await page.getByLabel('E-postadress').fill(EMAIL);
      await page.getByLabel(/^Lösenord/).fill(NEW_PASSWORD);
      await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
      await page.waitForURL((url) => url.pathname === '/my-account/overview/');
      await h1(page, 'Hej Anna Andersson').waitFor();
      await ctx.checkA11y('account overview');
    });
  },
};

export default journey;
