import { execFileSync } from 'node:child_process';

/**
 * The rule ids ESLint reports for `code` as if it were the file at `path`, with the project's own
 * configuration. In a child process: ESLint loads its configuration by a dynamic import, which
 * jest's module system refuses.
 */
async function reported(path: string, code: string): Promise<(string | null)[]> {
  const script = `
    import { ESLint } from 'eslint';
    const [result] = await new ESLint().lintText(process.env.CODE, { filePath: process.env.FILE });
    console.log(JSON.stringify(result.messages.map((message) => message.ruleId)));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, CODE: code, FILE: path },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

const readsCartToken = `import { cookieNames } from '../../services/cookies';
export const token = (get: (name: string) => string | undefined) => get(cookieNames.cartToken);
`;
const readsCheckoutToken = `export const token = (get: (name: string) => string | undefined) => get('checkoutToken');
`;

describe('lint: one owner per token cookie', () => {
  it('refuses the cart token outside the cart feature, by name or as a string', async () => {
    expect(await reported('src/features/company/sample.ts', readsCartToken)).toContain(
      'no-restricted-syntax',
    );
    expect(await reported('src/core/sample.ts', `export const name = 'cartToken';\n`)).toContain(
      'no-restricted-syntax',
    );
  });

  it('lets the cart read its own token but not the checkout’s', async () => {
    expect(await reported('src/features/cart/sample.ts', readsCartToken)).toEqual([]);
    expect(await reported('src/features/cart/sample.ts', readsCheckoutToken)).toContain(
      'no-restricted-syntax',
    );
  });

  it('keeps the checkout token and purchase JWT in checkoutToken.ts, even within the checkout', async () => {
    expect(await reported('src/features/checkout/checkoutToken.ts', readsCheckoutToken)).toEqual([]);
    expect(await reported('src/features/checkout/checkoutSession.ts', readsCheckoutToken)).toContain(
      'no-restricted-syntax',
    );
  });
});

describe('lint: the MUI parts the app replaced stay out', () => {
  it.each([
    ["import Chip from '@mui/material/Chip';", 'Chip', 'src/features/orders/sample.tsx'],
    ["import { TextField } from '@mui/material';", 'TextField', 'src/features/profile/sample.tsx'],
    ["import Tabs from '@mui/material/Tabs';", 'Tabs', 'src/components/sample.tsx'],
    ["import Autocomplete from '@mui/material/Autocomplete';", 'Autocomplete', 'src/app/sample.tsx'],
  ])('refuses %s', async (line, part, path) => {
    const rules = await reported(path, `${line}\nexport const part = [${part}];\n`);
    expect(rules).toEqual(['no-restricted-imports']);
  });

  it("allows the parts the replacements build on, such as MUI's useAutocomplete hook", async () => {
    const code =
      "import useAutocomplete from '@mui/material/useAutocomplete';\nexport const hook = useAutocomplete;\n";
    expect(await reported('src/features/companyArea/sample.tsx', code)).toEqual([]);
  });
});

describe('lint: the mock never imports the app', () => {
  const appTypes = "import { type Cart } from '../../src/api/types';\nexport type Carts = Cart[];\n";
  const appTypesAsTypes = "import type { Cart } from '../../src/api/types';\nexport type Carts = Cart[];\n";
  const contractTypes =
    "import type { Cart } from '../../contracts/types/shopper';\nexport type Carts = Cart[];\n";

  it.each([
    ['import', appTypes],
    ['import type', appTypesAsTypes],
  ])('refuses a mock file that imports ../../src/api/types (%s)', async (_form, code) => {
    expect(await reported('mock-server/shopper/sample.ts', code)).toEqual(['no-restricted-imports']);
  });

  it('refuses src at any depth, and a re-export, a dynamic import() or a type import() of it', async () => {
    const value =
      "import { USER_TOKEN_HEADER } from '../src/api/types/shopper';\nexport const h = USER_TOKEN_HEADER;\n";
    expect(await reported('mock-server/sample.ts', value)).toEqual(['no-restricted-imports']);
    expect(
      await reported('mock-server/sample.ts', "export type { Cart } from '../src/api/types';\n"),
    ).toEqual(['no-restricted-imports']);
    const dynamic = "export const load = () => import('../../../src/config');\n";
    expect(await reported('mock-server/providers/browser/sample.ts', dynamic)).toEqual([
      'no-restricted-syntax',
    ]);
    const typeImport = "export type Carts = import('../../src/api/types').Cart[];\n";
    expect(await reported('mock-server/checkout/sample.ts', typeImport)).toEqual(['no-restricted-syntax']);
  });

  it('accepts the contracts’ generated types, in the mock and in the app', async () => {
    expect(await reported('mock-server/shopper/sample.ts', contractTypes)).toEqual([]);
    expect(await reported('src/api/sample.ts', contractTypes)).toEqual([]);
  });
});
