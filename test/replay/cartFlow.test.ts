import {
  cartDiscountCodeAddRequested,
  cartItemAddRequested,
  cartItemQuantityChangeRequested,
  cartItemRemoveRequested,
} from '../../src/features/cart';
import { createTestStore, waitForState } from '../support/testStore';
import { replaySupportLog, visibleState } from './replay';

describe('replaying a cart flow', () => {
  it('rebuilds the same state after adding, changing and removing lines and applying a code', async () => {
    const { store, recorder } = createTestStore();
    type State = ReturnType<typeof store.getState>;
    const settled = (s: State) => s.cart.adding.length === 0 && s.cart.busy.length === 0;
    await waitForState(store, (s) => s.cart.request.status === 'succeeded');

    store.dispatch(cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 }));
    await waitForState(store, (s) => settled(s) && s.cart.cart!.items.length === 1);
    store.dispatch(cartItemAddRequested({ productVariantId: 'TOTE-NATURAL-ONE', quantity: 2 }));
    await waitForState(store, (s) => settled(s) && s.cart.cart!.items.length === 2);

    const [tee, tote] = store.getState().cart.cart!.items;
    store.dispatch(cartItemQuantityChangeRequested({ itemId: tee!.id, quantity: 3 }));
    await waitForState(store, (s) => settled(s) && s.cart.cart!.items[0]!.quantity === 3);
    store.dispatch(cartItemRemoveRequested({ itemId: tote!.id }));
    await waitForState(store, (s) => settled(s) && s.cart.cart!.items.length === 1);
    store.dispatch(cartDiscountCodeAddRequested({ code: 'SAVE10' }));
    await waitForState(store, (s) => s.cart.promo.request.status === 'succeeded');

    const live = store.getState();
    expect(live.cart.cart!.discountCodes).toEqual([{ code: 'SAVE10' }]);
    expect(live.cart.cart!.totals.discountTotal).toBeGreaterThan(0);
    const replayed = replaySupportLog(recorder.exportLog());
    expect(replayed).toEqual(visibleState(live));
    expect(replayed.cart.cart!.items.map((i) => [i.productVariantId, i.quantity])).toEqual([
      ['TEE-WHITE-M', 3],
    ]);
  });
});
