// Answers lost on the way back: the mock applies each change, then drops its answer (a `dropAnswer`
// fault), and the shop must show the change once, as the backend has it. Then a cart session that
// expired while the page was open: the next click still lands. axe runs on every page.
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import type { Journey } from '../support/journey';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const cartButton = (page: Page) => page.getByRole('button', { name: /^(Varukorg|Cart), / });
const field = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByLabel(new RegExp(`^${label}(\\s*\\*)?$`))
    .and(page.locator('input'));

/** The next request of this method to this path is applied by the backend, and its answer dropped. */
async function dropNextAnswer(request: APIRequestContext, method: string, path: string): Promise<void> {
  const answer = await request.post('/__mock/faults', { data: { method, path, dropAnswer: true, times: 1 } });
  assert.equal(answer.status(), 201, 'the fault is accepted');
}

async function faultsLeft(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/__mock/faults');
  return ((await answer.json()) as { faults: unknown[] }).faults.length;
}

const email = `lost.${Date.now().toString(36)}@example.se`;
const password = 'Journey-pass-1';

const journey: Journey = {
  name: 'lost-answers',
  run: async (ctx) => {
    const { page, context } = ctx;
    const request = context.request;
    const count = async (pattern: RegExp) =>
      ctx.eventually(async () =>
        assert.match((await cartButton(page).getAttribute('aria-label')) ?? '', pattern),
      );
    // Each dropped answer is a failed resource in the browser's console.
    ctx.allowConsoleError(/Failed to load resource|ERR_EMPTY_RESPONSE|ERR_CONNECTION/);

    await ctx.step('add to cart: one click is one item, on screen and on the server', async () => {
      await ctx.visit('/produkt/klassisk-t-shirt', { ready: h1(page, 'Classic Tee') });
      await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
      const add = page.getByRole('button', { name: 'Lägg i varukorgen' });
      await ctx.eventually(async () => assert.ok(await add.isEnabled(), 'add to cart is enabled'));
      await dropNextAnswer(request, 'POST', '/shopper/sessions/items');
      await add.click();
      await count(/, 1 artikel/);
      assert.equal(await faultsLeft(request), 0, 'the answer was really dropped once');
      await ctx.reload({ ready: h1(page, 'Classic Tee') });
      await count(/, 1 artikel/);
    });

    await ctx.step('quantity and promo code: each applied once', async () => {
      await ctx.visit('/cart', { ready: h1(page, 'Varukorg') });
      await dropNextAnswer(request, 'PUT', '/shopper/sessions/items/');
      await page
        .getByRole('button', { name: /^Öka antal/ })
        .first()
        .click();
      await count(/, 2 artiklar/);
      await page.getByRole('button', { name: 'Rabattkod', exact: true }).click();
      await page.getByRole('textbox', { name: 'Rabattkod' }).fill('SAVE10');
      await dropNextAnswer(request, 'POST', '/shopper/sessions/discount-codes');
      await page.getByRole('button', { name: 'Använd', exact: true }).click();
      await page.getByText('SAVE10').first().waitFor();
      assert.equal(await page.getByRole('alert').count(), 0, 'no "already added" alert');
      await ctx.reload({ ready: h1(page, 'Varukorg') });
      await count(/, 2 artiklar/);
      await page.getByText('SAVE10').first().waitFor();
      await ctx.checkA11y('cart with a code, after lost answers');
    });

    await ctx.step('remove a line: it stays removed, with no error', async () => {
      await dropNextAnswer(request, 'DELETE', '/shopper/sessions/items/');
      await page
        .getByRole('button', { name: /^Ta bort Classic Tee/ })
        .first()
        .click();
      await page.getByText('Din varukorg är tom').first().waitFor();
      await ctx.reload({ ready: h1(page, 'Varukorg') });
      await page.getByText('Din varukorg är tom').first().waitFor();
    });

    await ctx.step('a cart session that expired on an open page: the click still lands', async () => {
      await ctx.visit('/produkt/klassisk-t-shirt', { ready: h1(page, 'Classic Tee') });
      await page.getByRole('radio', { name: 'L', exact: true }).check({ force: true });
      const add = page.getByRole('button', { name: 'Lägg i varukorgen' });
      await ctx.eventually(async () => assert.ok(await add.isEnabled(), 'add to cart is enabled'));
      await add.click();
      await count(/, 1 artikel/);
      // The backend forgets the session (as after its expiry); the page still holds the old token.
      await context.addCookies([{ name: 'cartToken', value: 'expired-session', url: ctx.baseURL }]);
      await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
      await ctx.eventually(async () => assert.ok(await add.isEnabled(), 'add to cart is enabled again'));
      await add.click();
      await count(/, 2 artiklar/);
      assert.equal(await page.getByText('session not found').count(), 0, 'no English backend text');
      await ctx.reload({ ready: h1(page, 'Classic Tee') });
      await count(/, 2 artiklar/);
    });

    await ctx.step('sign-up: one account, one verification mail, and the confirm card', async () => {
      await ctx.visit('/create-account/', { ready: h1(page, 'Skapa ett kundkonto') });
      await field(page, 'Förnamn').fill('Lova');
      await field(page, 'Efternamn').fill('Tapp');
      await field(page, 'E-postadress').fill(email);
      await field(page, 'Lösenord').fill(password);
      await field(page, 'Bekräfta lösenord').fill(password);
      await page.getByRole('checkbox', { name: 'Jag har läst och godkänner integritetspolicyn' }).check();
      await dropNextAnswer(request, 'POST', '/api/auth/signup');
      await page.getByRole('button', { name: 'Skapa konto' }).click();
      await h1(page, 'Bekräfta din e-postadress').waitFor();
      await ctx.checkA11y('/create-account/ (confirm e-mail after a lost answer)');
      const mails = await request.get(`/__mock/outbox.json?to=${encodeURIComponent(email)}`);
      assert.equal(((await mails.json()) as { mails: unknown[] }).mails.length, 1, 'one verification mail');
    });

    await ctx.step('organisation sign-up: both answers lost, one account and one company', async () => {
      const orgEmail = `org.${email}`;
      await ctx.visit('/signup/', { ready: page.getByRole('button', { name: 'Skapa konto' }) });
      await field(page, 'Förnamn').fill('Olle');
      await field(page, 'Efternamn').fill('Firma');
      await field(page, 'E-postadress').fill(orgEmail);
      await field(page, 'Telefonnummer').fill('0701234567');
      await field(page, 'Lösenord').fill(password);
      await field(page, 'Bekräfta lösenord').fill(password);
      await field(page, 'Företagsnamn').fill(`Tappad Svar ${Date.now().toString(36)} AB`);
      await field(page, 'Organisationsnummer').fill(`559${Date.now().toString().slice(-7)}`);
      const billing = page.getByRole('group', { name: 'Fakturaadress' });
      await billing.getByLabel(/^Gatuadress/).fill('Storgatan 1');
      await billing.getByLabel(/^Postnummer/).fill('111 22');
      await billing.getByLabel(/^Ort/).fill('Stockholm');
      await page.getByRole('checkbox', { name: 'Jag godkänner villkoren och integritetspolicyn' }).check();
      await dropNextAnswer(request, 'POST', '/api/auth/signup');
      await dropNextAnswer(request, 'POST', '/api/auth/organisation/signup');
      await page.getByRole('button', { name: 'Skapa konto' }).click();
      await h1(page, 'Bekräfta din e-postadress').waitFor();
      assert.equal(await faultsLeft(request), 0, 'both answers were dropped');
      const mails = await request.get(`/__mock/outbox.json?to=${encodeURIComponent(orgEmail)}`);
      assert.equal(((await mails.json()) as { mails: unknown[] }).mails.length, 1, 'one verification mail');
    });

    await ctx.step('new password: "updated", not "link not found"', async () => {
      await request.post('/api/auth/create-reset-password-link/', {
        data: { email: 'anna.andersson@example.se' },
      });
      await ctx.visit('/__mock/outbox');
      await page.getByRole('link', { name: 'Choose a new password' }).first().click();
      await h1(page, 'Ange nytt lösenord').waitFor();
      await page.getByLabel(/^Nytt lösenord/).fill('Nytt-losenord-42');
      await page.getByLabel(/^Bekräfta nytt lösenord/).fill('Nytt-losenord-42');
      await dropNextAnswer(request, 'POST', '/api/auth/reset-password');
      await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
      await h1(page, 'Lösenordet är uppdaterat').waitFor();
      await ctx.checkA11y('password updated after a lost answer');
    });
  },
};

export default journey;
