import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The Swedish catalogue is cut in three: the frame's and the shop pages' texts ship with the shell
// (catalogues/sv.ts); the checkout's load with the checkout (catalogues/svCheckout.ts); the account,
// company, sign-up and password pages' texts load with the first of those pages
// (catalogues/svPages.ts). Nothing may fall between them, and nothing may need a part its pages do
// not load.

const srcRoot = join(__dirname, '../../src');

/** The features whose texts each part that loads with its pages holds. */
const pageParts = {
  pages: ['account', 'companyArea', 'invitation', 'orders', 'password', 'profile', 'quickOrder', 'signup'],
  checkout: ['checkout'],
} as const;
type Part = keyof typeof pageParts;
const parts = Object.keys(pageParts) as Part[];

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const read = (path: string): Record<string, string> => JSON.parse(readFileSync(path, 'utf8'));
const featureOf = (path: string) => {
  const parts = relative(srcRoot, path).split(sep);
  return parts[0] === 'features' ? parts[1] : undefined;
};
const partOf = (path: string): Part | undefined =>
  parts.find((part) => (pageParts[part] as readonly string[]).includes(featureOf(path) ?? ''));

type Catalogues = typeof import('../../src/app/catalogues');
const freshCatalogues = async (): Promise<Catalogues> => {
  let module: Catalogues | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('../../src/app/catalogues');
  });
  return module!;
};

describe('the Swedish catalogue in parts', () => {
  const swedishFiles = filesUnder(srcRoot, (path) => path.endsWith(`i18n${sep}sv.json`)).filter(
    (path) => featureOf(path) !== 'legal',
  );
  const keysOf = (part: Part | undefined) =>
    swedishFiles.filter((path) => partOf(path) === part).flatMap((path) => Object.keys(read(path)));

  it('holds every Swedish text in exactly one part', async () => {
    const frame = (await import('../../src/app/catalogues/sv')).default;
    const loaded = {
      pages: (await import('../../src/app/catalogues/svPages')).default,
      checkout: (await import('../../src/app/catalogues/svCheckout')).default,
    };
    const every = swedishFiles.flatMap((path) => Object.keys(read(path)));
    const all = [frame, loaded.pages, loaded.checkout].flatMap((part) => Object.keys(part));
    expect([...all].sort()).toEqual([...new Set(every)].sort());
    expect(all).toHaveLength(new Set(all).size);
    expect(Object.keys(frame).sort()).toEqual([...keysOf(undefined)].sort());
    for (const part of parts) expect(Object.keys(loaded[part]).sort()).toEqual([...keysOf(part)].sort());
  });

  it.each(parts)('names no text of the %s part outside the features whose pages load it', (part) => {
    const others = new Set(
      swedishFiles.filter((path) => partOf(path) !== part).flatMap((path) => Object.keys(read(path))),
    );
    // Each key by its shortest prefix no text outside the part shares ('company.card', not 'company').
    const prefixes = new Set(
      keysOf(part).map((key) => {
        const segments = key.split('.');
        for (let length = 1; length < segments.length; length += 1) {
          const prefix = segments.slice(0, length).join('.');
          if (![...others].some((other) => other.startsWith(`${prefix}.`))) return prefix;
        }
        return key;
      }),
    );
    const escaped = [...prefixes].map((prefix) => prefix.replace(/\./g, '\\.'));
    const quotedPrefix = new RegExp(`['"\`](${escaped.join('|')})\\.[A-Za-z]`);
    const code = filesUnder(srcRoot, (path) => /\.tsx?$/.test(path)).filter((path) => partOf(path) !== part);
    const naming = code.filter((path) => quotedPrefix.test(readFileSync(path, 'utf8')));
    expect(naming.map((path) => relative(srcRoot, path))).toEqual([]);
  });
});

