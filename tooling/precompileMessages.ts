import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const catalogueFile = /^src[\\/](.+[\\/])?i18n[\\/](sv|en)\.json$/;
const prefix = '\0precompiled-catalogue:';
// The id must not end in .json, or Vite's own JSON plugin takes it.
const suffix = '.js';

/** The catalogue's path from the root, or null when `file` is not one of the app's catalogues. */
function catalogueOf(root: string, file: string): string | null {
  const path = relative(root, resolve(root, file));
  return !isAbsolute(path) && !path.startsWith('..') && catalogueFile.test(path) ? path : null;
}

/**
 * Parses the message catalogues at build time, so the browser gets ready ASTs and the ICU parser
 * stays out of the bundle (react-intl then uses the parser-free build, aliased in vite.config.ts).
 * The virtual id names the catalogue from the project's root: the dev server hands it to whoever
 * asks for `/@id/__x00__precompiled-catalogue:…`, so it neither shows the machine's paths nor
 * reads any file but the app's catalogues.
 */
export function precompileMessages(): Plugin {
  let root = process.cwd();
  return {
    name: 'storefront-precompile-messages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (!importer || !source.endsWith('.json')) return null;
      const catalogue = catalogueOf(root, resolve(dirname(importer), source));
      return catalogue === null ? null : prefix + catalogue.replaceAll('\\', '/') + suffix;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const catalogue = id.endsWith(suffix)
        ? catalogueOf(root, id.slice(prefix.length, -suffix.length))
        : null;
      if (catalogue === null) this.error('not a message catalogue of the app');
      const file = resolve(root, catalogue);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
