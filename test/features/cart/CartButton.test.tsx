import { act, screen, waitFor } from '@testing-library/react';
import { cartItemAddRequested, cartItemRemoveRequested } from '../../../src/features/cart';
import { expectLabelInName } from '../../support/labelInName';
import { renderApp } from '../../support/renderApp';
import { waitForState } from '../../support/testStore';

describe("the header's cart button", () => {
  it('names the count it shows, also while an emptied badge animates away', async () => {
    const { store } = renderApp('/');
    await waitForState(store, (s) => s.cart.request.status === 'succeeded');
    await act(
      async () => void store.dispatch(cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 })),
    );
    const withOne = await screen.findByRole('button', { name: 'Varukorg, 1 artikel' });
    expectLabelInName(withOne);

    const [line] = (await waitForState(store, (s) => s.cart.adding.length === 0)).cart.cart!.items;
    await act(async () => void store.dispatch(cartItemRemoveRequested({ itemId: line!.id })));
    const empty = await screen.findByRole('button', { name: 'Varukorg, 0 artiklar' });
    // MUI keeps the old "1" in the badge for its hide animation.
    await waitFor(() => expect(empty).toHaveTextContent('1'));
    expectLabelInName(empty);
  });
});
