import { expectSaga } from 'redux-saga-test-plan';
import { loggedOut, sessionEnded } from '../../../src/core/session';
import { checkoutInvalidated } from '../../../src/features/cart';
import { checkoutTokenSaga } from '../../../src/features/checkout/checkoutToken';
import { sagaHarness } from '../../support/sagaHarness';
import { runToEnd } from '../../support/sagaMustFinish';
import { checkoutSagaReducer } from './fixtures';

const { reducer, state, setup } = sagaHarness(checkoutSagaReducer);
const stored = { checkoutToken: 'checkout-1', paymentJwt: 'jwt-1', cartToken: 'cart-1' } as const;

describe('the checkout owns its token cookie', () => {
  it('drops the checkout token when another feature invalidates the checkout; the purchase JWT lapses on its own', async () => {
    const { providers, cookies } = setup({ cookies: stored });
    await runToEnd(
      expectSaga(checkoutTokenSaga)
        .withReducer(reducer, state())
        .provide(providers)
        .dispatch(checkoutInvalidated()),
    );
    expect(cookies.get('checkoutToken')).toBeUndefined();
    expect(cookies.get('paymentJwt')).toBe('jwt-1');
    expect(cookies.get('cartToken')).toBe('cart-1');
  });

  it.each([
    ['a logout', loggedOut()],
    ['a session that could not be refreshed', sessionEnded()],
  ])(
    'ends the checkout on %s: its token and the purchase JWT go, the cart session is not its to end',
    async (_, action) => {
      const { providers, cookies } = setup({ cookies: stored });
      await runToEnd(
        expectSaga(checkoutTokenSaga).withReducer(reducer, state()).provide(providers).dispatch(action),
      );
      expect(cookies.get('checkoutToken')).toBeUndefined();
      expect(cookies.get('paymentJwt')).toBeUndefined();
      expect(cookies.get('cartToken')).toBe('cart-1');
    },
  );
});
