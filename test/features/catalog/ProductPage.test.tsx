import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer } from '../../../mock-server/node';
import { earlyAnswersGlobal } from '../../../shared/prerenderedShell';
import { norway } from '../../support/fixtures';
import { renderApp } from '../../support/renderApp';

describe('product page', () => {
  it('shows the product with its sale price, discount, stock state and pickers, and keeps the colour in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/produkt/klassisk-t-shirt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Tee' })).toBeInTheDocument();
    expect(await screen.findByText('-20 %')).toBeInTheDocument();
    expect(screen.getByText(/239\s*kr/)).toBeInTheDocument();
    expect(await screen.findByText('I lager')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Classic Tee – Printfabriken'));

    const colours = screen.getByRole('group', { name: 'Färg: Blå' });
    expect(within(colours).getByRole('radio', { name: 'Blå' })).toBeChecked();
    await user.click(within(colours).getByRole('radio', { name: 'Svart' }));
    expect(screen.getByRole('group', { name: 'Färg: Svart' })).toBeInTheDocument();
    // The address names the colour by its language-neutral key.
    expect(router.state.location.search).toBe('?color=black');

    const sizes = screen.getByRole('group', { name: 'Storlek: S' });
    await user.click(within(sizes).getByRole('radio', { name: 'XL' }));
    expect(screen.getByRole('radio', { name: 'XL' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Antal' })).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Lägg i varukorgen' })).toBeEnabled();
  });

  it('says few are left for a variant with 5 or fewer in stock', async () => {
    const user = userEvent.setup();
    renderApp(`/produkt/huvtrojan-college?color=${encodeURIComponent('Marinblå')}`);
    await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('radio', { name: 'XL' }));
    expect(await screen.findByText('Bara 2 kvar i lager')).toBeInTheDocument();
  });

  it('opens on the colour in the address, named in Swedish, and disables add to cart as Slut i lager for the red tote', async () => {
    renderApp(`/produkt/tygkasse-canvas?color=${encodeURIComponent('Röd')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Canvas Tote' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Färg: Röd' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Röd' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Storlek: En storlek' })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Slut i lager' });
    expect(button).toBeDisabled();
    expect(screen.getAllByText('Slut i lager')).toHaveLength(2);
  });

  it('names the product, its colours and its size in English in Norge', async () => {
    window.localStorage.setItem('market', JSON.stringify(norway));
    renderApp('/product/canvas-tote?color=Red');
    expect(await screen.findByRole('heading', { level: 1, name: 'Canvas Tote' })).toBeInTheDocument();
    const colours = screen.getByRole('group', { name: 'Colour: Red' });
    expect(within(colours).getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['natural', 'red', 'black']);
    expect(screen.getByRole('group', { name: 'Size: One size' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('changes the stock state and the button when another colour is picked', async () => {
    const user = userEvent.setup();
    renderApp('/produkt/tygkasse-canvas');
    expect(await screen.findByText('I lager')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Natur' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Röd' }));
    expect(await screen.findByRole('button', { name: 'Slut i lager' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Svart' }));
    expect(screen.getByText('I lager')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lägg i varukorgen' })).toBeEnabled();
  });

  it('shows the price of the chosen size', async () => {
    const user = userEvent.setup();
    renderApp('/produkt/visitkortspaket');
    expect(await screen.findByText(/349\s*kr/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    expect(screen.getByText(/499\s*kr/)).toBeInTheDocument();
    expect(screen.queryByText(/349\s*kr/)).not.toBeInTheDocument();
  });

  it('adds the chosen variant and quantity to the cart', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/produkt/tygkasse-canvas?color=Svart');
    const button = await screen.findByRole('button', { name: 'Lägg i varukorgen' });
    await waitFor(() => expect(button).toBeEnabled());
    const quantity = screen.getByRole('spinbutton', { name: 'Antal' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await waitFor(() => expect(store.getState().cart.cart).not.toBeNull());
    await user.click(button);
    await waitFor(() =>
      expect(store.getState().cart.cart?.items).toEqual([
        expect.objectContaining({ productVariantId: 'TOTE-BLACK-ONE', quantity: 2 }),
      ]),
    );
  });

  it('shows the not-found state with a link home for an unknown slug', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/produkt/finns-inte');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Produkten hittades inte' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Till startsidan' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('saves the product on the chosen colour as a favourite, confirms it, and removes it again', async () => {
    const user = userEvent.setup();
    renderApp('/produkt/klassisk-t-shirt?color=Vit');
    const save = await screen.findByRole('button', { name: 'Spara som favorit' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    const remove = await screen.findByRole('button', { name: 'Ta bort från favoriter' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Sparad!')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '[]')).toEqual(['PF-1001&color=white']);

    await user.click(remove);
    expect(await screen.findByRole('button', { name: 'Spara som favorit' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByText('Sparad!')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '[]')).toEqual([]);
  });
});

describe('the product as the page opens', () => {
  const bySlugRequests = () => {
    const seen: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/products/by-slug/')) seen.push(url.pathname + url.search);
    });
    return seen;
  };
  afterEach(() => {
    mockServer.events.removeAllListeners();
    delete (window as unknown as Record<string, unknown>)[earlyAnswersGlobal];
  });

  it('is asked for once, by the route as the navigation starts, also when another colour is picked', async () => {
    const seen = bySlugRequests();
    const user = userEvent.setup();
    renderApp('/produkt/klassisk-t-shirt');
    const colours = await screen.findByRole('group', { name: 'Färg: Blå' });
    await user.click(within(colours).getByRole('radio', { name: 'Svart' }));
    expect(screen.getByRole('group', { name: 'Färg: Svart' })).toBeInTheDocument();
    expect(seen).toEqual(['/shopper/products/by-slug/klassisk-t-shirt?countryCode=SE&languageCode=sv']);
  });

  it("takes the boot script's early answer instead of asking again", async () => {
    const url = '/shopper/products/by-slug/klassisk-t-shirt?countryCode=SE&languageCode=sv';
    const answer = await (await fetch(`http://localhost${url}`)).json();
    const seen = bySlugRequests();
    Object.assign(window, {
      [earlyAnswersGlobal]: { [url]: Promise.resolve({ status: 200, data: answer }) },
    });
    renderApp('/produkt/klassisk-t-shirt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Tee' })).toBeInTheDocument();
    expect(await screen.findByText('I lager')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
