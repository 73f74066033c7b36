import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/renderApp';

describe('favorites page', () => {
  it('lists a product saved on the product page, linked on its colour, with price and add to cart', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp('/produkt/klassisk-t-shirt?color=White');
    await user.click(await screen.findByRole('button', { name: 'Spara som favorit' }, { timeout: 5000 }));
    await act(() => router.navigate('/favorites'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Favoriter' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Classic Tee, White' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/produkt/klassisk-t-shirt?color=White');
    const item = link.closest('article') as HTMLElement;
    expect(within(item).getByText(/239\s*kr/)).toBeInTheDocument();
    expect(within(item).getByText('-20 %')).toBeInTheDocument();

    await waitFor(() => expect(store.getState().cart.cart).not.toBeNull());
    await user.click(within(item).getByRole('button', { name: 'Lägg i varukorgen' }));
    await waitFor(
      () =>
        expect(store.getState().cart.cart?.items).toEqual([
          expect.objectContaining({ productVariantId: 'TEE-WHITE-S', quantity: 1 }),
        ]),
      { timeout: 5000 },
    );
  });

  it('reads the stored wishlist, removes an entry and shows the empty state', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify(['PF-1003&color=Red']));
    const user = userEvent.setup();
    renderApp('/favorites');
    const link = await screen.findByRole('link', { name: 'Canvas Tote, Red' }, { timeout: 5000 });
    const item = link.closest('article') as HTMLElement;
    expect(within(item).getByRole('button', { name: 'Slut i lager' })).toBeDisabled();
    await user.click(within(item).getByRole('button', { name: 'Ta bort Canvas Tote, Red från favoriter' }));
    expect(await screen.findByText(/Du har inga favoriter ännu/)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? 'null')).toEqual([]);
  });

  it('shows a failed lookup as the empty list, not an error page', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify(['PF-1001']));
    await fetch('http://localhost/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/products/get-products-by-sku', status: 500 }),
    });
    renderApp('/favorites');
    expect(await screen.findByText(/Du har inga favoriter ännu/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Favoriter' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
