import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartItemAddRequested } from '../../../src/features/cart';
import { renderApp } from '../../support/renderApp';
import { waitForState } from '../../support/testStore';

describe('the order limit on the favorites page', () => {
  it("refuses, before asking the backend, a saved product whose parent's other variants fill the limit", async () => {
    window.localStorage.setItem('wishlist', JSON.stringify(['PF-1013']));
    const user = userEvent.setup();
    const { store } = renderApp('/favorites');
    await waitForState(store, (s) => s.cart.request.status === 'succeeded');
    act(() => void store.dispatch(cartItemAddRequested({ productVariantId: 'CAP-BEIGE-ONE', quantity: 10 })));
    await waitForState(store, (s) => s.cart.adding.length === 0 && s.cart.cart!.items.length === 1);

    const add = await screen.findByRole('button', { name: 'Lägg i varukorgen' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    expect(await screen.findByText('Du kan köpa högst 10 st av den här produkten.')).toBeInTheDocument();
    expect(store.getState().cart.cart!.items.map((i) => [i.productVariantId, i.quantity])).toEqual([
      ['CAP-BEIGE-ONE', 10],
    ]);
  });
});
