import { loggedOut } from '../../../src/core/session';
import { checkLines, isAddable } from '../../../src/features/quickOrder/checkLines';
import { parseQuickOrder } from '../../../src/features/quickOrder/parseQuickOrder';
import {
  addSettled,
  checkStarted,
  checkSucceeded,
  initialQuickOrderState,
  quickOrderReducer,
  textChanged,
} from '../../../src/features/quickOrder/quickOrderSlice';
import {
  selectAddableLines,
  selectIsQuickOrderCheckCurrent,
  selectLinesToAdd,
} from '../../../src/features/quickOrder/selectors';
import { cartItem } from '../cart/fixtures';
import { cards, flyers, quickOrderSagaReducer, variant } from './fixtures';
import { sagaHarness, shopLoaded } from '../../support/sagaHarness';

const parsed = (text: string) => parseQuickOrder(text).lines;

describe('checkLines', () => {
  it('gives each line the variant of its SKU (any case) and no problem when it can be added', () => {
    const lines = checkLines(parsed('pf-1001-black-m 2\nPF-1008-WHITE-A5 3'), [flyers(), variant()], []);
    expect(lines.map((line) => [line.sku, line.product?.productVariantId, line.problem])).toEqual([
      ['PF-1001-BLACK-M', 'TEE-BLACK-M', null],
      ['PF-1008-WHITE-A5', 'FLYER-WHITE-A5', null],
    ]);
    expect(lines.every(isAddable)).toBe(true);
  });

  it('says what is wrong: not found, a product number, out of stock, too few in stock, a typo', () => {
    const products = [
      variant({ sku: 'PF-1003-RED-ONE', productVariantId: 'TOTE-RED-ONE', inStock: false, stock: 0 }),
      variant({ sku: 'PF-1012-NAVY-XL', productVariantId: 'HOODIE-NAVY-XL', stock: 2 }),
      // A product number answers as the wishlist's entry: no sku.
      { ...variant(), sku: undefined, stock: undefined, product_number: 'PF-1001' },
    ];
    const lines = checkLines(
      parsed('PF-9999-NOPE 1\nPF-1001 1\nPF-1003-RED-ONE 1\nPF-1012-NAVY-XL 3\nPF-1012-NAVY-XL-2 0'),
      products,
      [],
    );
    expect(lines.map((line) => line.problem)).toEqual([
      { kind: 'notFound' },
      { kind: 'productNumber' },
      { kind: 'outOfStock' },
      { kind: 'overStock', stock: 2 },
      { kind: 'parse', code: 'quantityInvalid' },
    ]);
    expect(lines.some(isAddable)).toBe(false);
  });

  it("applies the cart's order-limit rule, counting what the cart already holds of the product", () => {
    const inCart = {
      ...cartItem('l1', 2),
      productParentId: 'pp-business-card-pack',
      customAttributes: { orderLimit: 5 },
    };
    const lines = checkLines(parsed('PF-1002-WHITE-STD 4'), [cards()], [inCart]);
    expect(lines[0]!.problem).toEqual({ kind: 'orderLimit', limit: 5 });
    expect(checkLines(parsed('PF-1002-WHITE-STD 3'), [cards()], [inCart])[0]!.problem).toBeNull();
    expect(checkLines(parsed('PF-1002-WHITE-STD 6'), [cards()], [])[0]!.problem).toEqual({
      kind: 'orderLimit',
      limit: 5,
    });
  });
});

describe('quick order state', () => {
  const { state } = sagaHarness(quickOrderSagaReducer);
  const text = 'PF-1001-BLACK-M 2\nPF-9999-NOPE 1\nPF-1008-WHITE-A5 3';
  const checked = () =>
    state(
      ...shopLoaded(),
      textChanged(text),
      checkStarted(parsed(text)),
      checkSucceeded({ lines: checkLines(parsed(text), [variant(), flyers()], []), text, marketId: 'se' }),
    );

  it('shows the lines as read while the check runs, unreadable ones with their error', () => {
    const s = quickOrderReducer(initialQuickOrderState, checkStarted(parsed('PF-1 2\nPF-2 0')));
    expect(s.check.status).toBe('loading');
    expect(s.lines.map((line) => [line.sku, line.product, line.problem])).toEqual([
      ['PF-1', null, null],
      ['PF-2', null, { kind: 'parse', code: 'quantityInvalid' }],
    ]);
  });

  it('offers the checked lines for the text and market they were checked for, and none once either changed', () => {
    const s = checked();
    expect(selectAddableLines(s).map((line) => line.sku)).toEqual(['PF-1001-BLACK-M', 'PF-1008-WHITE-A5']);
    expect(selectIsQuickOrderCheckCurrent(s)).toBe(true);
    expect(selectLinesToAdd(s)).toHaveLength(2);
    const edited = quickOrderSagaReducer(s, textChanged(`${text}\nPF-1002-WHITE-STD 1`));
    expect(selectIsQuickOrderCheckCurrent(edited)).toBe(false);
    expect(selectLinesToAdd(edited)).toEqual([]);
    const otherMarket = { ...s, quickOrder: { ...s.quickOrder, checked: { text, marketId: 'no' } } };
    expect(selectLinesToAdd(otherMarket)).toEqual([]);
  });

  it('takes the added lines off the page and the text, keeps the refused ones with their reason', () => {
    const s = quickOrderSagaReducer(
      checked(),
      addSettled({
        added: ['line-1'],
        refused: [{ key: 'line-3', reason: { code: 'outOfStock', message: 'out of stock error' } }],
      }),
    );
    expect(s.quickOrder.lines.map((line) => [line.sku, line.problem])).toEqual([
      ['PF-9999-NOPE', { kind: 'notFound' }],
      [
        'PF-1008-WHITE-A5',
        { kind: 'refused', reason: { code: 'outOfStock', message: 'out of stock error' } },
      ],
    ]);
    expect(s.quickOrder.text).toBe('PF-9999-NOPE 1\nPF-1008-WHITE-A5 3');
    expect(s.quickOrder.lastAdded).toBe(1);
    // What stays is still checked, but nothing of it can be added again by mistake.
    expect(selectIsQuickOrderCheckCurrent(s)).toBe(true);
    expect(selectLinesToAdd(s)).toEqual([]);
  });

  it('forgets the lines on logout', () => {
    expect(quickOrderSagaReducer(checked(), loggedOut()).quickOrder).toEqual(initialQuickOrderState);
  });
});
