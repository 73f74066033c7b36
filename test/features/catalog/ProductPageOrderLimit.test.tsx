import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartItemAddRequested } from '../../../src/features/cart';
import { renderApp } from '../../support/renderApp';
import { waitForState } from '../../support/testStore';

describe('the order limit on the product page', () => {
  it("refuses, before asking the backend, a variant not yet in the cart when the parent's other variants fill the limit", async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/produkt/keps');
    await waitForState(store, (s) => s.cart.request.status === 'succeeded');
    // Baseball Cap: at most 10 per order over all its variants; the page opens on another one.
    act(() => void store.dispatch(cartItemAddRequested({ productVariantId: 'CAP-BEIGE-ONE', quantity: 10 })));
    await waitForState(store, (s) => s.cart.adding.length === 0 && s.cart.cart!.items.length === 1);

    const add = await screen.findByRole('button', { name: 'Lägg i varukorgen' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(store.getState().catalog.product.product?.variants[0]?.id).toBe('CAP-BLACK-ONE');
    await user.click(add);

    // The cart's own text with the limit, not the backend's ORDER_LIMIT_REACHED answer.
    expect(await screen.findByText('Du kan köpa högst 10 st av den här produkten.')).toBeInTheDocument();
    expect(screen.queryByText('Du har nått maxantalet för den här produkten.')).not.toBeInTheDocument();
    expect(store.getState().cart.cart!.items.map((i) => [i.productVariantId, i.quantity])).toEqual([
      ['CAP-BEIGE-ONE', 10],
    ]);
  });
});
