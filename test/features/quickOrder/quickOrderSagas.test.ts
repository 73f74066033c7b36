import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, toErrorInfo } from '../../../src/api/apiError';
import type { SkuProduct } from '../../../src/api/types';
import { addLinesToCart, type BulkAddResult } from '../../../src/features/cart';
import { cartSucceeded } from '../../../src/features/cart/cartSlice';
import { t } from '../../../src/i18n/localText';
import {
  addQuickOrderToCart,
  checkQuickOrder,
  quickOrderRootSaga,
} from '../../../src/features/quickOrder/quickOrderSagas';
import {
  addRequested,
  addSettled,
  addStarted,
  checkFailed,
  checkRefused,
  checkRequested,
  checkStarted,
  textChanged,
} from '../../../src/features/quickOrder/quickOrderSlice';
import { businessGroup, norway } from '../../support/fixtures';
import { sagaHarness, shopLoaded, toasts } from '../../support/sagaHarness';
import { cart, line } from '../cart/fixtures';
import { cards, flyers, quickOrderSagaReducer, variant } from './fixtures';
import { held, runToEnd } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(quickOrderSagaReducer);
type State = ReturnType<typeof reducer>;

const page = (data: SkuProduct[], extra: Partial<{ total_pages: number; page: number }> = {}) => ({
  data,
  total: data.length,
  total_pages: 1,
  page: 1,
  ...extra,
});

const TEXT = 'PF-1001-BLACK-M 2\nPF-9999-NOPE 1\nPF-1008-WHITE-A5 3\nPF-1002-WHITE-STD 0';

/** The shop loaded in Sweden, the text typed, and (optionally) the cart there already. */
const typed = (text = TEXT, ...more: Parameters<typeof state>) =>
  state(...shopLoaded(), textChanged(text), ...more);

/** The state after a check of TEXT that found the tee and the flyers. */
async function checkedState() {
  const { services, providers } = setup({ cookies: { storeGroupId: businessGroup.id } });
  const { storeState } = await expectSaga(checkQuickOrder)
    .withReducer(reducer, typed())
    .provide([
      [matchers.call.fn(services.api.proxy.getProductsBySku), page([variant(), flyers()])],
      ...providers,
    ])
    .run();
  return storeState as State;
}

