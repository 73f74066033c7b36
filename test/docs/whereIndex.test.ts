import { whereIndexProblems } from './whereIndex';

const doc = 'docs/architecture.md';
const index = (rows: string, group = '') =>
  [
    '# Architecture',
    '<a id="where"></a>',
    '## Where does it live',
    group,
    '| question | file | function |',
    '| --- | --- | --- |',
    rows,
    '<a id="shape"></a>',
    '| `ignored` | [x](../src/x.ts) | `notChecked` |',
  ].join('\n');

const files: Record<string, string> = {
  'src/features/cart/cartSession.ts': "export function* startCartSession() {}\nconst name = 'cartToken';",
  'src/services/cookies.ts': "export const cookieNames = { cartToken: 'cartToken' };",
};
const read = (path: string) => files[path];

describe('the "where does it live" index check', () => {
  it('passes a row whose functions are declared in the files it links to', () => {
    const row = '| token? | [`cartSession.ts`](../src/features/cart/cartSession.ts) | `startCartSession` |';
    expect(whereIndexProblems(doc, index(row), read)).toEqual([]);
  });

  it('reports a renamed function, a moved file and a name the files never mention', () => {
    const renamed =
      '| token? | [`cartSession.ts`](../src/features/cart/cartSession.ts) | `beginCartSession` |';
    const moved = '| token? | [`cartSession.ts`](../src/features/cart/session.ts) | `startCartSession` |';
    const cookie =
      '| `basketToken` | [`cartSession.ts`](../src/features/cart/cartSession.ts) | `startCartSession` |';
    expect(whereIndexProblems(doc, index([renamed, moved, cookie].join('\n')), read)).toEqual([
      expect.stringContaining('`beginCartSession` is declared in none of src/features/cart/cartSession.ts'),
      expect.stringContaining('src/features/cart/session.ts does not exist'),
      expect.stringContaining('`startCartSession` is declared in none of src/features/cart/session.ts'),
      expect.stringContaining('`basketToken` appears in none of'),
    ]);
  });

  it('reads a cookie or key name in the group’s own file (the bold line’s link)', () => {
    const group = '**Cookies** (names in [`cookies.ts`](../src/services/cookies.ts) `cookieNames`)';
    const row =
      '| `cartToken` | [`cartSession.ts`](../src/features/cart/cartSession.ts) | `startCartSession` |';
    expect(whereIndexProblems(doc, index(row, group), read)).toEqual([]);
  });

  it('reports a document without the section', () => {
    expect(whereIndexProblems(doc, '# Architecture', read)).toEqual([
      'docs/architecture.md: has no <a id="where"> section',
    ]);
  });
});
