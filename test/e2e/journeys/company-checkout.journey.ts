// A company admin pays for her company: once her companies load (a failed first load says so and
// is tried again), the customer information card preselects Nordic Print AB (the only company, so
// the select is disabled) with its default billing and shipping addresses, the Drop-in opens
// filled in with her details and the company's delivery address, and the order is recorded for
// the company. A member whose buyer the backend refuses sees why and no payment; crafting requests
// to order for another company or to list every company gets 403. A consumer sees her own details.
// axe runs on the card in each state and on every page.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey } from '../support/journey';
import {
  adyenPayButton,
  passAdyenChallenge,
  paymentWidget,
  submitAdyenTestCard,
} from '../support/paymentWidget';
import { addClassicTee, forgetShopper, h1, logIn } from '../support/shopper';

const card = (page: Page) => page.getByRole('region', { name: 'Kunduppgifter', exact: true });
const orderRegion = (page: Page) => page.getByRole('region', { name: /^Ordernummer PF-/ });

interface RecordedOrder {
  attributes?: { company?: { name?: string; reference?: string }; contactId?: string };
}

const journey: Journey = {
  name: 'company-checkout',
  run: async (ctx) => {
    const { page, context } = ctx;
    const recorded: Promise<RecordedOrder | undefined>[] = [];
    page.on('response', (response) => {
      if (!/^\/api\/orders\/create-order\/?$/.test(new URL(response.url()).pathname)) return;
      recorded.push(
        response.json().then((answer: { data?: { order?: RecordedOrder } }) => answer.data?.order),
      );
    });

    await ctx.step('Maria (admin of Nordic Print AB) logs in and adds Classic Tee', async () => {
      await logIn(ctx, 'maria.admin@example.se', 'Maria Admin');
      await addClassicTee(ctx);
    });

    await ctx.step('when her companies cannot be loaded the card says so and tries again', async () => {
      const fault = await context.request.post('/__mock/faults', {
        data: { method: 'GET', path: '/api/companies/mine/', status: 503, times: 1 },
      });
      assert.equal(fault.status(), 201, 'the fault is accepted');
      ctx.allowConsoleError(/status of 503/);
      await ctx.visit('/checkout', { ready: card(page) });
      const failed = card(page).getByText('Företagen kunde inte hämtas.', { exact: true });
      await failed.waitFor();
      await ctx.checkA11y('customer information card that could not load the companies');
      await card(page).getByRole('button', { name: 'Försök igen' }).click();
      await ctx.eventually(async () => assert.equal(await failed.count(), 0, 'the companies load'));
    });

    await ctx.step('the card preselects her only company and its default addresses', async () => {
      const company = card(page).getByRole('combobox', { name: 'Företag' });
      await ctx.eventually(async () =>
        assert.equal(await company.inputValue(), 'company-nordic-print', 'Nordic Print AB is chosen'),
      );
      assert.ok(await company.isDisabled(), 'one company: the select is disabled');
      assert.equal(
        await card(page).getByRole('combobox', { name: 'Kontaktperson' }).count(),
        0,
        'an admin orders as herself',
      );
      const billing = card(page).getByRole('region', { name: 'Faktureringsadress' });
      await billing.getByText('Organisationsnummer: 556123-4567').waitFor();
      await billing.getByText('Fakturamejl: faktura@nordicprint.se').waitFor();
      const shipping = card(page).getByRole('region', { name: 'Leveransadress' });
      await shipping.getByText('Lager Göteborg', { exact: true }).waitFor();
      await ctx.checkA11y('checkout with the customer information card of a company admin');
    });

    await ctx.step('the Drop-in opens filled in with her and the company delivery address', async () => {
      const widget = paymentWidget(page, 'Adyen Drop-in');
      await adyenPayButton(widget).waitFor();
      await widget.getByText('Nordic Print AB (org.nr 556123-4567)').waitFor();
      await widget.getByText('Referens: Maria Admin').waitFor();
      await widget.getByText('Maria Admin, Hamngatan 18, 41106 Göteborg, Sverige').waitFor();
      assert.equal(
        await widget.getByLabel('E-postadress', { exact: true }).inputValue(),
        'maria.admin@example.se',
      );
      await ctx.checkA11y('checkout with the Drop-in filled in for a company');
    });

    await ctx.step(
      'she pays; the order is recorded for Nordic Print AB with her as the contact',
      async () => {
        const widget = paymentWidget(page, 'Adyen Drop-in');
        await submitAdyenTestCard(widget, 'Maria Admin');
        await passAdyenChallenge(widget);
        await page.waitForURL((url) => url.pathname === '/checkout/confirmation');
        await h1(page, 'Tack för din beställning!').waitFor();
        await orderRegion(page)
          .getByText(/Hamngatan 18/)
          .first()
          .waitFor();
        const [order] = await Promise.all(recorded);
        assert.equal(order?.attributes?.company?.name, 'Nordic Print AB');
        assert.equal(order?.attributes?.company?.reference, 'Maria Admin');
        assert.equal(order?.attributes?.contactId, 'user-maria');
        await ctx.checkA11y('confirmation of a company order');
      },
    );

    await ctx.step('when the backend refuses the buyer the card says so and no payment shows', async () => {
      await forgetShopper(ctx);
      await logIn(ctx, 'erik.buyer@example.se', 'Erik Buyer');
      await addClassicTee(ctx);
      // Refused twice: the shop refreshes the user's token once on a 403 and asks again.
      const fault = await context.request.post('/__mock/faults', {
        data: { method: 'PATCH', path: '/shopper/sessions/attributes', status: 403, times: 2 },
      });
      assert.equal(fault.status(), 201, 'the fault is accepted');
      ctx.allowConsoleError(/status of 403/);
      await ctx.visit('/checkout', { ready: card(page) });
      await card(page)
        .getByText('Du har inte behörighet att beställa för det här företaget eller den här kontaktpersonen.')
        .waitFor();
      await page.getByText(/^Välj företag, kontaktperson och adresser/).waitFor();
      await ctx.checkA11y('customer information card whose buyer was refused');
    });

    await ctx.step('a member crafting an order for another company gets 403', async () => {
      const cookies = await context.cookies();
      const cookie = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
      assert.ok(cookie('cartToken') && cookie('userToken'), 'Erik has a cart and is signed in');
      // What a tampered page would send: the company and contact of its choice, under Erik's tokens.
      const craft = (company: [string, string, string], reference: string, contactId?: string) =>
        context.request.patch('/shopper/sessions/attributes', {
          headers: { Authorization: `Bearer ${cookie('cartToken')}`, 'X-User-Token': cookie('userToken') },
          data: {
            company: { registrationNumber: company[0], taxId: company[1], name: company[2], reference },
            merchantReference1: company[0].replace('-', ''),
            ...(contactId ? { contactId } : {}),
          },
        });
      const fjord: [string, string, string] = ['987654321', 'NO987654321MVA', 'Fjord Design AS'];
      const nordic: [string, string, string] = ['556123-4567', 'SE556123456701', 'Nordic Print AB'];
      const crafted = await craft(fjord, 'Erik Buyer');
      assert.equal(crafted.status(), 403, 'ordering for a company he does not belong to is refused');
      const asMaria = await craft(nordic, 'Maria Admin', 'user-maria');
      assert.equal(asMaria.status(), 403, 'a member may not pick another contact person');
      const everyCompany = await context.request.get('/api/companies/?page=1&per_page=10', {
        headers: { Authorization: `Bearer ${cookie('userToken')}` },
      });
      assert.equal(everyCompany.status(), 403, 'only super admins list every company');
    });

    await ctx.step('a consumer sees her own details on the card', async () => {
      await forgetShopper(ctx);
      await logIn(ctx, 'anna.andersson@example.se', 'Anna Andersson');
      await addClassicTee(ctx);
      await ctx.visit('/checkout', { ready: card(page) });
      await card(page).getByText('Anna Andersson', { exact: true }).waitFor();
      await card(page).getByRole('link', { name: 'Ändra mina uppgifter' }).waitFor();
      assert.equal(await card(page).getByRole('combobox').count(), 0, 'no company choices for a consumer');
      const widget = paymentWidget(page, 'Adyen Drop-in');
      await adyenPayButton(widget).waitFor();
      await ctx.eventually(async () =>
        assert.equal(
          await widget.getByLabel('E-postadress', { exact: true }).inputValue(),
          'anna.andersson@example.se',
          'the Drop-in opens with her details',
        ),
      );
      await ctx.checkA11y('customer information card of a consumer');
    });
  },
};

export default journey;
