import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/renderApp';
import { loginThroughMock } from '../../support/signIn';
import { anna, maria, nordicPrint } from '../../support/demoAccounts';

async function openOrder(email: string, id: string) {
  await loginThroughMock(email);
  const user = userEvent.setup();
  const rendered = renderApp(`/my-account/orders/${id}`);
  return { user, ...rendered };
}

describe('order detail', () => {
  it('shows the lines with images and quantities, the totals with VAT, both addresses and the company', async () => {
    await openOrder(maria.email, 'order-100231');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 100231' })).toBeInTheDocument();
    expect(screen.getByText('Lagd 2026-06-25 10:20')).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`${nordicPrint.name} \\(${nordicPrint.organisation_number}\\)`)),
    ).toBeInTheDocument();
    const lines = screen.getByRole('heading', { name: 'Orderrader' }).parentElement!;
    expect(within(lines).getByText('Business Card Pack')).toBeInTheDocument();
    expect(within(lines).getByText(/Antal: 2/)).toBeInTheDocument();
    // The images are decorative: the name beside each says what it is.
    expect([...lines.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['', '']);
    // A business order's prices exclude VAT, so the VAT is added to the total.
    expect(within(lines).getByText('Moms')).toBeInTheDocument();
    expect(within(lines).getByText('1 287,50 kr')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fakturaadress' })).toHaveTextContent('Tryckerigatan 4');
    expect(screen.getByRole('region', { name: 'Leveransadress' })).toHaveTextContent('Hamngatan 18');
    expect(screen.getAllByText('Väntar på godkännande')).toHaveLength(2); // the badge and the history
    expect(screen.getByRole('button', { name: 'Godkänn order 100231' })).toBeEnabled();
  });

  it('approving from the detail adds the state to its history', async () => {
    const { user } = await openOrder(maria.email, 'order-100231');
    await user.click(await screen.findByRole('button', { name: 'Godkänn order 100231' }));
    expect(await screen.findByText('Ordern är godkänd!')).toBeInTheDocument();
    const history = await screen.findByRole('heading', { name: 'Historik' });
    await waitFor(() => expect(history.parentElement).toHaveTextContent('Godkänd'));
    expect(history.parentElement).toHaveTextContent('Väntar på godkännande (upphörde)');
    expect(screen.queryByRole('button', { name: /^Godkänn/ })).not.toBeInTheDocument();
  });

  it('a consumer’s order shows the VAT included in its prices, and no decisions', async () => {
    await openOrder(anna.email, 'order-100170');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 100170' })).toBeInTheDocument();
    expect(screen.getByText('Varav moms')).toBeInTheDocument();
    expect(screen.queryByText(/^Företag:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beställ igen: order 100170' })).toBeInTheDocument();
  });

  it('says the order belongs to someone else when the backend refuses it', async () => {
    await openOrder(anna.email, 'order-100231');
    expect(await screen.findByText('Den här ordern tillhör någon annan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Försök igen' })).not.toBeInTheDocument();
  });

  it('says an unknown order was not found', async () => {
    await openOrder(anna.email, 'order-000000');
    expect(await screen.findByText('Vi hittade inte den ordern.')).toBeInTheDocument();
  });

  it('offers a retry when the order backend fails, and shows the order after it', async () => {
    await loginThroughMock(anna.email);
    await fetch('http://localhost/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/orders/get-order-by-id', status: 503, times: 1 }),
    });
    const user = userEvent.setup();
    renderApp('/my-account/orders/order-100170');
    await user.click(await screen.findByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 100170' })).toBeInTheDocument();
  });
});
