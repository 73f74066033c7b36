import type { Plugin } from 'vite';

const sagaModule = /[\\/]src[\\/].*[sS]agas?\.ts$/;
const featureIndex = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * The modules of the side-effects chunk (src/app/sideEffects.ts), read from the module graph once
 * the build has loaded every module, before chunking: of what that module reaches by static
 * imports (but `skip`), the sagas' own: the runtime packages (`runtimePackages`: the saga
 * middleware, the HTTP client), the saga modules, and every module that imports one of those
 * directly (services, API clients).
 *
 * What else it reaches is pure (selectors, money, error texts, effect helpers), and the pages use
 * it too: in the side-effects chunk it made each page that imports one of them import the whole
 * chunk, axios and all, so the page's first render waited for it. `sharedWithPages` names those
 * modules, for a chunk of their own that pages and sagas share.
 */
export function sideEffectsChunk(
  from: string,
  { skip, runtimePackages }: { skip: (id: string) => boolean; runtimePackages: RegExp },
): { plugin: Plugin; has: (id: string) => boolean; sharedWithPages: (id: string) => boolean } {
  let own: Set<string> | null = null;
  let shared: Set<string> | null = null;
  let startId: string | undefined;
  const plugin: Plugin = {
    name: 'storefront:side-effects-chunk',
    apply: 'build',
    buildEnd() {
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const start = [...this.getModuleIds()].find((id) => id.replaceAll('\\', '/').endsWith(from));
      if (!start) throw new Error(`${from} is not a module of the build`);
      startId = start;
      const reached = new Set([start]);
      for (const id of reached)
        for (const imported of imports(id)) if (!skip(imported)) reached.add(imported);
      // The sagas' own: a runtime package's module, a saga module, and what imports one of those
      // directly. A feature's index re-exports its sagas beside its selectors and a module that
      // imports the index takes only what it names: the index is no one's side.
      const sagas = new Set([...reached].filter((id) => runtimePackages.test(id) || sagaModule.test(id)));
      for (let grew = true; grew;) {
        grew = false;
        for (const id of reached)
          if (
            !sagas.has(id) &&
            !featureIndex.test(id) &&
            imports(id).some((imported) => sagas.has(imported) && !featureIndex.test(imported))
          ) {
            sagas.add(id);
            grew = true;
          }
      }
      sagas.add(start);
      own = sagas;
      shared = new Set([...reached].filter((id) => !sagas.has(id)));
    },
    // Only the sagas import the sagas' chunk: a page (or what pages share) that did would bring
    // it back into their first render.
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const sagas = chunks.find((chunk) => chunk.moduleIds.includes(startId ?? ''));
      if (!sagas) return;
      for (const chunk of chunks) {
        if (chunk === sagas || !chunk.imports.includes(sagas.fileName)) continue;
        if (chunk.moduleIds.some((id) => own?.has(id) || sagaModule.test(id))) continue;
        this.error(`${chunk.fileName} has no sagas but imports ${sagas.fileName}, the sagas' chunk`);
      }
    },
  };
  const read = (set: Set<string> | null) => {
    if (!set) throw new Error('sideEffectsChunk: asked before the module graph was read');
    return set;
  };
  return {
    plugin,
    has: (id) => read(own).has(id),
    sharedWithPages: (id) => read(shared).has(id),
  };
}
