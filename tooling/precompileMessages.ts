import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const catalogueFile = /[\\/]src[\\/](.+[\\/])?i18n[\\/](sv|en)\.json$/;
const prefix = '\0precompiled-catalogue:';
// The id must not end in .json, or Vite's own JSON plugin takes it.
const suffix = '.js';

/**
 * Parses the message catalogues at build time, so the browser gets ready ASTs and the ICU parser
 * stays out of the bundle (react-intl then uses the parser-free build, aliased in vite.config.ts).
 */
export function precompileMessages(): Plugin {
  return {
    name: 'storefront-precompile-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.endsWith('.json')) return null;
      const file = resolve(dirname(importer), source);
      return catalogueFile.test(file) ? prefix + file + suffix : null;
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
