import delayP from '@redux-saga/delay-p';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import { orderChangeSettled, orderChangeStarted } from '../../../src/core/orderChange';
import { cartSucceeded } from '../../../src/features/cart/cartSlice';
import {
  checkoutLoaded,
  giftCardAddRequested,
  giftCardRemoveRequested,
} from '../../../src/features/checkout/checkoutSlice';
import {
  addGiftCard,
  GIFT_CARDS_FAILED,
  reapplyGiftCards,
  removeGiftCard,
} from '../../../src/features/checkout/giftCardSagas';
import { literal } from '../../../src/i18n/localText';
import { sagaHarness, shopLoaded, toasts } from '../../support/sagaHarness';
import { cartToCheckout, checkoutOf, checkoutSagaReducer } from './fixtures';

const { reducer, state, setup } = sagaHarness(checkoutSagaReducer);
type State = ReturnType<typeof reducer>;

const atCheckout = () => state(...shopLoaded(), cartSucceeded(cartToCheckout), checkoutLoaded(checkoutOf()));
const pendingAdd = (code: string, pin: string) => reducer(atCheckout(), giftCardAddRequested({ code, pin }));
const refused = (message: string, statusCode = 400) =>
  new ApiError({ message, statusCode, body: { error: message } });

describe('applying a gift card', () => {
  it('sends the code and PIN without spaces with the checkout token, as one order change, and keeps it as code|pin', async () => {
    const { services, providers, sessionStorage } = setup({ cookies: { checkoutToken: 'token' } });
    const { storeState } = await expectSaga(
      addGiftCard,
      giftCardAddRequested({ code: '1111 2222 3333 4444', pin: '12 34' }),
    )
      .withReducer(reducer, pendingAdd('1111 2222 3333 4444', '12 34'))
      .provide([[matchers.call.fn(services.api.checkout.addGiftCard), 'success'], ...providers])
      .put(orderChangeStarted({ changeId: 'id-1' }))
      .call(services.api.checkout.addGiftCard, 'retain24', 'token', '1111222233334444', '1234')
      .put(orderChangeSettled({ changeId: 'id-1' }))
      .run();
    expect(sessionStorage.get('giftCards')).toEqual(['1111222233334444|1234']);
    expect((storeState as State).checkout.giftCard.request.status).toBe('succeeded');
  });

  it('sends nothing when the code or the PIN is empty', async () => {
    const { services, providers } = setup({ cookies: { checkoutToken: 'token' } });
    const { storeState } = await expectSaga(addGiftCard, giftCardAddRequested({ code: '1111', pin: '  ' }))
      .withReducer(reducer, pendingAdd('1111', '  '))
      .provide(providers)
      .not.call.fn(services.api.checkout.addGiftCard)
      .run();
    expect((storeState as State).checkout.giftCard.request.status).toBe('idle');
  });

  it.each([
    ['unable to add/update card', 'unableAddUpdateGiftcard'],
    ['requested gift card has insufficient balance', 'giftCardInsufficientBalance'],
  ])("'%s' shows %s and stores nothing", async (message, key) => {
    const { services, providers, sessionStorage } = setup({ cookies: { checkoutToken: 'token' } });
    const { storeState } = await expectSaga(addGiftCard, giftCardAddRequested({ code: '5555', pin: '0000' }))
      .withReducer(reducer, pendingAdd('5555', '0000'))
      .provide([
        [matchers.call.fn(services.api.checkout.addGiftCard), throwError(refused(message))],
        ...providers,
      ])
      .run();
    expect((storeState as State).checkout.giftCard.errorKey).toBe(key);
    expect(sessionStorage.get('giftCards')).toBeUndefined();
  });

  it('shows any other refusal with its message', async () => {
    const { services, providers } = setup({ cookies: { checkoutToken: 'token' } });
    const { storeState } = await expectSaga(addGiftCard, giftCardAddRequested({ code: '5555', pin: '0000' }))
      .withReducer(reducer, pendingAdd('5555', '0000'))
      .provide([
        [matchers.call.fn(services.api.checkout.addGiftCard), throwError(refused('card is blocked'))],
        ...providers,
      ])
      .run();
    expect((storeState as State).checkout.giftCard).toMatchObject({
      errorKey: null,
      errorText: 'card is blocked',
    });
  });

  it("without a checkout there are no capabilities: 'no capabilities', nothing sent", async () => {
    const { services, providers } = setup();
    const { storeState } = await expectSaga(addGiftCard, giftCardAddRequested({ code: '1111', pin: '1234' }))
      .withReducer(reducer, pendingAdd('1111', '1234'))
      .provide(providers)
      .not.call.fn(services.api.checkout.addGiftCard)
      .run();
    expect((storeState as State).checkout.giftCard.errorKey).toBe('noCapabilities');
  });
});

