import { staticReach } from '../../tooling/staticReach';

// A module graph as the bundler's plugin context reports it once every module is loaded.
const graph: Record<string, string[]> = {
  '/repo/src/main.tsx': ['/repo/src/app/store.ts'],
  '/repo/src/app/sideEffects.ts': ['/repo/src/app/sagaRuntime.ts', '/repo/node_modules/axios/index.js'],
  '/repo/src/app/sagaRuntime.ts': ['/repo/src/features/cart/index.ts'],
  '/repo/src/features/cart/index.ts': [
    '/repo/src/features/cart/cartSagas.ts',
    '/repo/src/features/cart/CartLines.tsx',
  ],
  '/repo/src/features/cart/CartLines.tsx': ['/repo/src/features/cart/lineView.ts'],
  '/repo/src/features/cart/cartSagas.ts': ['/repo/src/features/cart/index.ts'],
  '/repo/node_modules/axios/index.js': [],
  '/repo/src/features/cart/lineView.ts': [],
  '/repo/src/app/store.ts': [],
};
const context = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
};
const readGraph = (reach: ReturnType<typeof staticReach>) =>
  (reach.plugin.buildEnd as unknown as (this: typeof context) => void).call(context);

describe('the modules one module reaches by static imports', () => {
  it('follows static imports from the module, through cycles, skipping what the filter names and what lies behind it', () => {
    const reach = staticReach('src/app/sideEffects.ts', (id) => id.endsWith('.tsx'));
    readGraph(reach);
    expect(Object.keys(graph).filter(reach.has)).toEqual([
      '/repo/src/app/sideEffects.ts',
      '/repo/src/app/sagaRuntime.ts',
      '/repo/src/features/cart/index.ts',
      '/repo/src/features/cart/cartSagas.ts',
      '/repo/node_modules/axios/index.js',
    ]);
  });

  it('fails the build when the module is not part of it, and refuses to answer before the graph is read', () => {
    const missing = staticReach('src/app/nowhere.ts');
    expect(() => missing.has('/repo/src/main.tsx')).toThrow(/before the module graph was read/);
    expect(() => readGraph(missing)).toThrow(/src\/app\/nowhere.ts is not a module of the build/);
  });
});
