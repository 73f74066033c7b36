import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer } from '../../../mock-server/node';
import { holdNextAnswer } from '../../support/heldAnswer';
import { renderApp } from '../../support/renderApp';

async function productCard(name: string) {
  const link = await screen.findByRole('link', { name });
  return link.closest('article') as HTMLElement;
}

describe('home page listing', () => {
  it('lists the products with image, name link, price, colour swatches and the discount on Classic Tee', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välkommen till Printfabriken' }),
    ).toBeInTheDocument();
    const tee = await productCard('Classic Tee');
    expect(within(tee).getByRole('link', { name: 'Classic Tee' })).toHaveAttribute(
      'href',
      '/produkt/klassisk-t-shirt',
    );
    expect(within(tee).getByRole('img', { name: 'Classic Tee' })).toBeInTheDocument();
    expect(within(tee).getByText('-20 %')).toBeInTheDocument();
    expect(within(tee).getByText(/239\s*kr/)).toBeInTheDocument();
    expect(
      within(tee)
        .getByText(/299\s*kr/)
        .closest('s'),
    ).not.toBeNull();
    const swatches = within(tee).getByRole('list', { name: 'Färger' });
    expect(
      within(swatches)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Blå', 'Vit', 'Svart']);

    const tote = await productCard('Canvas Tote');
    expect(within(tote).queryByText(/^-\d+ %$/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(12);
  });

  it.each([false, true])(
    'asks for the listing once, by the store group’s slug beside the settings (StrictMode: %s)',
    async (strictMode) => {
      const listings: string[] = [];
      const listener = ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        if (url.pathname === '/shopper/products') listings.push(url.searchParams.get('storeGroupId') ?? '');
      };
      mockServer.events.on('request:start', listener);
      try {
        const { store } = renderApp('/', {}, { strictMode });
        expect(await productCard('Classic Tee')).toBeInTheDocument();
        // The settings and the cart session, which name the group by its id, have arrived too.
        await waitFor(() => expect(store.getState().cart.request.status).toBe('succeeded'));
        expect(store.getState().settings.request.status).toBe('succeeded');
      } finally {
        mockServer.events.removeListener('request:start', listener);
      }
      expect(listings).toEqual(['default']);
    },
  );

  it('shows 8 skeleton cards while the listing loads', async () => {
    // The route's loader asks for the listing before the page's code has loaded, so the answer
    // is held until the page is on screen, however slow the machine.
    const listing = holdNextAnswer('/shopper/products', 'GET');
    const { view } = renderApp('/');
    const loading = await screen.findByRole('status', { name: 'Laddar produkterna' });
    expect(loading.closest('section')).toHaveAttribute('aria-busy', 'true');
    expect(view.container.querySelectorAll('[role="status"] .MuiCard-root')).toHaveLength(8);
    await waitFor(() => expect(listing.arrived()).toBe(true));
    listing.release();
    expect(await productCard('Classic Tee')).toBeInTheDocument();
  });

  it('shows an error with a retry button when the listing fails, and lists the products after a retry', async () => {
    await fetch('http://localhost/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/shopper/products', status: 500, times: 1 }),
    });
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByText('Produkterna kunde inte hämtas just nu.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await productCard('Classic Tee')).toBeInTheDocument();
  });

  it('lists the products again in the new market after a market switch', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await productCard('Classic Tee');
    const selector = screen.getByRole('button', { name: /Marknad: Sverige, SEK/ });
    await waitFor(() => expect(selector).toBeEnabled());
    await user.click(selector);
    await user.click(await screen.findByRole('menuitemradio', { name: /Norge/ }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Classic Tee' })).toHaveAttribute(
        'href',
        '/product/classic-tee',
      ),
    );
    const tee = await productCard('Classic Tee');
    await waitFor(() => expect(within(tee).getAllByText(/NOK|kr/).length).toBeGreaterThan(0));
  });
});
