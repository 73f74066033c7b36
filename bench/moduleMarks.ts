/**
 * An unminified chunk marks each module's code with a comment line naming its path
 * (`// node_modules/react/index.js`, `// src/app/store.ts`). Where each begins, by line (0-based,
 * as the CPU profile counts), so a sampled line can be told to its module.
 */
export interface ModuleStart {
  line: number;
  module: string;
}

export function moduleStarts(source: string): ModuleStart[] {
  const starts: ModuleStart[] = [];
  source.split('\n').forEach((text, line) => {
    const mark = /^\/\/ ((?:src|node_modules)\/\S+)$/.exec(text);
    if (mark) starts.push({ line, module: mark[1]! });
  });
  return starts;
}

/**
 * The module a line belongs to, named as a reader looks for it: a package by its name
 * (`@mui/material`), our own code by its path. Lines before the first mark are the chunk's own.
 */
export function moduleAt(starts: readonly ModuleStart[], line: number): string {
  let found: ModuleStart | undefined;
  for (const start of starts) {
    if (start.line > line) break;
    found = start;
  }
  if (!found) return '(chunk)';
  const packageName = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(found.module);
  return packageName ? packageName[1]! : found.module;
}
