import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// The written contracts (contracts/*.yaml), read as plain data: the mock is checked against them,
// never built from them.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ContractDocument {
  /** The file's name without `.yaml`: `shopper`, `proxy` … */
  name: string;
  doc: JsonObject;
}

/**
 * Where the contracts lie. CommonJS (jest) and Vite's bundled config define __dirname; under tsx the
 * mock is started from the repository's root.
 */
export function contractsDir(): string {
  return typeof __dirname === 'string'
    ? path.resolve(__dirname, '..', '..', 'contracts')
    : path.resolve('contracts');
}

/**
 * Parsing the YAML takes a few hundred milliseconds and jest does it once per test file, so the
 * parsed documents are kept as JSON, under a name that is the hash of the YAML they come from.
 */
const cacheDir = (dir: string) => path.resolve(dir, '..', 'node_modules', '.cache', 'storefront-contracts');

export function loadContracts(dir = contractsDir()): ContractDocument[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.yaml'.length),
      text: readFileSync(path.join(dir, file), 'utf8'),
    }));
  const hash = createHash('sha256');
  for (const { name, text } of files) hash.update(`${name}\0${text}\0`);
  const cached = path.join(cacheDir(dir), `${hash.digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as ContractDocument[];
  } catch {
    const documents = files.map(({ name, text }) => ({ name, doc: parse(text) as JsonObject }));
    try {
      mkdirSync(path.dirname(cached), { recursive: true });
      // Written aside and renamed: a parallel reader never sees half a file.
      const partial = `${cached}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(documents));
      renameSync(partial, cached);
      // Only the contracts as they are now are worth keeping.
      for (const old of readdirSync(path.dirname(cached))) {
        if (old.endsWith('.json') && path.join(path.dirname(cached), old) !== cached) {
          rmSync(path.join(path.dirname(cached), old), { force: true });
        }
      }
    } catch {
      // A read-only tree only loses the cache.
    }
    return documents;
  }
}
