import { execFileSync } from 'node:child_process';

/** A sample: the code, linted as if it were the file at the path. */
type Sample = [path: string, code: string];

/**
 * The rule ids ESLint reports for each sample, with the project's own configuration, in one child
 * process for all of them: ESLint loads its configuration by a dynamic import, which jest's module
 * system refuses, and each start of ESLint costs about a second.
 */
function lintAll(samples: Sample[]): (string | null)[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const samples = JSON.parse(process.env.SAMPLES);
    const results = [];
    for (const [filePath, code] of samples) {
      const [result] = await eslint.lintText(code, { filePath });
      results.push(result.messages.map((message) => message.ruleId));
    }
    console.log(JSON.stringify(results));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, SAMPLES: JSON.stringify(samples) },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

const samples: Sample[] = [];
let results: (string | null)[][] | undefined;

/** Registers a sample while the tests are collected; its rule ids once `beforeAll` has linted them all. */
function sample(path: string, code: string): () => (string | null)[] {
  const index = samples.push([path, code]) - 1;
  return () => {
    if (!results) throw new Error('the samples are linted in beforeAll');
    return results[index]!;
  };
}

beforeAll(() => {
  results = lintAll(samples);
});

const readsCartToken = `import { cookieNames } from '../../services/cookies';
export const token = (get: (name: string) => string | undefined) => get(cookieNames.cartToken);
`;
const readsCheckoutToken = `export const token = (get: (name: string) => string | undefined) => get('checkoutToken');
`;

describe('lint: one owner per token cookie', () => {
  const cartTokenInCompany = sample('src/features/company/sample.ts', readsCartToken);
  const cartTokenAsString = sample('src/core/sample.ts', `export const name = 'cartToken';\n`);
  const cartTokenInCart = sample('src/features/cart/sample.ts', readsCartToken);
  const checkoutTokenInCart = sample('src/features/cart/sample.ts', readsCheckoutToken);
  const checkoutTokenInOwner = sample('src/features/checkout/checkoutToken.ts', readsCheckoutToken);
  const checkoutTokenInCheckout = sample('src/features/checkout/checkoutSession.ts', readsCheckoutToken);

  it('refuses the cart token outside the cart feature, by name or as a string', () => {
    expect(cartTokenInCompany()).toContain('no-restricted-syntax');
    expect(cartTokenAsString()).toContain('no-restricted-syntax');
  });

  it('lets the cart read its own token but not the checkout’s', () => {
    expect(cartTokenInCart()).toEqual([]);
    expect(checkoutTokenInCart()).toContain('no-restricted-syntax');
  });

  it('keeps the checkout token and purchase JWT in checkoutToken.ts, even within the checkout', () => {
    expect(checkoutTokenInOwner()).toEqual([]);
    expect(checkoutTokenInCheckout()).toContain('no-restricted-syntax');
  });
});

describe('lint: the app uses a feature through its index.ts, the router loads pages by import()', () => {
  const routerPage = sample(
    'src/app/router.tsx',
    `export const page = () => import('../features/cart/pages/CartPage');\n`,
  );
  const routerIndex = sample('src/app/rootSaga.ts', `export { cartRootSaga } from '../features/cart';\n`);
  const staticPage = sample(
    'src/app/router.tsx',
    `export { CartPage } from '../features/cart/pages/CartPage';\n`,
  );
  const lazyInternals = sample(
    'src/app/router.tsx',
    `export const slice = () => import('../features/cart/cartSlice');\n`,
  );
  const lazyIndex = sample(
    'src/app/lazySagas.ts',
    `export const saga = () => import('../features/orders').then((m) => m.loadOrdersRootSaga());\n`,
  );
  const appCookie = sample('src/app/sample.ts', readsCartToken);

  it("accepts a page's import(), the index, and a later feature's index by import()", () => {
    expect(routerPage()).toEqual([]);
    expect(routerIndex()).toEqual([]);
    expect(lazyIndex()).toEqual([]);
  });

  it("refuses a page imported statically, a feature's other files by import(), and still a token cookie", () => {
    expect(staticPage()).toContain('no-restricted-imports');
    expect(lazyInternals()).toContain('no-restricted-syntax');
    expect(appCookie()).toContain('no-restricted-syntax');
  });
});

