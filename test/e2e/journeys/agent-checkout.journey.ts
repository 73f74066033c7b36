// Ordering on behalf of a company. Sara, an agent of Nordic Print AB and Fjord Design AS, picks
// Fjord Design AS (inactive, no credit check: both warnings), then Nordic Print AB with Erik as the
// contact person, gives a new shipping address on the New tab (its validation first), and pays; the
// Drop-in follows each choice and the order is Erik's at the new address. Then Olle, a super admin,
// pages through every company, searches "Fjord" and picks Fjord Design AS; the payment waits until
// he has chosen a contact person. axe runs on the card in each state, and on every page.
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
const companySelect = (page: Page) => card(page).getByRole('combobox', { name: 'Företag', exact: true });
const contactSelect = (page: Page) =>
  card(page).getByRole('combobox', { name: 'Kontaktperson', exact: true });
const shippingPanel = (page: Page) => card(page).getByRole('region', { name: 'Leveransadress', exact: true });
const dropIn = (page: Page) => paymentWidget(page, 'Adyen Drop-in');
const waitingForCard = (page: Page) => page.getByText(/^Välj företag, kontaktperson och adresser/);

const journey: Journey = {
  name: 'agent-checkout',
  run: async (ctx) => {
    const { page } = ctx;

    await ctx.step('Sara (agent) logs in, adds Classic Tee and opens the checkout', async () => {
      await logIn(ctx, 'sara.agent@example.se', 'Sara Agent');
      await addClassicTee(ctx);
      await ctx.visit('/checkout', { ready: card(page) });
      await ctx.eventually(async () =>
        assert.equal(await companySelect(page).inputValue(), 'company-nordic-print'),
      );
      assert.ok(await companySelect(page).isEnabled(), 'two companies: she may switch');
      await ctx.eventually(async () => assert.equal(await contactSelect(page).inputValue(), 'user-sara'));
      await adyenPayButton(dropIn(page)).waitFor();
      await ctx.checkA11y('checkout card of an agent');
    });

    await ctx.step('Fjord Design AS shows the inactive and the not-credit-valid warnings', async () => {
      await companySelect(page).selectOption({ label: 'Fjord Design AS (987654321)' });
      await card(page)
        .getByText('Fjord Design AS är inte aktivt. Kontakta kundservice innan du beställer.')
        .waitFor();
      await card(page)
        .getByText('Fjord Design AS har ingen godkänd kreditprövning och kan inte betala mot faktura.')
        .waitFor();
      await dropIn(page).getByText('Fjord Design AS (org.nr 987654321)').waitFor();
      await ctx.checkA11y('checkout card with both company warnings');
    });

    await ctx.step('back to Nordic Print AB, with Erik as the contact person', async () => {
      await companySelect(page).selectOption({ label: 'Nordic Print AB (556123-4567)' });
      await ctx.eventually(async () => assert.ok(await contactSelect(page).isEnabled(), 'contacts loaded'));
      await contactSelect(page).selectOption({ label: 'Erik Buyer (erik.buyer@example.se)' });
      await dropIn(page).getByText('Referens: Erik Buyer').waitFor();
      await ctx.eventually(async () =>
        assert.equal(
          await dropIn(page).getByLabel('E-postadress', { exact: true }).inputValue(),
          'erik.buyer@example.se',
          "the Drop-in's details follow the contact person",
        ),
      );
    });

    await ctx.step('a new shipping address: the form says what is missing, then is used', async () => {
      await shippingPanel(page).getByRole('tab', { name: 'Ny' }).click();
      const form = shippingPanel(page).getByRole('form', { name: 'Ny leveransadress' });
      await form.getByRole('button', { name: 'Använd adressen' }).click();
      for (const message of ['Ange gatuadress', 'Ange postnummer', 'Ange ort', 'Ange län eller region']) {
        await form.getByText(message, { exact: true }).waitFor();
      }
      await ctx.checkA11y('new shipping address form with its errors');
      await form.getByLabel(/^Platsens namn/).fill('Mässan');
      await form.getByLabel(/^Gatuadress/).fill('Mässans gata 20');
      await form.getByLabel(/^Postnummer/).fill('41251');
      await form.getByLabel(/^Ort/).fill('Göteborg');
      await form.getByLabel(/^Län\/region/).fill('Västra Götaland');
      await form.getByRole('button', { name: 'Använd adressen' }).click();
      await shippingPanel(page).getByText('Den här adressen används för beställningen:').waitFor();
      await dropIn(page).getByText('Erik Buyer, Mässans gata 20, 41251 Göteborg, Sverige').waitFor();
      await ctx.checkA11y('checkout card with a new shipping address in use');
    });

    await ctx.step('she pays; the confirmation ships to the new address', async () => {
      await submitAdyenTestCard(dropIn(page), 'Sara Agent');
      await passAdyenChallenge(dropIn(page));
      await page.waitForURL((url) => url.pathname === '/checkout/confirmation');
      await h1(page, 'Tack för din beställning!').waitFor();
      await page
        .getByText(/Mässans gata 20/)
        .first()
        .waitFor();
      await page.getByText('En bekräftelse skickas till erik.buyer@example.se.').waitFor();
      await ctx.checkA11y('confirmation of an order placed by an agent');
    });

    await ctx.step('Olle (super admin) sees every company, a page at a time', async () => {
      await forgetShopper(ctx);
      await logIn(ctx, 'olle.super@example.se', 'Olle Super');
      await addClassicTee(ctx);
      await ctx.visit('/checkout', { ready: card(page) });
      await card(page).getByText('Sida 1 av 3 (25 företag)').waitFor();
      await waitingForCard(page).waitFor();
      assert.equal(await adyenPayButton(dropIn(page)).count(), 0, 'no payment before a contact is chosen');
      await card(page).getByRole('button', { name: 'Nästa' }).click();
      await card(page).getByText('Sida 2 av 3 (25 företag)').waitFor();
      await card(page).getByRole('button', { name: 'Nästa' }).click();
      await card(page).getByText('Sida 3 av 3 (25 företag)').waitFor();
      assert.ok(await card(page).getByRole('button', { name: 'Nästa' }).isDisabled(), 'the last page');
      await ctx.checkA11y('checkout card of a super admin');
    });

    await ctx.step('he searches "Fjord", picks Fjord Design AS and then a contact person', async () => {
      await card(page).getByRole('searchbox', { name: 'Sök företag' }).fill('Fjord');
      await card(page).getByText('Sida 1 av 1 (2 företag)').waitFor();
      const options = await companySelect(page).locator('option').allTextContents();
      assert.ok(options.includes('Fjord Design AS (987654321)'), JSON.stringify(options));
      assert.ok(options.includes('Oslofjord Skilt AS (945678901)'), JSON.stringify(options));
      await companySelect(page).selectOption({ label: 'Fjord Design AS (987654321)' });
      await card(page)
        .getByText(/^Fjord Design AS är inte aktivt/)
        .waitFor();
      await ctx.eventually(async () => assert.ok(await contactSelect(page).isEnabled(), 'contacts loaded'));
      assert.equal(await contactSelect(page).inputValue(), '', 'no contact after a switch');
      await ctx.checkA11y('super admin card after a search, waiting for a contact');
      await contactSelect(page).selectOption({ label: 'Olle Super (olle.super@example.se)' });
      await adyenPayButton(dropIn(page)).waitFor();
      await dropIn(page).getByText('Referens: Olle Super').waitFor();
      assert.equal(await waitingForCard(page).count(), 0, 'the payment shows once the card is complete');
    });
  },
};

export default journey;