describe('checking the quick order', () => {
  it("looks the readable lines' SKUs up in one call for the store group and market, and matches each line", async () => {
    const { services, providers } = setup({ cookies: { storeGroupId: businessGroup.id } });
    const { storeState } = await expectSaga(checkQuickOrder)
      .withReducer(reducer, typed())
      .provide([
        [matchers.call.fn(services.api.proxy.getProductsBySku), page([variant(), flyers()])],
        ...providers,
      ])
      .put.actionType(checkStarted.type)
      .call(services.api.proxy.getProductsBySku, {
        storeGroupSlug: businessGroup.slug,
        market: 'se',
        language: 'sv',
        // The line with quantity 0 is not worth a lookup.
        skuQuery: 'PF-1001-BLACK-M,PF-9999-NOPE,PF-1008-WHITE-A5',
        isMultiple: true,
      })
      .run();
    const { quickOrder } = storeState as State;
    expect(quickOrder.check.status).toBe('succeeded');
    expect(quickOrder.checked).toEqual({ text: TEXT, marketId: 'se' });
    expect(
      quickOrder.lines.map((l) => [l.sku, l.quantity, l.product?.productVariantId ?? null, l.problem]),
    ).toEqual([
      ['PF-1001-BLACK-M', 2, 'TEE-BLACK-M', null],
      ['PF-9999-NOPE', 1, null, { kind: 'notFound' }],
      ['PF-1008-WHITE-A5', 3, 'FLYER-WHITE-A5', null],
      ['PF-1002-WHITE-STD', null, null, { kind: 'parse', code: 'quantityInvalid' }],
    ]);
  });

  it('reads the further pages of the same query when the answer has more than one', async () => {
    const { services, providers } = setup();
    const inputs: { page?: number }[] = [];
    const text = 'PF-1001-BLACK-M 1\nPF-1008-WHITE-A5 1';
    const { storeState } = await expectSaga(checkQuickOrder)
      .withReducer(reducer, typed(text))
      .provide([
        [
          matchers.call.fn(services.api.proxy.getProductsBySku),
          dynamic(({ args }) => {
            const input = args[0] as { page?: number };
            inputs.push(input);
            return input.page === 2
              ? page([flyers()], { total_pages: 2, page: 2 })
              : page([variant()], { total_pages: 2 });
          }),
        ],
        ...providers,
      ])
      .run();
    expect(inputs.map((input) => input.page)).toEqual([undefined, 2]);
    expect((storeState as State).quickOrder.lines.every((l) => l.problem === null)).toBe(true);
  });

  it('counts what the cart holds against the order limit', async () => {
    const { services, providers } = setup();
    const inCart = line('l1', 3, {
      productParentId: 'pp-business-card-pack',
      productVariantId: 'BCP-BLACK-STD',
      customAttributes: { orderLimit: 5 },
    });
    const { storeState } = await expectSaga(checkQuickOrder)
      .withReducer(reducer, typed('PF-1002-WHITE-STD 3', cartSucceeded(cart({ items: [inCart] }))))
      .provide([[matchers.call.fn(services.api.proxy.getProductsBySku), page([cards()])], ...providers])
      .run();
    expect((storeState as State).quickOrder.lines[0]!.problem).toEqual({ kind: 'orderLimit', limit: 5 });
  });

  it('checks the market the shopper is in', async () => {
    const { services, providers } = setup();
    await expectSaga(checkQuickOrder)
      .withReducer(reducer, state(...shopLoaded(norway), textChanged('PF-1001-BLACK-M')))
      .provide([[matchers.call.fn(services.api.proxy.getProductsBySku), page([])], ...providers])
      .call(services.api.proxy.getProductsBySku, {
        storeGroupSlug: 'default',
        market: 'no',
        language: 'en',
        skuQuery: 'PF-1001-BLACK-M',
        isMultiple: true,
      })
      .run();
  });

  it('asks nothing for an empty text or one of more than 100 lines, and says why', async () => {
    const { services, providers } = setup();
    await expectSaga(checkQuickOrder)
      .withReducer(reducer, typed('  \n'))
      .provide(providers)
      .put(checkRefused({ code: 'empty' }))
      .not.call.fn(services.api.proxy.getProductsBySku)
      .run();
    const many = Array.from({ length: 101 }, (_, i) => `SKU-${i} 1`).join('\n');
    await expectSaga(checkQuickOrder)
      .withReducer(reducer, typed(many))
      .provide(providers)
      .put(checkRefused({ code: 'tooManyLines', count: 101, max: 100 }))
      .not.call.fn(services.api.proxy.getProductsBySku)
      .run();
  });

  it('asks nothing when no line can be read, and shows each with its error', async () => {
    const { services, providers } = setup();
    const { storeState } = await expectSaga(checkQuickOrder)
      .withReducer(reducer, typed(',2\nPF-1 0'))
      .provide(providers)
      .not.call.fn(services.api.proxy.getProductsBySku)
      .run();
    expect((storeState as State).quickOrder.lines.map((l) => l.problem)).toEqual([
      { kind: 'parse', code: 'skuMissing' },
      { kind: 'parse', code: 'quantityInvalid' },
    ]);
  });

  it('records a failed lookup; nothing can be added from it', async () => {
    const { services, providers } = setup();
    const error = new ApiError({ message: 'Injected fault 500', statusCode: 500 });
    const { storeState } = await expectSaga(checkQuickOrder)
      .withReducer(reducer, typed())
      .provide([[matchers.call.fn(services.api.proxy.getProductsBySku), throwError(error)], ...providers])
      .put(checkFailed(toErrorInfo(error)))
      .run();
    const { quickOrder } = storeState as State;
    expect(quickOrder.check.status).toBe('failed');
    expect(quickOrder.checked).toBeNull();
  });
});