describe('lint: the MUI parts the app replaced stay out', () => {
  it.each(
    [
      ["import Chip from '@mui/material/Chip';", 'Chip', 'src/features/orders/sample.tsx'],
      ["import { TextField } from '@mui/material';", 'TextField', 'src/features/profile/sample.tsx'],
      ["import Tabs from '@mui/material/Tabs';", 'Tabs', 'src/components/sample.tsx'],
      ["import Autocomplete from '@mui/material/Autocomplete';", 'Autocomplete', 'src/app/sample.tsx'],
    ].map(
      ([line, part, path]) => [line, sample(path!, `${line}\nexport const part = [${part}];\n`)] as const,
    ),
  )('refuses %s', (_line, rules) => {
    expect(rules()).toEqual(['no-restricted-imports']);
  });

  const hook = sample(
    'src/features/companyArea/sample.tsx',
    "import useAutocomplete from '@mui/material/useAutocomplete';\nexport const hook = useAutocomplete;\n",
  );

  it("allows the parts the replacements build on, such as MUI's useAutocomplete hook", () => {
    expect(hook()).toEqual([]);
  });
});

describe('lint: the mock never imports the app', () => {
  const appTypes = "import { type Cart } from '../../src/api/types';\nexport type Carts = Cart[];\n";
  const appTypesAsTypes = "import type { Cart } from '../../src/api/types';\nexport type Carts = Cart[];\n";
  const contractTypes =
    "import type { Cart } from '../../contracts/types/shopper';\nexport type Carts = Cart[];\n";
  const value = sample(
    'mock-server/sample.ts',
    "import { USER_TOKEN_HEADER } from '../src/api/types/shopper';\nexport const h = USER_TOKEN_HEADER;\n",
  );
  const reExport = sample('mock-server/sample.ts', "export type { Cart } from '../src/api/types';\n");
  const dynamic = sample(
    'mock-server/providers/browser/sample.ts',
    "export const load = () => import('../../../src/config');\n",
  );
  const typeImport = sample(
    'mock-server/checkout/sample.ts',
    "export type Carts = import('../../src/api/types').Cart[];\n",
  );
  const contractsInMock = sample('mock-server/shopper/sample.ts', contractTypes);
  const contractsInApp = sample('src/api/sample.ts', contractTypes);

  it.each([
    ['import', sample('mock-server/shopper/sample.ts', appTypes)],
    ['import type', sample('mock-server/shopper/sample.ts', appTypesAsTypes)],
  ])('refuses a mock file that imports ../../src/api/types (%s)', (_form, rules) => {
    expect(rules()).toEqual(['no-restricted-imports']);
  });

  it('refuses src at any depth, and a re-export, a dynamic import() or a type import() of it', () => {
    expect(value()).toEqual(['no-restricted-imports']);
    expect(reExport()).toEqual(['no-restricted-imports']);
    expect(dynamic()).toEqual(['no-restricted-syntax']);
    expect(typeImport()).toEqual(['no-restricted-syntax']);
  });

  it('accepts the contracts’ generated types, in the mock and in the app', () => {
    expect(contractsInMock()).toEqual([]);
    expect(contractsInApp()).toEqual([]);
  });
});

describe("lint: the mock's folders import one way", () => {
  const restricted = ['@typescript-eslint/no-restricted-imports'];
  const typeImportUp = sample(
    'mock-server/checkout/sample.ts',
    "import type { ProviderSessionView } from '../providers/types';\nexport type Views = ProviderSessionView[];\n",
  );
  const reExportUp = sample(
    'mock-server/contract/sample.ts',
    "export { createFaultHandler } from '../control/faultHandler';\n",
  );
  const nestedUp = sample(
    'mock-server/providers/browser/frame/sample.ts',
    "export type { DbOrder } from '../../../orders/types';\n",
  );
  const rootModule = sample(
    'mock-server/providers/threeDS/sample.ts',
    "export { handlers } from '../../handlers';\n",
  );
  const down = sample(
    'mock-server/providers/sample.ts',
    "import type { ProviderOrder } from '../checkout/types';\nexport type Orders = ProviderOrder[];\n",
  );
  const database = sample('mock-server/kit/sample.ts', "export { db } from '../db';\n");
  const ownHandlers = sample(
    'mock-server/providers/threeDS/sample.ts',
    "export { providerHandlers } from '../handlers';\n",
  );

  it('refuses a folder after it, by a type import or a re-export, at any depth, and the root modules', () => {
    expect(typeImportUp()).toEqual(restricted);
    expect(reExportUp()).toEqual(restricted);
    expect(nestedUp()).toEqual(restricted);
    expect(rootModule()).toEqual(restricted);
  });

  it('accepts a folder before it, db.ts, and its own module named like a root module', () => {
    expect(down()).toEqual([]);
    expect(database()).toEqual([]);
    expect(ownHandlers()).toEqual([]);
  });
});
