import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { authReducer, userSucceeded } from '../../../src/features/auth/authSlice';
import { marketSwitchCompanyWatcher } from '../../../src/features/auth/marketSwitchCompany';
import { cartFailed, cartReducer, cartSucceeded } from '../../../src/features/cart';
import { marketChosen, marketReducer, marketRestored } from '../../../src/features/market';
import { sessionReducer } from '../../../src/core/session';
import { anna, maria, norway, sweden } from '../../support/fixtures';
import { sagaHarness } from '../../support/sagaHarness';
import { cart } from '../cart/fixtures';
import { runToEnd } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(
  combineReducers({ auth: authReducer, cart: cartReducer, market: marketReducer, session: sessionReducer }),
);

describe('company attributes after a market switch', () => {
  it("a business user's moved cart gets the company attributes, as at login", async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-norway' } });
    await runToEnd(
      expectSaga(marketSwitchCompanyWatcher)
        .withReducer(reducer, state(marketRestored(sweden), userSucceeded(maria)))
        .provide([[matchers.call.fn(services.api.shopper.setSessionAttributes), cart()], ...providers])
        .dispatch(marketChosen(norway))
        .dispatch(cartSucceeded(cart({ id: 'cart-norway', storeGroupId: 'sg-business' })))
        .call(services.api.shopper.setSessionAttributes, {
          company: {
            registrationNumber: '556123-4567',
            taxId: 'SE556123456701',
            name: 'Nordic Print AB',
            reference: 'Maria Admin',
          },
          merchantReference1: '5561234567',
        }),
    );
  });

  it('waits for the moved cart: nothing is sent before it is in', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-norway' } });
    await runToEnd(
      expectSaga(marketSwitchCompanyWatcher)
        .withReducer(reducer, state(marketRestored(sweden), userSucceeded(maria)))
        .provide(providers)
        .dispatch(marketChosen(norway))
        .not.call.fn(services.api.shopper.setSessionAttributes),
    );
  });

  it('sends nothing when the move failed, for a consumer, or for a visitor', async () => {
    for (const [user, settle] of [
      [maria, cartFailed(toErrorInfo(new ApiError({ message: 'boom', statusCode: 500 })))],
      [anna, cartSucceeded(cart())],
      [null, cartSucceeded(cart())],
    ] as const) {
      const { services, providers } = setup({ cookies: { cartToken: 'cart-norway' } });
      await runToEnd(
        expectSaga(marketSwitchCompanyWatcher)
          .withReducer(reducer, state(marketRestored(sweden), ...(user ? [userSucceeded(user)] : [])))
          .provide(providers)
          .dispatch(marketChosen(norway))
          .dispatch(settle)
          .not.call.fn(services.api.shopper.setSessionAttributes),
      );
    }
  });
});
