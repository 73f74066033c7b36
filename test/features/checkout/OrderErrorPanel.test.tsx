import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../../src/app/catalogues/en';
import frameSv from '../../../src/app/catalogues/sv';
import checkoutSv from '../../../src/app/catalogues/svCheckout';

// The checkout's page has its own texts beside the frame's, as its route loads them.
const catalogues = { sv: { ...frameSv, ...checkoutSv }, en };
import { OrderErrorPanel } from '../../../src/features/checkout/components/OrderErrorPanel';

// The panel tells the shopper which field of which address to fix, in the shop's language.

const renderPanel = (language: 'sv' | 'en', errors: string[], requestId: string | null = null) =>
  render(
    <IntlProvider locale={language} messages={catalogues[language]}>
      <OrderErrorPanel error={{ errors, requestId }} />
    </IntlProvider>,
  );

describe('the order-error panel', () => {
  it('names the address of each field, so the same field in both addresses reads as two fixes', () => {
    renderPanel(
      'sv',
      [
        'shippingAddress.telephoneNumber: is a required field',
        'billingAddress.telephoneNumber: is a required field',
        'billingAddress.country: invalid ISO 3166-1 alpha-2 country code',
      ],
      'req-123',
    );
    const panel = screen.getByRole('alert');
    expect(within(panel).getByText('Ordern kunde inte behandlas')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Leveransadress, Telefonnummer: måste fyllas i',
      'Fakturaadress, Telefonnummer: måste fyllas i',
      'Fakturaadress, Land: ogiltig landskod (ISO 3166-1 alfa-2)',
    ]);
    expect(within(panel).getByText('Referensnummer: req-123')).toBeInTheDocument();
  });

  it('speaks English, and shows a field outside the addresses and an unknown message as sent', () => {
    renderPanel('en', ['customer.email: is a required field', 'items: must not be empty']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Email: is required',
      'items: must not be empty',
    ]);
    expect(screen.queryByText(/Reference number/)).not.toBeInTheDocument();
  });
});
