import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import type { SessionAttributes } from '../../../src/api/types';
import { loggedOut } from '../../../src/core/session';
import { sessionUserChanged, userRequested, userSucceeded } from '../../../src/features/auth/authSlice';
import { cartSessionStarted, cartSucceeded } from '../../../src/features/cart/cartSlice';
import { selfAsContact } from '../../../src/features/checkout/customer/customerRules';
import {
  carriedKey,
  checkoutCompanyAttributes,
  loginCompanyAttributes,
  sessionCompanyRootSaga,
} from '../../../src/features/company';
import {
  sessionBuyerChosen,
  sessionBuyerSettled,
  sessionCompanyFailed,
  sessionCompanyReducer,
  sessionCompanySucceeded,
} from '../../../src/features/company/sessionCompanySlice';
import { cart } from '../cart/fixtures';
import {
  businessCart,
  companySagaReducer,
  erik,
  fjordDesign,
  sara,
  anna,
} from '../checkout/customer/fixtures';
import { sagaHarness } from '../../support/sagaHarness';
import { held, runToEnd, watchState, type Step } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(companySagaReducer);
type State = ReturnType<typeof reducer>;

const withCart = { cookies: { cartToken: 'cart-token' } };
const erikLogin = loginCompanyAttributes(erik)!;
const movedCart = cart({ id: 'cart-moved' });
const saraForFjord = { company: fjordDesign, contact: selfAsContact(sara) };

/** The attributes each setSessionAttributes call carried, in order. */
function sentAttributes(api: { shopper: { setSessionAttributes: unknown } }) {
  const sent: SessionAttributes[] = [];
  const provider: [matchers.Matcher, ReturnType<typeof dynamic>] = [
    matchers.call.fn(api.shopper.setSessionAttributes as () => Promise<unknown>),
    dynamic(({ args }) => {
      sent.push(args[0] as SessionAttributes);
      return businessCart;
    }),
  ];
  return { sent, provider };
}

/** The owner from `start`, given `steps`: what it sent, and the state it left. */
async function carried(start: State, steps: Step[], options: Parameters<typeof setup>[0] = withCart) {
  const { api, providers } = setup(options);
  const { sent, provider } = sentAttributes(api);
  const run = await runToEnd(
    expectSaga(sessionCompanyRootSaga)
      .withReducer(reducer, start)
      .provide([provider, ...providers]),
    ...steps,
  );
  return { sent, storeState: run.storeState as State };
}

