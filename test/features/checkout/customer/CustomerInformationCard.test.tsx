import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderByToken } from '../../../../mock-server/checkout/providerOrderStore';
import { db } from '../../../../mock-server/node';
import { sessionAttributesOf } from '../../../../mock-server/shopper/sessionAttributes';
import { cartItemAddRequested } from '../../../../src/features/cart';
import { fakePaymentWidget } from '../../../support/fakePaymentWidget';
import { renderApp } from '../../../support/renderApp';
import { loginThroughMock } from '../../../support/signIn';
import { waitForState } from '../../../support/testStore';
import { demoSessionAttributes, nordicPrint } from '../../../support/demoAccounts';

// The customer information card on the checkout, on the real store and sagas against the mock
// backend (its roles and ordering rights included); only the provider's widget is a recording fake.

async function checkoutAs(email: string) {
  await loginThroughMock(email);
  const widget = fakePaymentWidget();
  const user = userEvent.setup();
  const rendered = renderApp('/cart', { paymentWidgets: widget.service });
  await waitForState(rendered.store, (state) => state.auth.user !== null && state.cart.cart !== null);
  act(() => {
    rendered.store.dispatch(cartItemAddRequested({ productVariantId: 'TEE-BLUE-M', quantity: 1 }));
  });
  await waitForState(rendered.store, (state) => (state.cart.cart?.items.length ?? 0) > 0);
  await user.click(await screen.findByRole('link', { name: 'Till kassan' }));
  await screen.findByRole('heading', { level: 1, name: 'Kassa' });
  const card = await screen.findByRole('region', { name: 'Kunduppgifter' });
  return { widget, user, card, ...rendered };
}

type Rendered = Awaited<ReturnType<typeof checkoutAs>>;

const mounted = (widget: Rendered['widget']) =>
  waitFor(() => expect(widget.calls.some((call) => call.startsWith('mount '))).toBe(true));

/** The company attributes the mock keeps for the shopper's cart session. */
const storedAttributes = (store: Rendered['store']) => sessionAttributesOf(store.getState().cart.cart!.id);

/** The provider order the checkout opened, as the mock keeps it. */
const providerOrder = (store: Rendered['store']) =>
  orderByToken(store.getState().checkout.session!.publicToken)!;

const addressPanel = (card: HTMLElement, name: 'Faktureringsadress' | 'Leveransadress') =>
  within(card).getByRole('region', { name });

