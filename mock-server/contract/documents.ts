import { readdirSync, readFileSync } from 'node:fs';
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

export function loadContracts(dir = contractsDir()): ContractDocument[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.yaml'.length),
      doc: parse(readFileSync(path.join(dir, file), 'utf8')) as JsonObject,
    }));
}