describe('the one owner of the company a cart session orders for', () => {
  it('a login gives the session the user’s own company, once: the same announcement again sends nothing', async () => {
    const { sent, storeState } = await carried(state(userSucceeded(erik), cartSucceeded(businessCart)), [
      sessionUserChanged(erik),
      sessionUserChanged(erik),
    ]);
    expect(sent).toEqual([erikLogin]);
    expect(storeState.sessionCompany.sentFor).toBe(carriedKey(businessCart.id, erikLogin));
  });

  it('a new session (a market switch, a store-group move) is given the company again, with no race against the moved cart', async () => {
    const { sent, storeState } = await carried(state(userSucceeded(erik), cartSucceeded(businessCart)), [
      sessionUserChanged(erik),
      cartSucceeded(movedCart),
      cartSessionStarted({ cartId: movedCart.id }),
    ]);
    expect(sent).toEqual([erikLogin, erikLogin]);
    expect(storeState.sessionCompany.sentFor).toBe(carriedKey(movedCart.id, erikLogin));
  });

  it('a buyer chosen at checkout wins over the login’s company, in this session and in the next one', async () => {
    const { api, providers } = setup(withCart);
    const { sent, provider } = sentAttributes(api);
    const saraChoice = checkoutCompanyAttributes(saraForFjord.company, saraForFjord.contact);
    const watched = watchState(reducer);
    await runToEnd(
      expectSaga(sessionCompanyRootSaga)
        .withReducer(watched.reducer, state(userSucceeded(sara), cartSucceeded(businessCart)))
        .provide([provider, ...providers]),
      sessionBuyerChosen(saraForFjord),
      cartSucceeded(movedCart),
      cartSessionStarted({ cartId: movedCart.id }),
    );
    expect(sent).toEqual([saraChoice, saraChoice]);
    // Each announced choice is settled once, so the checkout's wait ends.
    expect(watched.types().filter((type) => type === sessionBuyerSettled.type)).toHaveLength(1);
    expect(watched.current().sessionCompany.buyersInLine).toBe(0);
  });

  it('announcements that come while one is carried wait their turn: the last state wins, never an older one', async () => {
    const { api, providers } = setup(withCart);
    const answers = held();
    const sent: SessionAttributes[] = [];
    const watched = watchState(reducer);
    await runToEnd(
      expectSaga(sessionCompanyRootSaga)
        .withReducer(watched.reducer, state(userSucceeded(sara), cartSucceeded(businessCart)))
        .provide([
          [
            matchers.call.fn(api.shopper.setSessionAttributes),
            dynamic(({ args }) => {
              sent.push(args[0] as SessionAttributes);
              return answers.later(businessCart);
            }),
          ],
          ...providers,
        ]),
      sessionUserChanged(sara),
      // While the login's company is on its way, the cart moves and the buyer is chosen.
      cartSucceeded(movedCart),
      cartSessionStarted({ cartId: movedCart.id }),
      sessionBuyerChosen(saraForFjord),
      () => expect(sent).toHaveLength(1),
      answers.release,
    );
    const saraChoice = checkoutCompanyAttributes(saraForFjord.company, saraForFjord.contact);
    // The moved session's turn already reads the buyer chosen before it: one call, not two.
    expect(sent).toEqual([loginCompanyAttributes(sara), saraChoice]);
    expect(watched.current().sessionCompany.sentFor).toBe(carriedKey(movedCart.id, saraChoice));
  });

  it('a session started while the page signs in waits for the user, then carries the company', async () => {
    const { api, providers } = setup(withCart);
    const { sent, provider } = sentAttributes(api);
    await runToEnd(
      expectSaga(sessionCompanyRootSaga)
        .withReducer(reducer, state(userRequested(), cartSucceeded(businessCart)))
        .provide([provider, ...providers]),
      cartSessionStarted({ cartId: businessCart.id }),
      () => expect(sent).toEqual([]),
      userSucceeded(erik),
    );
    expect(sent).toEqual([erikLogin]);
  });

  it.each([
    ['a visitor', state(cartSucceeded(businessCart)), withCart],
    ['a consumer (no company)', state(userSucceeded(anna), cartSucceeded(businessCart)), withCart],
    ['a business user without a cart session', state(userSucceeded(erik), cartSucceeded(businessCart)), {}],
  ])('%s: nothing is sent', async (_who, start, options) => {
    const { sent } = await carried(start, [cartSessionStarted({ cartId: businessCart.id })], options);
    expect(sent).toEqual([]);
  });

  it('a refused attach is kept for the checkout’s card and tried again at the next announcement', async () => {
    const { api, providers } = setup(withCart);
    const forbidden = new ApiError({ message: 'not allowed to order for this company', statusCode: 403 });
    let calls = 0;
    const watched = watchState(reducer);
    await runToEnd(
      expectSaga(sessionCompanyRootSaga)
        .withReducer(watched.reducer, state(userSucceeded(erik), cartSucceeded(businessCart)))
        .provide([
          [
            matchers.call.fn(api.shopper.setSessionAttributes),
            dynamic(() => {
              calls += 1;
              if (calls === 1) throw forbidden;
              return businessCart;
            }),
          ],
          // callApi refreshes the token once on a 403 and tries again.
          [matchers.call.fn(api.proxy.refreshToken), throwError(forbidden)],
          ...providers,
        ]),
      sessionUserChanged(erik),
      () => expect(watched.current().sessionCompany.request.error?.statusCode).toBe(403),
      cartSessionStarted({ cartId: businessCart.id }),
    );
    expect(calls).toBe(2);
    expect(watched.current().sessionCompany.sentFor).toBe(carriedKey(businessCart.id, erikLogin));
  });
});

describe('the session company slice', () => {
  const buyerState = () =>
    [sessionBuyerChosen(saraForFjord), sessionCompanySucceeded({ sentFor: 'cart|x' })].reduce(
      sessionCompanyReducer,
      sessionCompanyReducer(undefined, { type: '@@init' }),
    );

  it('a changed account forgets the buyer (the checkout chooses again) but not what was sent', () => {
    const after = sessionCompanyReducer(buyerState(), sessionUserChanged(erik));
    expect(after.buyer).toBeNull();
    expect(after.sentFor).toBe('cart|x');
  });

  it('a logout forgets everything', () => {
    expect(sessionCompanyReducer(buyerState(), loggedOut())).toEqual(
      sessionCompanyReducer(undefined, { type: '@@init' }),
    );
  });

  it('a failure forgets what was sent, so the next announcement sends again', () => {
    const failed = sessionCompanyReducer(
      buyerState(),
      sessionCompanyFailed(toErrorInfo(new ApiError({ message: 'x', statusCode: 500 }))),
    );
    expect(failed.sentFor).toBeNull();
    expect(failed.request.status).toBe('failed');
  });

  it('counts the buyer choices in line, never below none', () => {
    const two = [sessionBuyerChosen(saraForFjord), sessionBuyerChosen(saraForFjord)].reduce(
      sessionCompanyReducer,
      sessionCompanyReducer(undefined, { type: '@@init' }),
    );
    expect(two.buyersInLine).toBe(2);
    const settled = [sessionBuyerSettled(), sessionBuyerSettled(), sessionBuyerSettled()].reduce(
      sessionCompanyReducer,
      two,
    );
    expect(settled.buyersInLine).toBe(0);
  });
});
