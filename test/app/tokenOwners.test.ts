import Cookies from 'js-cookie';
import { loginRequested, logoutRequested } from '../../src/features/auth';
import { cartItemAddRequested } from '../../src/features/cart';
import { anna, DEMO_PASSWORD } from '../support/demoAccounts';
import { createTestStore, waitForState } from '../support/testStore';

type Store = ReturnType<typeof createTestStore>['store'];
type State = ReturnType<Store['getState']>;

const booted = (s: State) =>
  s.cart.request.status === 'succeeded' && s.settings.request.status === 'succeeded';

async function addTee(store: Store) {
  const before = store.getState().cart.cart!.items.length;
  store.dispatch(cartItemAddRequested({ productVariantId: 'TEE-WHITE-M', quantity: 1 }));
  await waitForState(store, (s) => s.cart.adding.length === 0 && s.cart.cart!.items.length > before);
}

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

// Each token has one owner that clears it when another feature reports what happened; these run
// on the real store, where the checkout's routes (and its lazy sagas) were never opened.
describe('token owners on the real store', () => {
  it("a cart change on any page drops the stored checkout token: the checkout's own saga runs with the store", async () => {
    const { store } = createTestStore();
    await waitForState(store, booted);
    Cookies.set('checkoutToken', 'checkout-from-an-earlier-page');
    Cookies.set('paymentJwt', 'jwt-of-that-checkout');
    await addTee(store);
    expect(Cookies.get('checkoutToken')).toBeUndefined();
    // Only the checkout's token goes on a cart change; the purchase JWT lapses on its own.
    expect(Cookies.get('paymentJwt')).toBe('jwt-of-that-checkout');
    expect(Cookies.get('cartToken')).toBeTruthy();
  });

  it('a logout ends the cart session and the checkout, each by its owner, and a new empty cart starts', async () => {
    const { store } = createTestStore();
    await waitForState(store, booted);
    store.dispatch(loginRequested({ email: anna.email, password: DEMO_PASSWORD }));
    await waitForState(
      store,
      (s) => s.auth.login.status === 'succeeded' && s.cart.request.status === 'succeeded',
    );
    await addTee(store);
    const cartToken = Cookies.get('cartToken');
    Cookies.set('checkoutToken', 'checkout-1');
    Cookies.set('paymentJwt', 'jwt-1');
    store.dispatch(logoutRequested());
    await waitForState(
      store,
      (s) => s.auth.user === null && s.cart.request.status === 'succeeded' && s.cart.cart?.items.length === 0,
    );
    expect(Cookies.get('userToken')).toBeUndefined();
    expect(Cookies.get('checkoutToken')).toBeUndefined();
    expect(Cookies.get('paymentJwt')).toBeUndefined();
    expect(Cookies.get('cartToken')).toBeTruthy();
    expect(Cookies.get('cartToken')).not.toBe(cartToken);
  });
});