describe('the customer information card', () => {
  it('a consumer sees her own details only, and the payment form opens with them', async () => {
    const { card, widget, store } = await checkoutAs('anna.andersson@example.se');
    expect(within(card).getByText('Anna Andersson')).toBeInTheDocument();
    expect(within(card).getByText('anna.andersson@example.se')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ändra mina uppgifter' })).toHaveAttribute(
      'href',
      '/my-account/profile/',
    );
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    await mounted(widget);
    expect(providerOrder(store).billingAddress).toMatchObject({
      givenName: 'Anna',
      email: 'anna.andersson@example.se',
    });
    expect(storedAttributes(store)).toBeUndefined();
  });

  it('a member orders as herself for her only company: the select is disabled, its default addresses are shown', async () => {
    const { card, widget, store } = await checkoutAs('erik.buyer@example.se');
    const company = await within(card).findByRole('combobox', { name: 'Företag' });
    expect(company).toBeDisabled();
    expect(company).toHaveDisplayValue('Nordic Print AB (556123-4567)');
    expect(within(card).queryByRole('combobox', { name: 'Kontaktperson' })).not.toBeInTheDocument();
    const billing = addressPanel(card, 'Faktureringsadress');
    expect(within(billing).getByText('Organisationsnummer: 556123-4567')).toBeInTheDocument();
    expect(within(billing).getByText('Momsregistreringsnummer: SE556123456701')).toBeInTheDocument();
    expect(within(billing).getByText('Fakturamejl: faktura@nordicprint.se')).toBeInTheDocument();
    const shipping = addressPanel(card, 'Leveransadress');
    expect(within(shipping).getByText('Lager Göteborg')).toBeInTheDocument();
    expect(within(shipping).queryByText(/^Organisationsnummer/)).not.toBeInTheDocument();
    await mounted(widget);
    expect(storedAttributes(store)?.company).toEqual(
      demoSessionAttributes(nordicPrint, 'Erik Buyer').company,
    );
    expect(providerOrder(store).shippingAddress).toMatchObject({
      address: 'Hamngatan 18',
      givenName: 'Erik',
    });
  });

  it('an admin is not an agent: no contact select, the order is hers', async () => {
    const { card, widget, store } = await checkoutAs('maria.admin@example.se');
    expect(await within(card).findByRole('combobox', { name: 'Företag' })).toBeDisabled();
    expect(within(card).queryByRole('combobox', { name: 'Kontaktperson' })).not.toBeInTheDocument();
    await mounted(widget);
    expect(storedAttributes(store)?.company.reference).toBe('Maria Admin');
  });

  it('an agent switches companies (with both warnings), picks a contact and a new shipping address', async () => {
    const { card, widget, store, user } = await checkoutAs('sara.agent@example.se');
    const company = await within(card).findByRole('combobox', { name: 'Företag' });
    expect(company).toBeEnabled();
    const contact = await within(card).findByRole('combobox', { name: 'Kontaktperson' });
    await waitFor(() => expect(contact).toHaveDisplayValue('Sara Agent (sara.agent@example.se)'));
    await mounted(widget);

    await user.selectOptions(company, 'Fjord Design AS (987654321)');
    expect(await within(card).findByText(/Fjord Design AS är inte aktivt/)).toBeInTheDocument();
    expect(within(card).getByText(/Fjord Design AS har ingen godkänd kreditprövning/)).toBeInTheDocument();
    await waitFor(() => expect(storedAttributes(store)?.company.name).toBe('Fjord Design AS'));
    expect(widget.calls).toContain('suspend');

    await user.selectOptions(company, 'Nordic Print AB (556123-4567)');
    await waitFor(() => expect(within(card).queryByText(/är inte aktivt/)).not.toBeInTheDocument());
    await waitFor(() => expect(contact).toBeEnabled());
    await user.selectOptions(contact, 'Erik Buyer (erik.buyer@example.se)');
    await waitFor(() => expect(storedAttributes(store)?.company.reference).toBe('Erik Buyer'));
    expect(storedAttributes(store)?.contactId).toBe('user-erik');

    const shipping = addressPanel(card, 'Leveransadress');
    await user.click(within(shipping).getByRole('tab', { name: 'Ny' }));
    const form = await within(shipping).findByRole('form', { name: 'Ny leveransadress' });
    await user.clear(within(form).getByLabelText(/^Företagsnamn/));
    await user.click(within(form).getByRole('button', { name: 'Använd adressen' }));
    for (const message of [
      'Ange företagsnamn',
      'Ange gatuadress',
      'Ange postnummer',
      'Ange ort',
      'Ange län eller region',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    await user.type(within(form).getByLabelText(/^Företagsnamn/), 'Nordic Print AB');
    await user.type(within(form).getByLabelText(/^Gatuadress/), 'Mässans gata 20');
    await user.type(within(form).getByLabelText(/^Postnummer/), '41251');
    await user.type(within(form).getByLabelText(/^Ort/), 'Göteborg');
    await user.type(within(form).getByLabelText(/^Län\/region/), 'Västra Götaland');
    expect(within(form).getByLabelText(/^Land/)).toHaveDisplayValue('Sverige');
    await user.click(within(form).getByRole('button', { name: 'Använd adressen' }));
    expect(
      await within(shipping).findByText('Den här adressen används för beställningen:'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(providerOrder(store).shippingAddress).toMatchObject({
        address: 'Mässans gata 20',
        postalCode: '41251',
        givenName: 'Erik',
        familyName: 'Buyer',
      }),
    );
    expect(store.getState().checkout.pendingChanges).toEqual([]);
  });

  it('a super admin pages and searches every company, and pays only once she has chosen a contact', async () => {
    const { card, widget, user } = await checkoutAs('olle.super@example.se');
    expect(await within(card).findByText('Sida 1 av 3 (25 företag)')).toBeInTheDocument();
    expect(await screen.findByText(/Välj företag, kontaktperson och adresser/)).toBeInTheDocument();
    expect(widget.calls).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Nästa' }));
    expect(await within(card).findByText('Sida 2 av 3 (25 företag)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Föregående' })).toBeEnabled();

    await user.type(within(card).getByRole('searchbox', { name: 'Sök företag' }), 'Fjord');
    expect(await within(card).findByText('Sida 1 av 1 (2 företag)')).toBeInTheDocument();
    const company = within(card).getByRole('combobox', { name: 'Företag' });
    const names = within(company)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(
      expect.arrayContaining(['Fjord Design AS (987654321)', 'Oslofjord Skilt AS (945678901)']),
    );

    await user.selectOptions(company, 'Fjord Design AS (987654321)');
    expect(await within(card).findByText(/Fjord Design AS är inte aktivt/)).toBeInTheDocument();
    const contact = await within(card).findByRole('combobox', { name: 'Kontaktperson' });
    await waitFor(() => expect(contact).toBeEnabled());
    expect(contact).toHaveDisplayValue('Välj kontaktperson');
    await user.selectOptions(contact, 'Olle Super (olle.super@example.se)');
    await mounted(widget);
    await waitFor(() =>
      expect(screen.queryByText(/Välj företag, kontaktperson och adresser/)).not.toBeInTheDocument(),
    );
    expect([...db().shopper.sessionAttributes.values()].at(-1)?.company.name).toBe('Fjord Design AS');
  });
});
