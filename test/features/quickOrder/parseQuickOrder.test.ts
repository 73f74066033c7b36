import {
  MAX_QUICK_ORDER_LINES,
  parseQuickOrder,
  quickOrderText,
} from '../../../src/features/quickOrder/parseQuickOrder';

const read = (text: string) =>
  parseQuickOrder(text).lines.map(({ sku, quantity, error }) => ({ sku, quantity, error }));

describe('parseQuickOrder', () => {
  it('reads a SKU and a quantity separated by spaces, a tab, a comma or a semicolon, SKUs upper-cased', () => {
    expect(
      read(
        [
          'PF-1001-BLACK-M 2',
          'pf-1002-white-std\t3',
          'PF-1003-NATURAL-ONE,4',
          'PF-1004-KRAFT-STD ; 5',
          '  PF-1005-WHITE-STD    6  ',
          '"PF-1006-BLUE-STD","7"',
        ].join('\n'),
      ),
    ).toEqual([
      { sku: 'PF-1001-BLACK-M', quantity: 2, error: null },
      { sku: 'PF-1002-WHITE-STD', quantity: 3, error: null },
      { sku: 'PF-1003-NATURAL-ONE', quantity: 4, error: null },
      { sku: 'PF-1004-KRAFT-STD', quantity: 5, error: null },
      { sku: 'PF-1005-WHITE-STD', quantity: 6, error: null },
      { sku: 'PF-1006-BLUE-STD', quantity: 7, error: null },
    ]);
  });

  it('takes a SKU without a quantity (or with an empty one) as one of it', () => {
    expect(read('PF-1001-BLACK-M\nPF-1002-WHITE-STD,\nPF-1003-RED-ONE;;2')).toEqual([
      { sku: 'PF-1001-BLACK-M', quantity: 1, error: null },
      { sku: 'PF-1002-WHITE-STD', quantity: 1, error: null },
      { sku: 'PF-1003-RED-ONE', quantity: 2, error: null },
    ]);
  });

  it('skips blank lines, a header row at the top, a byte-order mark and any line ending', () => {
    const parsed = parseQuickOrder(
      '\uFEFF\r\n  \r\nsku,quantity\r\nPF-1001-BLACK-M,2\r\n\r\nPF-1002-WHITE-STD,1\rPF-1003-RED-ONE 1\n',
    );
    expect(parsed.lines.map((line) => [line.key, line.sku, line.quantity])).toEqual([
      ['line-4', 'PF-1001-BLACK-M', 2],
      ['line-6', 'PF-1002-WHITE-STD', 1],
      ['line-7', 'PF-1003-RED-ONE', 1],
    ]);
    expect(parsed.count).toBe(3);
    expect(read('Artikelnummer;Antal\nPF-1001-BLACK-M;2')).toHaveLength(1);
    expect(read('SKU\tQty\nPF-1001-BLACK-M\t2')).toHaveLength(1);
  });

  it('takes only the first line as a header: further down "sku" is a line like any other', () => {
    expect(read('PF-1001-BLACK-M 2\nsku quantity')).toEqual([
      { sku: 'PF-1001-BLACK-M', quantity: 2, error: null },
      { sku: 'SKU', quantity: null, error: 'quantityInvalid' },
    ]);
  });

  it.each([
    ['PF-1001-BLACK-M 0', 'quantityInvalid', null],
    ['PF-1001-BLACK-M -1', 'quantityInvalid', null],
    ['PF-1001-BLACK-M 2.5', 'quantityInvalid', null],
    ['PF-1001-BLACK-M två', 'quantityInvalid', null],
    ['PF-1001-BLACK-M 1000', 'quantityTooLarge', 1000],
    [',5', 'skuMissing', null],
    ['; 5', 'skuMissing', null],
    ['PF-1001&color=Red 2', 'skuInvalid', null],
    ['PF-1001-BLÅ 2', 'skuInvalid', null],
    [`${'A'.repeat(65)} 1`, 'skuInvalid', null],
    ['PF-1001-BLACK-M 2 st', 'tooManyValues', null],
  ])('%j is an error: %s', (text, error, quantity) => {
    expect(parseQuickOrder(text).lines).toEqual([
      expect.objectContaining({ error, quantity, text: text.trim() }),
    ]);
  });

  it('accepts 999 and leading zeros', () => {
    expect(read('PF-1001-BLACK-M 999\nPF-1002-WHITE-STD 007')).toEqual([
      { sku: 'PF-1001-BLACK-M', quantity: 999, error: null },
      { sku: 'PF-1002-WHITE-STD', quantity: 7, error: null },
    ]);
  });

  it('merges lines of the same SKU in any case into the first, adding up the quantities', () => {
    const parsed = parseQuickOrder(
      'PF-1001-BLACK-M 2\nPF-1002-WHITE-STD 1\npf-1001-black-m 3\nPF-1001-BLACK-M',
    );
    expect(parsed.lines).toEqual([
      { key: 'line-1', sku: 'PF-1001-BLACK-M', quantity: 6, text: 'PF-1001-BLACK-M 6', error: null },
      { key: 'line-2', sku: 'PF-1002-WHITE-STD', quantity: 1, text: 'PF-1002-WHITE-STD 1', error: null },
    ]);
    expect(parsed.count).toBe(4);
  });

  it('marks a merged line over 999 as too large, and leaves unreadable lines of the same SKU apart', () => {
    expect(read('PF-1001-BLACK-M 600\nPF-1001-BLACK-M 0\nPF-1001-BLACK-M 500')).toEqual([
      { sku: 'PF-1001-BLACK-M', quantity: 1100, error: 'quantityTooLarge' },
      { sku: 'PF-1001-BLACK-M', quantity: null, error: 'quantityInvalid' },
    ]);
  });

  it(`takes at most ${MAX_QUICK_ORDER_LINES} lines; more refuses the whole text`, () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `SKU-${i} 1`);
    const full = parseQuickOrder(['sku;quantity', '', ...lines(100)].join('\n'));
    expect(full).toMatchObject({ count: 100, tooMany: false });
    expect(full.lines).toHaveLength(100);
    expect(parseQuickOrder(lines(101).join('\n'))).toEqual({ lines: [], count: 101, tooMany: true });
  });

  it('reads nothing from an empty or blank text', () => {
    expect(parseQuickOrder('')).toEqual({ lines: [], count: 0, tooMany: false });
    expect(parseQuickOrder(' \n\t\n')).toEqual({ lines: [], count: 0, tooMany: false });
  });

  it('writes lines back as text, one per line', () => {
    expect(quickOrderText([{ text: 'PF-1001-BLACK-M 6' }, { text: ',5' }])).toBe('PF-1001-BLACK-M 6\n,5');
  });
});