describe('loading the page texts', () => {
  const laterKey = 'orders.title';
  const checkoutKey = 'checkout.title';

  it('starts with the frame’s Swedish texts, ready, and no English', async () => {
    const catalogues = await freshCatalogues();
    expect(catalogues.catalogueReady('sv')).toBe(true);
    expect(catalogues.loadedCatalogue('sv')).not.toHaveProperty([laterKey]);
    expect(catalogues.loadedCatalogue('sv')).not.toHaveProperty([checkoutKey]);
    expect(catalogues.loadedCatalogue('sv')).toHaveProperty(['cart.page.title']);
    expect(catalogues.catalogueReady('en')).toBe(false);
    expect(catalogues.loadedCatalogue('en')).toBeUndefined();
  });

  it('adds each part to Swedish as its pages ask for it, and tells its listeners', async () => {
    const catalogues = await freshCatalogues();
    const heard = jest.fn();
    catalogues.subscribeToCatalogues(heard);
    const before = catalogues.cataloguesVersion();
    await catalogues.loadPageTexts('sv', 'checkout');
    expect(catalogues.loadedCatalogue('sv')).toHaveProperty([checkoutKey]);
    expect(catalogues.loadedCatalogue('sv')).not.toHaveProperty([laterKey]);
    expect(catalogues.loadedCatalogue('sv')).toHaveProperty(['cart.page.title']);
    expect(catalogues.catalogueReady('sv')).toBe(true);
    expect(heard).toHaveBeenCalled();
    expect(catalogues.cataloguesVersion()).toBeGreaterThan(before);
    await catalogues.loadPageTexts('sv', 'pages');
    expect(catalogues.loadedCatalogue('sv')).toHaveProperty([laterKey]);
    expect(catalogues.loadedCatalogue('sv')).toHaveProperty([checkoutKey]);
  });

  it('after an English checkout, Swedish is ready only once it has the checkout’s texts', async () => {
    const catalogues = await freshCatalogues();
    await catalogues.loadPageTexts('en', 'checkout');
    expect(catalogues.loadedCatalogue('en')).toHaveProperty([checkoutKey]);
    expect(catalogues.catalogueReady('sv')).toBe(false);
    await catalogues.loadCatalogue('sv');
    expect(catalogues.catalogueReady('sv')).toBe(true);
    expect(catalogues.loadedCatalogue('sv')).toHaveProperty([checkoutKey]);
    expect(catalogues.loadedCatalogue('sv')).toHaveProperty([laterKey]);
  });

  it('fetches each language once however often it is asked', async () => {
    const catalogues = await freshCatalogues();
    const [first, second] = await Promise.all([
      catalogues.loadCatalogue('sv'),
      catalogues.loadCatalogue('sv'),
    ]);
    expect(second).toBe(first);
    expect(await catalogues.loadCatalogue('sv')).toBe(first);
  });

  it('asks again for a part that failed to arrive (offline, a deploy mid-visit)', async () => {
    let refuse = true;
    jest.doMock('../../src/app/catalogues/svCheckout', () => {
      if (refuse) throw new Error('Failed to fetch dynamically imported module');
      return { __esModule: true, default: { [checkoutKey]: 'Kassa' } };
    });
    try {
      const catalogues = await freshCatalogues();
      await expect(catalogues.loadPageTexts('sv', 'checkout')).rejects.toThrow('Failed to fetch');
      expect(catalogues.catalogueReady('sv')).toBe(false);
      refuse = false;
      await catalogues.loadPageTexts('sv', 'checkout');
      expect(catalogues.catalogueReady('sv')).toBe(true);
      expect(catalogues.loadedCatalogue('sv')).toHaveProperty([checkoutKey], 'Kassa');
    } finally {
      jest.dontMock('../../src/app/catalogues/svCheckout');
    }
  });
});

describe('the landing pages whose texts are not in the shell', () => {
  it('preload their texts beside their own code, so their first render does not wait for them', async () => {
    const { landingRoutes } = await import('../../tooling/landingRoutes');
    const withTexts = landingRoutes.flatMap(({ route, module, alsoPreload }) => {
      const part = partOf(join(srcRoot, '..', module));
      return part ? [{ route, part, alsoPreload }] : [];
    });
    expect(withTexts.map(({ route }) => route)).toEqual([
      '/checkout',
      '/signup/',
      '/create-account/',
      '/reset-password/',
    ]);
    const partModule: Record<Part, string> = {
      pages: 'src/app/catalogues/svPages.ts',
      checkout: 'src/app/catalogues/svCheckout.ts',
    };
    for (const { part, alsoPreload } of withTexts) expect(alsoPreload).toEqual([partModule[part]]);
  });
});
