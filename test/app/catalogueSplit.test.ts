import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The Swedish catalogue is cut in two: the frame's and the shop pages' texts ship with the shell
// (catalogues/sv.ts), the account, company, sign-up and password pages' texts load with the first
// of those pages (catalogues/svPages.ts). Nothing may fall between the two, and nothing the shell renders may
// need the second part.

const srcRoot = join(__dirname, '../../src');

/** The features whose texts are in svPages.ts. */
const laterFeatures = [
  'account',
  'companyArea',
  'invitation',
  'orders',
  'password',
  'profile',
  'quickOrder',
  'signup',
];

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

type Catalogues = typeof import('../../src/app/catalogues');
const freshCatalogues = async (): Promise<Catalogues> => {
  let module: Catalogues | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('../../src/app/catalogues');
  });
  return module!;
};

describe('the Swedish catalogue in two parts', () => {
  const swedishFiles = filesUnder(srcRoot, (path) => path.endsWith(`i18n${sep}sv.json`)).filter(
    (path) => featureOf(path) !== 'legal',
  );
  const laterKeys = swedishFiles
    .filter((path) => laterFeatures.includes(featureOf(path) ?? ''))
    .flatMap((path) => Object.keys(read(path)));

  it('holds every Swedish text in exactly one part', async () => {
    const frame = (await import('../../src/app/catalogues/sv')).default;
    const pages = (await import('../../src/app/catalogues/svPages')).default;
    const every = swedishFiles.flatMap((path) => Object.keys(read(path)));
    expect(Object.keys({ ...frame, ...pages }).sort()).toEqual([...new Set(every)].sort());
    expect(Object.keys(frame).filter((key) => key in pages)).toEqual([]);
    expect(Object.keys(pages).sort()).toEqual([...laterKeys].sort());
  });

  it('names no later page’s text outside that page’s own feature', () => {
    const prefixes = [...new Set(laterKeys.map((key) => key.split('.')[0]!))];
    const code = filesUnder(srcRoot, (path) => /\.tsx?$/.test(path)).filter(
      (path) => !laterFeatures.includes(featureOf(path) ?? ''),
    );
    const quotedPrefix = new RegExp(`['"\`](${prefixes.join('|')})\\.[A-Za-z]`);
    const naming = code.filter((path) => quotedPrefix.test(readFileSync(path, 'utf8')));
    expect(naming.map((path) => relative(srcRoot, path))).toEqual([]);
  });
});

describe('loading the later pages’ texts', () => {
  const laterKey = 'orders.title';

  it('starts with the frame’s Swedish texts, ready, and no English', async () => {
    const catalogues = await freshCatalogues();
    expect(catalogues.catalogueReady('sv')).toBe(true);
    expect(catalogues.loadedCatalogue('sv')).not.toHaveProperty([laterKey]);
    expect(catalogues.loadedCatalogue('sv')).toHaveProperty(['cart.page.title']);
    expect(catalogues.catalogueReady('en')).toBe(false);
    expect(catalogues.loadedCatalogue('en')).toBeUndefined();
  });

  it('adds the page texts to Swedish and tells its listeners', async () => {
    const catalogues = await freshCatalogues();
    const heard = jest.fn();
    catalogues.subscribeToCatalogues(heard);
    const before = catalogues.cataloguesVersion();
    await catalogues.loadPageTexts('sv');
    expect(catalogues.loadedCatalogue('sv')).toHaveProperty([laterKey]);
    expect(catalogues.loadedCatalogue('sv')).toHaveProperty(['cart.page.title']);
    expect(catalogues.catalogueReady('sv')).toBe(true);
    expect(heard).toHaveBeenCalled();
    expect(catalogues.cataloguesVersion()).toBeGreaterThan(before);
  });

  it('after an English page, Swedish is ready only once it is whole', async () => {
    const catalogues = await freshCatalogues();
    await catalogues.loadPageTexts('en');
    expect(catalogues.loadedCatalogue('en')).toHaveProperty([laterKey]);
    expect(catalogues.catalogueReady('sv')).toBe(false);
    await catalogues.loadCatalogue('sv');
    expect(catalogues.catalogueReady('sv')).toBe(true);
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
});

describe('the landing pages outside the frame', () => {
  it('preload the later pages’ texts beside their own code, so their first render does not wait for them', async () => {
    const { landingRoutes } = await import('../../tooling/landingRoutes');
    const outside = landingRoutes.filter(({ module }) =>
      laterFeatures.includes(featureOf(join(srcRoot, '..', module)) ?? ''),
    );
    expect(outside.map(({ route }) => route)).toEqual(['/signup/', '/create-account/', '/reset-password/']);
    for (const { alsoPreload } of outside) expect(alsoPreload).toContain('src/app/catalogues/svPages.ts');
  });
});
