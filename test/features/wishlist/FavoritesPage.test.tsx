import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { norway } from '../../support/fixtures';
import { renderApp } from '../../support/renderApp';

describe('favorites page', () => {
  it('lists a product saved on the product page, linked on its colour, with price and add to cart', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp('/produkt/klassisk-t-shirt?color=Vit');
    await user.click(await screen.findByRole('button', { name: 'Spara som favorit' }));
    await act(() => router.navigate('/favorites'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Favoriter' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Classic Tee, Vit' });
    // Saved and linked by the colour's language-neutral key.
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? 'null')).toEqual(['PF-1001&color=white']);
    expect(link).toHaveAttribute('href', '/produkt/klassisk-t-shirt?color=white');
    const item = link.closest('article') as HTMLElement;
    expect(within(item).getByText(/239\s*kr/)).toBeInTheDocument();
    expect(within(item).getByText('-20 %')).toBeInTheDocument();

    await waitFor(() => expect(store.getState().cart.cart).not.toBeNull());
    await user.click(within(item).getByRole('button', { name: 'Lägg i varukorgen' }));
    await waitFor(() =>
      expect(store.getState().cart.cart?.items).toEqual([
        expect.objectContaining({ productVariantId: 'TEE-WHITE-S', quantity: 1 }),
      ]),
    );
  });

  it('reads the stored wishlist, removes an entry and shows the empty state', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify(['PF-1003&color=Röd']));
    const user = userEvent.setup();
    renderApp('/favorites');
    const link = await screen.findByRole('link', { name: 'Canvas Tote, Röd' });
    const item = link.closest('article') as HTMLElement;
    expect(within(item).getByRole('button', { name: 'Slut i lager' })).toBeDisabled();
    await user.click(within(item).getByRole('button', { name: 'Ta bort Canvas Tote, Röd från favoriter' }));
    expect(await screen.findByText(/Du har inga favoriter ännu/)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? 'null')).toEqual([]);
  });

  it('names a colour saved in Sverige in English after a switch to Norge, opens the product on it, and removes it', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify(['PF-1003&color=Röd', 'PF-1001&color=Vit']));
    window.localStorage.setItem('market', JSON.stringify(norway));
    const user = userEvent.setup();
    const { router } = renderApp('/favorites');
    // The saved red tote, out of stock as its red variant is; its colour in the market's language.
    const tote = await screen.findByRole('link', { name: 'Canvas Tote, Red' });
    expect(screen.queryByText(/Röd/)).not.toBeInTheDocument();
    expect(tote).toHaveAttribute('href', '/product/canvas-tote?color=red');
    const item = tote.closest('article') as HTMLElement;
    expect(within(item).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    const tee = screen.getByRole('link', { name: 'Classic Tee, White' });
    expect(tee).toHaveAttribute('href', '/product/classic-tee?color=white');
    // The old entries are stored by their keys from now on; none is lost.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('wishlist') ?? 'null')).toEqual([
        'PF-1003&color=red',
        'PF-1001&color=white',
      ]),
    );

    await user.click(within(item).getByRole('button', { name: 'Remove Canvas Tote, Red from favourites' }));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('wishlist') ?? 'null')).toEqual(['PF-1001&color=white']),
    );

    // The link opens the product on the saved colour, not on its first one.
    await user.click(screen.getByRole('link', { name: 'Classic Tee, White' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Tee' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?color=white');
    const colours = screen.getByRole('group', { name: 'Colour: White' });
    expect(within(colours).getByRole('radio', { name: 'White' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a favourite saved by its name as saved on the product page, in the language it was saved in', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify(['PF-1003&color=Röd']));
    const user = userEvent.setup();
    renderApp(`/produkt/tygkasse-canvas?color=${encodeURIComponent('Röd')}`);
    const remove = await screen.findByRole('button', { name: 'Ta bort från favoriter' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(await screen.findByRole('button', { name: 'Spara som favorit' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? 'null')).toEqual([]);
  });

  it('says a failed lookup failed, keeps the saved entries, and a retry lists them', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('wishlist', JSON.stringify(['PF-1001', 'PF-1003']));
    await fetch('http://localhost/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/products/get-products-by-sku', status: 500, times: 1 }),
    });
    renderApp('/favorites');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Vi kunde inte hämta dina favoriter just nu. De finns kvar: 2 sparade produkter.',
    );
    expect(screen.queryByText(/Du har inga favoriter ännu/)).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? 'null')).toEqual(['PF-1001', 'PF-1003']);
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
