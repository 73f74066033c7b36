import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { CartItem } from '../../src/api/types';
import { OrderLines } from '../../src/components/OrderLines';
import { formatMoney } from '../../src/lib/money';
import { line } from '../features/cart/fixtures';

const messages = { 'orderLines.quantity': 'Quantity: {quantity}', 'orderLines.unitPrice': '{price} each' };
const locale = 'en-SE';
/** As the text reads once its spaces are normalised (the amounts have no-break spaces). */
const money = (amount: number) => formatMoney(amount, 'SEK', locale).replace(/\s/g, ' ');
const nameOf = (item: CartItem) => `Name of ${item.id}`;

const parent = line('a', 2, {
  salePriceAmount: 15000,
  totalPriceAmount: 30000,
  imageUrl: '/a.jpg',
  customAttributes: { color: 'Red', size: 'M' },
});
const child = line('b', 2, { options: { parentItem: 'a' } });
const order = { items: [parent, child], currencyCode: 'SEK' };

function renderLines(variant: 'summary' | 'detail') {
  render(
    <IntlProvider locale="en" messages={messages}>
      <OrderLines variant={variant} order={order} locale={locale} nameOf={nameOf} />
    </IntlProvider>,
  );
  return screen.getAllByRole('listitem');
}

describe('OrderLines', () => {
  it('summary: one short row a line, "quantity × name" and the line’s price', () => {
    const [first, second] = renderLines('summary');
    expect(first).toHaveTextContent(`2 × Name of a${money(30000)}`);
    expect(second).toHaveTextContent(`2 × Name of b${money(20000)}`);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('detail: the picture, colour and size, quantity and unit price, and the line’s price', () => {
    const [first] = renderLines('detail');
    expect(within(first!).getByText('Name of a')).toBeInTheDocument();
    expect(first).toHaveTextContent('Red · M');
    expect(first).toHaveTextContent(`Quantity: 2 · ${money(15000)} each`);
    expect(first).toHaveTextContent(money(30000));
    // The name beside it says what the picture shows.
    const picture = first!.querySelector('img');
    expect(picture).toHaveAttribute('src', '/a.jpg');
    expect(picture).toHaveAttribute('alt', '');
  });
});
