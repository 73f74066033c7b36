import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { addFault } from '../../../mock-server/control/faults';
import { cartItemAddRequested } from '../../../src/features/cart';
import { cartSucceeded } from '../../../src/features/cart/cartSlice';
import { CartSummaryCard } from '../../../src/features/cart/components/CartSummaryCard';
import { AppIntlProvider } from '../../../src/app/AppIntlProvider';
import { renderApp } from '../../support/renderApp';
import { loginThroughMock } from '../../support/signIn';
import { createTestStore, waitForState } from '../../support/testStore';
import { cart, line } from './fixtures';
import { maria } from '../../support/demoAccounts';

type Store = ReturnType<typeof renderApp>['store'];

async function withLines(store: Store, ...variants: string[]) {
  await waitForState(store, (s) => s.cart.request.status === 'succeeded');
  for (const productVariantId of variants) {
    act(() => void store.dispatch(cartItemAddRequested({ productVariantId, quantity: 1 })));
    await waitForState(store, (s) => s.cart.adding.length === 0);
  }
}

const lineCard = (name: RegExp | string) =>
  screen.getAllByTestId('cart-line').find((card) => within(card).queryByRole('link', { name }))!;

describe('the cart page', () => {
  it('shows the h1, skeletons while the cart loads, then the empty state with a link home', async () => {
    addFault({ path: '/shopper/sessions/start', latencyMs: 1500, times: 1 });
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Varukorg' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-page-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('cart-summary-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Din varukorg är tom.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fortsätt handla' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('cart-summary-skeleton')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Varukorg/);
  });

  it('a line card shows product link, image, parent name, colour, size, price with struck base price and the rounded discount', async () => {
    const { store } = renderApp('/cart');
    await withLines(store, 'TEE-WHITE-M');
    const card = await waitFor(() => lineCard('Classic Tee'));
    expect(within(card).getByRole('link', { name: 'Classic Tee' })).toHaveAttribute(
      'href',
      '/produkt/klassisk-t-shirt',
    );
    expect(within(card).getByAltText('Classic Tee')).toHaveAttribute(
      'src',
      expect.stringContaining('classic-tee-white'),
    );
    expect(within(card).getByText('Färg: Vit')).toBeInTheDocument();
    expect(within(card).getByText('Storlek: M')).toBeInTheDocument();
    const item = store.getState().cart.cart!.items[0]!;
    // 299 → 239 kr: 20 % off, rounded from base and sale price.
    expect(within(card).getByText('−20 %')).toBeInTheDocument();
    expect(within(card).getByText((_, el) => el?.tagName === 'S')).toHaveTextContent(/299/);
    expect(item.salePriceAmount).toBeLessThan(item.basePriceAmount);
    expect(within(card).getByText(/239/)).toBeInTheDocument();
  });

  it('plus and minus change the quantity, disabled while the line is busy; minus at 1 removes the line', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/cart');
    await withLines(store, 'TEE-WHITE-M');
    const plus = await screen.findByRole('button', { name: 'Öka antal, Classic Tee' });
    await user.click(plus);
    // Optimistic: the new quantity is on screen, and the controls are off until 700 ms after.
    expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Öka antal, Classic Tee' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Minska antal, Classic Tee' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Öka antal, Classic Tee' })).toBeEnabled());
    expect(store.getState().cart.cart!.items[0]!.quantity).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Minska antal, Classic Tee' }));
    expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Minska antal, Classic Tee' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Minska antal, Classic Tee' }));
    expect(await screen.findByText('Din varukorg är tom.')).toBeInTheDocument();
    expect(store.getState().cart.cart!.items).toEqual([]);
  });

  it('the remove button removes the line', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/cart');
    await withLines(store, 'TEE-WHITE-M', 'TOTE-NATURAL-ONE');
    await user.click(await screen.findByRole('button', { name: 'Ta bort Canvas Tote' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    await waitFor(() => expect(store.getState().cart.cart!.items).toHaveLength(1));
  });

  it("a business buyer's cart, priced without VAT, says 'Moms' (added), not 'Varav moms'", async () => {
    await loginThroughMock(maria.email);
    // As the login leaves them: the next cart session starts in the user's store group.
    Cookies.set('storeGroupSlug', 'business');
    Cookies.set('storeGroupId', 'sg-business');
    const { store } = renderApp('/cart');
    await waitForState(store, (s) => s.cart.cart?.storeGroupId === 'sg-business');
    await withLines(store, 'TEE-WHITE-M');
    const summary = (await screen.findByRole('heading', { name: 'Sammanfattning' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    await waitFor(() => expect(within(summary).getByText('Moms')).toBeInTheDocument());
    expect(within(summary).queryByText('Varav moms')).not.toBeInTheDocument();
  });

  it('the summary shows subtotal, shipping, VAT and total; the discount row only once a code gives a discount', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/cart');
    await withLines(store, 'TEE-WHITE-M', 'TOTE-NATURAL-ONE');
    const summary = (await screen.findByRole('heading', { name: 'Sammanfattning' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    for (const label of ['Delsumma', 'Frakt', 'Varav moms', 'Totalt (SEK)'])
      expect(within(summary).getByText(label)).toBeInTheDocument();
    expect(within(summary).queryByText('Rabatt')).not.toBeInTheDocument();
    expect(within(summary).getByText('1 × Classic Tee')).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: /Rabattkod/ }));
    const field = within(summary).getByRole('textbox', { name: 'Rabattkod' });
    await user.type(field, 'SAVE10');
    await user.click(within(summary).getByRole('button', { name: 'Använd' }));
    expect(await within(summary).findByText('Rabatt')).toBeInTheDocument();
    expect(within(summary).getByText('SAVE10')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(store.getState().cart.cart!.totals.discountTotal).toBeGreaterThan(0);
  });

  it('a refused code shows the alert split into title and body, and removing a code clears it', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/cart');
    await withLines(store, 'TEE-WHITE-M');
    await user.click(await screen.findByRole('button', { name: /Rabattkod/ }));
    const field = screen.getByRole('textbox', { name: 'Rabattkod' });
    // Empty: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Använd' }));
    expect(store.getState().cart.promo.request.status).toBe('idle');

    await user.type(field, 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Använd' }));
    await screen.findByText('SAVE10');
    await user.type(field, 'EXPIRED10');
    await user.click(screen.getByRole('button', { name: 'Använd' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Koden har gått ut')).toBeInTheDocument();
    expect(within(alert).getByText('Rabattkoden gäller inte längre.')).toBeInTheDocument();
    expect(field).toHaveValue('EXPIRED10');

    // The shopper may fold the section away while it shows the error, and open it again.
    const toggle = screen.getByRole('button', { name: /Rabattkod/, expanded: true });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveValue('EXPIRED10');

    await user.click(screen.getByRole('button', { name: 'Ta bort rabattkoden SAVE10' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByText('SAVE10')).not.toBeInTheDocument();
  });

  it('an out-of-stock add shows the Swedish toast', async () => {
    const { store } = renderApp('/cart');
    await withLines(store, 'TOTE-RED-ONE');
    expect(await screen.findByText('Slut i lager')).toBeInTheDocument();
    expect(
      screen.getByText('Den artikel du försökte lägga till är inte längre tillgänglig.'),
    ).toBeInTheDocument();
  });

  it('sends view_cart with the lines when the page opens, once', async () => {
    const events: { event: string; params?: Record<string, unknown> }[] = [];
    const analytics = {
      track: (event: string, params?: Record<string, unknown>) => void events.push({ event, params }),
    };
    const first = renderApp('/', { analytics });
    await withLines(first.store, 'TEE-WHITE-M');
    first.view.unmount();
    events.length = 0;

    renderApp('/cart', { analytics });
    await waitFor(() => expect(events.map((e) => e.event)).toContain('view_cart'));
    expect(events.filter((e) => e.event === 'view_cart')).toHaveLength(1);
    expect(events[0]!.params).toMatchObject({
      ecommerce: { currency: 'SEK', items: [{ item_id: 'TEE-WHITE-M' }] },
    });
  });
});

describe('the cart drawer', () => {
  it('opens from the header with the lines, the summary and a link to the cart page', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp('/');
    await withLines(store, 'TEE-WHITE-M');
    await user.click(await screen.findByRole('button', { name: 'Varukorg, 1 artikel' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Classic Tee' })).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Sammanfattning' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Visa varukorg' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});

describe('the summary card on its own', () => {
  function renderCard(props: Parameters<typeof CartSummaryCard>[0], withCart = true) {
    const { store } = createTestStore();
    if (withCart)
      store.dispatch(
        cartSucceeded(
          cart({
            items: [line('a', 2, { displayName: 'Mug' })],
            totals: {
              subTotal: 20000,
              shippingTotal: 4900,
              discountTotal: 2000,
              taxTotal: 4980,
              grandTotal: 22900,
            },
          }),
        ),
      );
    return render(
      <Provider store={store}>
        <AppIntlProvider>
          <MemoryRouter>
            <CartSummaryCard {...props} />
          </MemoryRouter>
        </AppIntlProvider>
      </Provider>,
    );
  }

  it('has no discount and no VAT row without their labels', () => {
    renderCard({ source: 'cart' });
    expect(screen.getByText('Delsumma')).toBeInTheDocument();
    expect(screen.queryByText('Rabatt')).not.toBeInTheDocument();
    expect(screen.queryByText('Varav moms')).not.toBeInTheDocument();
  });

  it('shows the discount and VAT rows with their labels', () => {
    renderCard({ source: 'cart', discountLabel: 'Rabatt', vatLabel: 'Varav moms' });
    expect(screen.getByText('Rabatt')).toBeInTheDocument();
    expect(screen.getByText('Varav moms')).toBeInTheDocument();
    expect(screen.getByText('2 × Mug')).toBeInTheDocument();
  });

  it("at checkout shows the checkout's figures, with what gift cards pay, and a skeleton while it loads", () => {
    const totals = {
      subTotal: 30000,
      shippingTotal: 4900,
      discountTotal: 0,
      taxTotal: 6980,
      grandTotal: 4900,
    };
    const loading = renderCard({ source: 'checkout', checkout: null });
    expect(screen.getByTestId('cart-summary-skeleton')).toHaveAttribute('aria-busy', 'true');
    loading.unmount();
    renderCard({
      source: 'checkout',
      checkout: {
        items: [],
        discountCodes: [],
        currencyCode: 'SEK',
        totals: { ...totals, giftCardTotal: 30000 },
      },
    });
    expect(screen.getByText('Presentkort')).toBeInTheDocument();
    expect(screen.getByText(/−300 kr|-300 kr/)).toBeInTheDocument();
    // Shipping and the total left to pay are both 49 kr once the card took the rest.
    expect(screen.getAllByText('49 kr', { selector: 'dd' })).toHaveLength(2);
  });

  it('shows skeletons, marked busy, while there is no cart yet', () => {
    renderCard({ source: 'cart' }, false);
    expect(screen.getByTestId('cart-summary-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Delsumma')).not.toBeInTheDocument();
  });
});

describe('the market switch', () => {
  it('moves the cart to the new market, child lines tied to their parents, and names the line that could not come along', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/cart');
    await withLines(store, 'TEE-WHITE-M', 'FIKA-WHITE-STD', 'GIFTBOX-KRAFT-STD');
    const boxLine = store
      .getState()
      .cart.cart!.items.find((i) => i.productVariantId === 'GIFTBOX-KRAFT-STD')!;
    act(
      () =>
        void store.dispatch(
          cartItemAddRequested({
            productVariantId: 'GIFT-NOTE-STD',
            quantity: 1,
            options: { parentItem: boxLine.id },
          }),
        ),
    );
    await waitForState(store, (s) => s.cart.cart!.items.length === 4 && s.cart.adding.length === 0);

    await user.click(screen.getByRole('button', { name: /Marknad: Sverige, SEK/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Norge/ }));

    const state = await waitForState(store, (s) => s.cart.cart?.currencyCode === 'NOK');
    const items = state.cart.cart!.items;
    expect(items.map((i) => i.productVariantId)).toEqual([
      'TEE-WHITE-M',
      'GIFTBOX-KRAFT-STD',
      'GIFT-NOTE-STD',
    ]);
    const newBox = items.find((i) => i.productVariantId === 'GIFTBOX-KRAFT-STD')!;
    expect(items.find((i) => i.productVariantId === 'GIFT-NOTE-STD')!.options.parentItem).toBe(newBox.id);
    expect(await screen.findByText('1 item could not come along')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Could not be added to the new cart (not sold or out of stock), so removed from it: Fika Mug',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
  });
});
