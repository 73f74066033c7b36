import { sideEffectsChunk } from '../../tooling/sideEffectsChunk';

// A module graph as the bundler's plugin context reports it once every module is loaded.
const graph: Record<string, string[]> = {
  '/repo/src/main.tsx': ['/repo/src/app/store.ts'],
  '/repo/src/app/sideEffects.ts': ['/repo/src/app/sagaRuntime.ts', '/repo/src/api/http.ts'],
  '/repo/src/app/sagaRuntime.ts': ['/repo/node_modules/redux-saga/index.js', '/repo/src/app/rootSaga.ts'],
  // The root saga names the features' sagas through their indexes.
  '/repo/src/app/rootSaga.ts': ['/repo/src/features/cart/index.ts'],
  '/repo/src/features/cart/index.ts': [
    '/repo/src/features/cart/cartSagas.ts',
    '/repo/src/features/cart/selectors.ts',
    '/repo/src/features/cart/CartLines.tsx',
  ],
  '/repo/src/features/cart/cartSagas.ts': [
    '/repo/src/features/cart/cartSession.ts',
    '/repo/src/features/cart/selectors.ts',
  ],
  // A helper of the sagas' that calls the API client: theirs, though its name does not say so.
  '/repo/src/features/cart/cartSession.ts': ['/repo/src/api/http.ts', '/repo/src/lib/money.ts'],
  '/repo/src/api/http.ts': ['/repo/node_modules/axios/index.js'],
  // Pure, though it imports the index the sagas are in: it names only the index's constants.
  '/repo/src/features/cart/selectors.ts': ['/repo/src/features/cart/index.ts', '/repo/src/lib/money.ts'],
  '/repo/src/features/cart/CartLines.tsx': ['/repo/src/features/cart/lineView.ts'],
  '/repo/node_modules/redux-saga/index.js': [],
  '/repo/node_modules/axios/index.js': [],
  '/repo/src/lib/money.ts': [],
  '/repo/src/features/cart/lineView.ts': [],
  '/repo/src/app/store.ts': [],
};
const context = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
};
const chunkOf = (from: string) =>
  sideEffectsChunk(from, {
    skip: (id) => id.endsWith('.tsx'),
    runtimePackages: /node_modules[\\/](?:axios|redux-saga)[\\/]/,
  });
const readGraph = (chunk: ReturnType<typeof chunkOf>) =>
  (chunk.plugin.buildEnd as unknown as (this: typeof context) => void).call(context);

describe('the side-effects chunk', () => {
  const chunk = chunkOf('src/app/sideEffects.ts');
  beforeAll(() => readGraph(chunk));

  it('keeps the saga runtime, the HTTP client, the sagas and what calls them: what reaches a runtime package by direct imports', () => {
    expect(Object.keys(graph).filter(chunk.has)).toEqual([
      '/repo/src/app/sideEffects.ts',
      '/repo/src/app/sagaRuntime.ts',
      '/repo/src/app/rootSaga.ts',
      '/repo/src/features/cart/cartSagas.ts',
      '/repo/src/features/cart/cartSession.ts',
      '/repo/src/api/http.ts',
      '/repo/node_modules/redux-saga/index.js',
      '/repo/node_modules/axios/index.js',
    ]);
  });

  it("gives the pages what else it reaches (selectors, money, a feature's index), never what lies behind a skipped module", () => {
    expect(Object.keys(graph).filter(chunk.sharedWithPages)).toEqual([
      '/repo/src/features/cart/index.ts',
      '/repo/src/features/cart/selectors.ts',
      '/repo/src/lib/money.ts',
    ]);
    expect(chunk.has('/repo/src/features/cart/lineView.ts')).toBe(false);
    expect(chunk.sharedWithPages('/repo/src/features/cart/lineView.ts')).toBe(false);
    expect(chunk.sharedWithPages('/repo/src/main.tsx')).toBe(false);
  });

  it("fails the build where a chunk without sagas imports the sagas' chunk: a page would wait for it", () => {
    const output = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
      type: 'chunk' as const,
      fileName,
      moduleIds,
      imports,
    });
    const sagas = output('sideEffects.js', ['/repo/src/app/sideEffects.ts', '/repo/src/api/http.ts']);
    const shared = output('sagasShared.js', ['/repo/src/features/cart/selectors.ts']);
    // A route's sagas, loaded with the route: they may.
    const routeSagas = output(
      'checkoutSagas.js',
      ['/repo/src/features/checkout/checkoutSagas.ts'],
      ['sideEffects.js', 'sagasShared.js'],
    );
    const page = (imports: string[]) =>
      output('CartPage.js', ['/repo/src/features/cart/CartPage.tsx'], imports);
    const pluginContext = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const generate = (outputs: ReturnType<typeof output>[]) =>
      (
        chunk.plugin.generateBundle as unknown as (this: typeof pluginContext, o: unknown, b: object) => void
      ).call(pluginContext, {}, Object.fromEntries(outputs.map((one) => [one.fileName, one])));

    expect(() => generate([sagas, shared, routeSagas, page(['sagasShared.js'])])).not.toThrow();
    expect(() => generate([sagas, shared, routeSagas, page(['sideEffects.js'])])).toThrow(
      "CartPage.js has no sagas but imports sideEffects.js, the sagas' chunk",
    );
  });

  it('fails the build when the module is not part of it, and refuses to answer before the graph is read', () => {
    const missing = chunkOf('src/app/nowhere.ts');
    expect(() => missing.has('/repo/src/main.tsx')).toThrow(/before the module graph was read/);
    expect(() => readGraph(missing)).toThrow(/src\/app\/nowhere.ts is not a module of the build/);
  });
});
