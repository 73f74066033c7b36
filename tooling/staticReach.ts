import type { Plugin } from 'vite';

/**
 * The modules one module reaches by static imports, for a code-splitting group that keeps them in
 * one chunk: left alone, the bundler cuts what they share with lazy routes into many small chunks.
 * The plugin reads the module graph once the build has loaded every module, before chunking.
 */
export function staticReach(
  from: string,
  skip: (id: string) => boolean = () => false,
): { plugin: Plugin; has: (id: string) => boolean } {
  let reached: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'storefront:static-reach',
    apply: 'build',
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => id.replaceAll('\\', '/').endsWith(from));
      if (!start) throw new Error(`${from} is not a module of the build`);
      reached = new Set([start]);
      for (const id of reached)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? [])
          if (!skip(imported)) reached.add(imported);
    },
  };
  const has = (id: string) => {
    if (!reached) throw new Error('staticReach: asked before the module graph was read');
    return reached.has(id);
  };
  return { plugin, has };
}