describe('removing a gift card', () => {
  it('deletes the card its masked code stands for and forgets it', async () => {
    const { services, providers, sessionStorage } = setup({
      cookies: { checkoutToken: 'token' },
      sessionStorage: { giftCards: ['1111222233334444|1234', '9999888877776666|4321'] },
    });
    await expectSaga(removeGiftCard, giftCardRemoveRequested({ maskedCode: '•••• 4444' }))
      .withReducer(reducer, atCheckout())
      .provide([[matchers.call.fn(services.api.checkout.removeGiftCard), 'success'], ...providers])
      .call(services.api.checkout.removeGiftCard, 'retain24', 'token', '1111222233334444', {
        idempotencyKey: 'id-2',
      })
      .run();
    expect(sessionStorage.get('giftCards')).toEqual(['9999888877776666|4321']);
  });
});

describe('applying the stored gift cards again after the payment form updated', () => {
  it('waits 200 ms, then applies them one after another, card n after n × 300 ms', async () => {
    const { services, providers } = setup({
      cookies: { checkoutToken: 'token' },
      sessionStorage: { giftCards: ['1111|1', '2222|2', '3333|3'] },
    });
    const order: string[] = [];
    await expectSaga(reapplyGiftCards)
      .withReducer(reducer, atCheckout())
      .provide([
        [matchers.call.fn(delayP), dynamic(({ args }) => void order.push(`wait ${args[0]}`))],
        [
          matchers.call.fn(services.api.checkout.addGiftCard),
          dynamic(({ args }) => {
            order.push(`apply ${args[2]}`);
            return 'success';
          }),
        ],
        ...providers,
      ])
      .returns(true)
      .run();
    expect(order).toEqual([
      'wait 200',
      'wait 0',
      'apply 1111',
      'wait 300',
      'apply 2222',
      'wait 600',
      'apply 3333',
    ]);
  });

  it("drops a card that fails from the list and says 'Failed to apply one or more gift cards.' once", async () => {
    const { services, providers, sessionStorage } = setup({
      cookies: { checkoutToken: 'token' },
      sessionStorage: { giftCards: ['1111|1', '2222|2'] },
    });
    const { storeState } = await expectSaga(reapplyGiftCards)
      .withReducer(reducer, atCheckout())
      .provide([
        [
          matchers.call.fn(services.api.checkout.addGiftCard),
          dynamic(({ args }) =>
            args[2] === '1111' ? Promise.reject(refused('unable to add/update card')) : 'success',
          ),
        ],
        ...providers,
      ])
      .run();
    expect(sessionStorage.get('giftCards')).toEqual(['2222|2']);
    expect(toasts(storeState as State)).toEqual([
      { severity: 'error', title: literal(GIFT_CARDS_FAILED), message: undefined },
    ]);
  });

  it('discards a stored value that is not a list', async () => {
    const { services, providers, sessionStorage } = setup({ sessionStorage: { giftCards: '1111|1' } });
    await expectSaga(reapplyGiftCards)
      .withReducer(reducer, atCheckout())
      .provide(providers)
      .not.call.fn(services.api.checkout.addGiftCard)
      .returns(false)
      .run();
    expect(sessionStorage.get('giftCards')).toBeUndefined();
  });
});