describe('adding the quick order to the cart', () => {
  it('adds the checked lines in one batch; added lines leave the page, refused ones stay with the reason', async () => {
    const { providers } = setup();
    const result: BulkAddResult = {
      added: [{ productVariantId: 'TEE-BLACK-M', quantity: 2, name: 'Classic Tee, Black' }],
      refused: [
        {
          line: { productVariantId: 'FLYER-WHITE-A5', quantity: 3, name: 'Flyers, White' },
          reason: { code: 'outOfStock', message: 'out of stock error' },
        },
      ],
    };
    const { storeState } = await expectSaga(addQuickOrderToCart)
      .withReducer(reducer, await checkedState())
      .provide([[matchers.call.fn(addLinesToCart), result], ...providers])
      .put(addStarted())
      .call(addLinesToCart, [
        {
          productVariantId: 'TEE-BLACK-M',
          quantity: 2,
          name: 'Classic Tee, Black',
          productParentId: 'pp-classic-tee',
        },
        {
          productVariantId: 'FLYER-WHITE-A5',
          quantity: 3,
          name: 'Flyers, White',
          productParentId: 'pp-flyers',
        },
      ])
      .put(
        addSettled({
          added: ['line-1'],
          refused: [{ key: 'line-3', reason: { code: 'outOfStock', message: 'out of stock error' } }],
        }),
      )
      .run();
    const s = storeState as State;
    expect(s.quickOrder.lines.map((l) => [l.sku, l.problem?.kind])).toEqual([
      ['PF-9999-NOPE', 'notFound'],
      ['PF-1008-WHITE-A5', 'refused'],
      ['PF-1002-WHITE-STD', 'parse'],
    ]);
    expect(s.quickOrder.text).toBe('PF-9999-NOPE 1\nPF-1008-WHITE-A5 3\nPF-1002-WHITE-STD 0');
    expect(s.quickOrder.add.status).toBe('succeeded');
    expect(toasts(s)).toEqual([
      {
        severity: 'warning',
        title: t('quickOrder.toast.partlyAdded', { added: 1, refused: 1 }),
        message: t('quickOrder.toast.refusedBody', { count: 1 }),
      },
    ]);
  });

  it('runs the real bulk add against the cart: both lines in the cart, one success toast', async () => {
    const { services, providers } = setup({ cookies: { cartToken: 'cart-token' } });
    let current = cart();
    const { storeState } = await expectSaga(addQuickOrderToCart)
      .withReducer(reducer, await checkedState())
      .provide([
        [
          matchers.call.fn(services.api.shopper.addItem),
          dynamic(({ args }) => {
            const { productVariantId, quantity } = args[0] as { productVariantId: string; quantity: number };
            current = {
              ...current,
              items: [...current.items, line(productVariantId, quantity, { productVariantId })],
            };
            return current;
          }),
        ],
        ...providers,
      ])
      .run();
    const s = storeState as State;
    expect(s.cart.cart!.items.map((item) => [item.productVariantId, item.quantity])).toEqual([
      ['TEE-BLACK-M', 2],
      ['FLYER-WHITE-A5', 3],
    ]);
    expect(s.quickOrder.lastAdded).toBe(2);
    expect(s.quickOrder.lines.map((l) => l.sku)).toEqual(['PF-9999-NOPE', 'PF-1002-WHITE-STD']);
    expect(toasts(s)).toEqual([
      {
        severity: 'success',
        title: t('quickOrder.toast.added', { count: 2 }),
        message: t('quickOrder.toast.addedBody'),
      },
    ]);
  });

  it('says so when nothing could be added', async () => {
    const { providers } = setup();
    const refused = (productVariantId: string) => ({
      line: { productVariantId, quantity: 1, name: productVariantId },
      reason: { code: 'notAvailable' as const, message: 'product not available in this market' },
    });
    const { storeState } = await expectSaga(addQuickOrderToCart)
      .withReducer(reducer, await checkedState())
      .provide([
        [
          matchers.call.fn(addLinesToCart),
          { added: [], refused: [refused('TEE-BLACK-M'), refused('FLYER-WHITE-A5')] },
        ],
        ...providers,
      ])
      .run();
    const s = storeState as State;
    expect(s.quickOrder.lines).toHaveLength(4);
    expect(toasts(s)).toEqual([
      {
        severity: 'error',
        title: t('quickOrder.toast.noneAdded', { count: 2 }),
        message: t('quickOrder.toast.refusedBody', { count: 2 }),
      },
    ]);
  });

  it('adds nothing when the text changed since the check', async () => {
    const { providers } = setup();
    const edited = reducer(await checkedState(), textChanged(`${TEXT}\nPF-1013-BLACK-ONE 1`));
    await expectSaga(addQuickOrderToCart)
      .withReducer(reducer, edited)
      .provide(providers)
      .not.call.fn(addLinesToCart)
      .not.put(addStarted())
      .run();
  });

  it('a double click adds once: a second request while the first runs is ignored', async () => {
    const { providers } = setup();
    let calls = 0;
    // The first add is still under way when the second click arrives; it answers after.
    const answers = held();
    await runToEnd(
      expectSaga(quickOrderRootSaga)
        .withReducer(reducer, await checkedState())
        .provide([
          [
            matchers.call.fn(addLinesToCart),
            dynamic(() => {
              calls += 1;
              return answers.later<BulkAddResult>({ added: [], refused: [] });
            }),
          ],
          ...providers,
        ])
        .dispatch(addRequested()),
      addRequested(),
      answers.release,
    );
    expect(calls).toBe(1);
  });

  it('a check while one runs restarts it with the latest text', async () => {
    const { services, providers } = setup();
    const queries: string[] = [];
    // Neither check has answered when the second starts.
    const answers = held();
    await runToEnd(
      expectSaga(quickOrderRootSaga)
        .withReducer(reducer, typed('PF-1001-BLACK-M 1'))
        .provide([
          [
            matchers.call.fn(services.api.proxy.getProductsBySku),
            dynamic(({ args }) => {
              queries.push((args[0] as { skuQuery: string }).skuQuery);
              return answers.later(page([]));
            }),
          ],
          ...providers,
        ])
        .dispatch(checkRequested())
        .dispatch(textChanged('PF-1008-WHITE-A5 1'))
        .dispatch(checkRequested()),
      answers.release,
    );
    expect(queries).toEqual(['PF-1001-BLACK-M', 'PF-1008-WHITE-A5']);
  });
});
