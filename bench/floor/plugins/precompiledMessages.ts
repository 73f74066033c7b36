import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const catalogue = /[\\/]floor[\\/]src[\\/]i18n[\\/][a-z]+\.json$/;
const prefix = '\0floor-catalogue:';
// Not ending in .json, or Vite's JSON plugin would parse the module again.
const suffix = '.js';

/**
 * The floor's catalogue as ready ASTs, parsed at build time like the shop's
 * (tooling/precompileMessages.ts), so react-intl runs on its parser-free build (the alias in
 * vite.config.ts) and no ICU parser ships.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'floor-precompiled-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.endsWith('.json')) return null;
      const file = resolve(dirname(importer), source);
      return catalogue.test(file) ? prefix + file + suffix : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -suffix.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
