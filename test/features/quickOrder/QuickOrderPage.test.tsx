import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/renderApp';
import { loginThroughMock } from '../../support/signIn';
import { anna, erik, maria } from '../../support/demoAccounts';

const PATH = '/my-account/quick-order/';

async function openAs(email: string) {
  await loginThroughMock(email);
  const user = userEvent.setup();
  const rendered = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Snabbeställning' });
  return { user, ...rendered };
}

const textArea = () => screen.getByRole('textbox', { name: 'Artikelnummer och antal' });
const rows = () => screen.getAllByTestId('quick-order-line');
const rowOf = (sku: string) => screen.getByRole('rowheader', { name: sku }).closest('tr') as HTMLElement;

async function typeLines(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(textArea());
  await user.paste(text);
}

describe('quick order page', () => {
  it('Maria quick-orders three SKUs, one unknown: two go to the cart, the unknown one stays with its reason', async () => {
    const { user, store } = await openAs(maria.email);
    await waitFor(() => expect(store.getState().cart.cart).not.toBeNull());

    await typeLines(user, 'PF-1001-BLACK-M 2\npf-1008-white-a5;3\nPF-4242-NOPE 1');
    await user.click(screen.getByRole('button', { name: 'Kontrollera' }));

    expect(
      await screen.findByText('3 rader kontrollerade: 2 klara för varukorgen, 1 med fel.'),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    const tee = rowOf('PF-1001-BLACK-M');
    expect(within(tee).getByRole('link', { name: 'Classic Tee, Svart' })).toHaveAttribute(
      'href',
      '/produkt/klassisk-t-shirt',
    );
    expect(within(tee).getByText(/\d\s*kr$/)).toBeInTheDocument();
    expect(within(tee).getByText('100 st')).toBeInTheDocument();
    expect(within(tee).getByText('Klar för varukorgen')).toBeInTheDocument();
    expect(within(rowOf('PF-1008-WHITE-A5')).getByRole('link', { name: 'Flyers, Vit' })).toBeInTheDocument();
    expect(within(rowOf('PF-4242-NOPE')).getByText('Hittades inte')).toBeInTheDocument();

    // A double click adds once.
    await user.dblClick(screen.getByRole('button', { name: 'Lägg 2 rader i varukorgen' }));

    await waitFor(() =>
      expect(store.getState().cart.cart?.items.map((item) => [item.productVariantId, item.quantity])).toEqual(
        [
          ['TEE-BLACK-M', 2],
          ['FLYER-WHITE-A5', 3],
        ],
      ),
    );
    expect(await screen.findByText('2 rader lades i varukorgen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå till varukorgen' })).toHaveAttribute('href', '/cart');
    expect(rows()).toHaveLength(1);
    expect(within(rowOf('PF-4242-NOPE')).getByText('Hittades inte')).toBeInTheDocument();
    expect(textArea()).toHaveValue('PF-4242-NOPE 1');
    expect(screen.getByRole('button', { name: 'Lägg 0 rader i varukorgen' })).toBeDisabled();
    expect(await screen.findByText('2 rader i varukorgen')).toBeInTheDocument();
  });

  it("shows each line's problem: out of stock, the order limit, a product number, a typo", async () => {
    const { user } = await openAs(maria.email);
    await typeLines(user, 'PF-1003-RED-ONE 1\nPF-1002-WHITE-STD 6\nPF-1001 2\nPF-1013-BLACK-ONE x');
    await user.click(screen.getByRole('button', { name: 'Kontrollera' }));
    expect(
      await screen.findByText('4 rader kontrollerade: 0 klara för varukorgen, 4 med fel.'),
    ).toBeInTheDocument();
    expect(within(rowOf('PF-1003-RED-ONE')).getByText('Slut i lager')).toBeInTheDocument();
    expect(
      within(rowOf('PF-1002-WHITE-STD')).getByText(
        'Högst 5 per order, det som redan ligger i varukorgen inräknat',
      ),
    ).toBeInTheDocument();
    expect(
      within(rowOf('PF-1001')).getByText('Ange artikelnumret för en variant, med färg och storlek'),
    ).toBeInTheDocument();
    expect(
      within(rowOf('PF-1013-BLACK-ONE')).getByText('Antalet ska vara ett heltal från 1 till 999'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lägg 0 rader i varukorgen' })).toBeDisabled();
  });

  it('reads a CSV file into the text area and checks it; a later edit needs a new check', async () => {
    const { user } = await openAs(erik.email);
    const csv = 'sku;quantity\r\nPF-1013-BLACK-ONE;2\r\n';
    await user.upload(
      screen.getByLabelText('Läs in CSV-fil'),
      new File([csv], 'order.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Filen order.csv är inläst.')).toBeInTheDocument();
    expect(textArea()).toHaveValue('sku;quantity\nPF-1013-BLACK-ONE;2\n');
    expect(
      await screen.findByText('1 rad kontrollerad: 1 klar för varukorgen, 0 med fel.'),
    ).toBeInTheDocument();
    expect(within(rowOf('PF-1013-BLACK-ONE')).getByText('Klar för varukorgen')).toBeInTheDocument();

    await user.type(textArea(), 'PF-1001-BLACK-M 1');
    expect(screen.getByText(/Kontrollera igen innan du lägger raderna i varukorgen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lägg 1 rad i varukorgen' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Rensa' }));
    expect(textArea()).toHaveValue('');
    expect(screen.queryAllByTestId('quick-order-line')).toHaveLength(0);
  });

  it('says so when the lines could not be checked, and offers nothing to add', async () => {
    const { user } = await openAs(maria.email);
    await fetch('http://localhost/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/products/get-products-by-sku', status: 500 }),
    });
    await typeLines(user, 'PF-1001-BLACK-M 2');
    await user.click(screen.getByRole('button', { name: 'Kontrollera' }));
    expect(await screen.findByText(/Raderna kunde inte kontrolleras just nu/)).toBeInTheDocument();
    expect(within(rowOf('PF-1001-BLACK-M')).getByText('Inte kontrollerad')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lägg 0 rader i varukorgen' })).toBeDisabled();
  });

  it('asks for at least one line', async () => {
    const { user } = await openAs(maria.email);
    await user.click(screen.getByRole('button', { name: 'Kontrollera' }));
    expect(await screen.findByText('Skriv minst en rad med artikelnummer och antal.')).toBeInTheDocument();
  });

  it('tells a signed-in consumer that quick order is for business customers', async () => {
    await openAs(anna.email);
    expect(await screen.findByText(/Snabbeställning är till för företagskunder/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till butiken' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('textbox', { name: 'Artikelnummer och antal' })).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to the login page', async () => {
    const { router } = renderApp(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${PATH}`);
  });
});
