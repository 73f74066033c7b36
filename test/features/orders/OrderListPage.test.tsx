import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdNextAnswer } from '../../support/heldAnswer';
import { renderApp } from '../../support/renderApp';
import { loginThroughMock } from '../../support/signIn';
import { anna, erik, fjordDesign, maria, nordicPrint, sara } from '../../support/demoAccounts';

const ORDERS = '/my-account/orders/';

async function openAs(email: string) {
  await loginThroughMock(email);
  const user = userEvent.setup();
  const rendered = renderApp(ORDERS);
  await screen.findByRole('heading', { level: 1, name: 'Mina ordrar' });
  await screen.findByText(/^\d+ ordrar?$/);
  return { user, ...rendered };
}

/** The order numbers of the rows, top to bottom (each row's header cell links to the order). */
const orderNumbers = () =>
  screen.queryAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent);

describe('order list', () => {
  it('sends a visitor to the login page and back', async () => {
    const { router } = renderApp(ORDERS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${ORDERS}`);
  });

  it('shows 5 placeholder rows while the orders load', async () => {
    await loginThroughMock(anna.email);
    const orders = holdNextAnswer('/api/orders/get-orders-by-email');
    renderApp(ORDERS);
    expect(await screen.findAllByTestId('order-skeleton-row')).toHaveLength(5);
    await waitFor(() => expect(orders.arrived()).toBe(true));
    orders.release();
    expect(await screen.findByText('2 ordrar')).toBeInTheDocument();
    expect(screen.queryAllByTestId('order-skeleton-row')).toHaveLength(0);
  });

  it('a consumer sees her two orders newest first, with no company filter and no decisions', async () => {
    await openAs(anna.email);
    expect(orderNumbers()).toEqual(['100209', '100170']);
    expect(screen.queryByRole('combobox', { name: 'Företag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Godkänn/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '100209' })).toHaveAttribute(
      'href',
      '/my-account/orders/order-100209',
    );
    const row = screen.getByRole('row', { name: /100170/ });
    expect(within(row).getByText('Levererad')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Beställ igen: order 100170' })).toBeInTheDocument();
  });

  it('a company member sees the company’s orders with the decisions on those awaiting approval', async () => {
    const { user } = await openAs(erik.email);
    expect(orderNumbers()).toHaveLength(10);
    expect(screen.queryByRole('combobox', { name: 'Företag' })).not.toBeInTheDocument();
    const awaiting = screen.getByRole('row', { name: /100224/ });
    expect(within(awaiting).getByText('Väntar på godkännande')).toBeInTheDocument();
    expect(within(awaiting).getByRole('button', { name: 'Godkänn order 100224' })).toBeEnabled();
    expect(within(awaiting).getByRole('button', { name: 'Neka order 100224' })).toBeEnabled();
    expect(within(awaiting).getByRole('button', { name: 'Begär ändring av order 100224' })).toBeEnabled();
    expect(
      within(screen.getByRole('row', { name: /100212/ })).queryByRole('button', { name: /^Godkänn/ }),
    ).toBeNull();
    // The provorder badge says when the invoice is credited.
    expect(
      within(screen.getByRole('row', { name: /100176/ }))
        .getByText('Provorder')
        .closest('[aria-description]'),
    ).toHaveAttribute('aria-description', 'Fakturan krediteras efter att returen är mottagen');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Krediterade');
    await waitFor(() => expect(orderNumbers()).toEqual(['100187', '100150']));

    await user.type(screen.getByRole('searchbox', { name: 'Ordernummer' }), '150');
    await waitFor(() => expect(orderNumbers()).toEqual(['100150']));
    await user.click(screen.getByRole('button', { name: 'Rensa sökningen' }));
    await waitFor(() => expect(orderNumbers()).toEqual(['100187', '100150']));
  });

  it('a user with two organisations filters by company', async () => {
    const { user } = await openAs(sara.email);
    const all = orderNumbers();
    expect(all).toEqual(expect.arrayContaining(['100228', '100181', '100231']));
    expect(
      within(screen.getByRole('combobox', { name: 'Företag' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alla företag', nordicPrint.name, fjordDesign.name]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Företag' }), fjordDesign.name);
    await waitFor(() => expect(orderNumbers()).toEqual(['100228', '100181']));
    expect(screen.getByText('2 ordrar')).toBeInTheDocument();
  });

  it('approves an order: the badge changes and the buttons go', async () => {
    const { user } = await openAs(maria.email);
    await user.click(screen.getByRole('button', { name: 'Godkänn order 100231' }));
    expect(await screen.findByText('Ordern är godkänd!')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /100231/ });
    await waitFor(() => expect(within(row).getByText('Godkänd')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /^Godkänn/ })).toBeNull();
  });

  it('keeps the typed reason and the dialog when a decline fails, and shows the error', async () => {
    const { user } = await openAs(maria.email);
    await user.click(screen.getByRole('button', { name: 'Neka order 100231' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neka order' });
    const reason = within(dialog).getByRole('textbox', { name: /Anledning/ });
    expect(reason).toHaveAttribute('rows', '4');
    await user.click(within(dialog).getByRole('button', { name: 'Neka order' }));
    expect(within(dialog).getByText('Skriv en anledning.')).toBeInTheDocument();

    await fetch('http://localhost/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/orders/change-order-custom-state', status: 409, times: 1 }),
    });
    await user.type(reason, 'Fel storlek');
    await user.click(within(dialog).getByRole('button', { name: 'Neka order' }));
    // The dialog says what went wrong: a modal hides the toasts from screen readers.
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Injected fault 409',
    );
    expect(screen.getByRole('dialog', { name: 'Neka order' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Anledning/ })).toHaveValue(
      'Fel storlek',
    );

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Neka order' }));
    expect(await screen.findByText('Ordern är nekad!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /100231/ })).getByText('Nekad av kunden'),
      ).toBeInTheDocument(),
    );
  });
});
