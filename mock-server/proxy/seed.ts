import type { ProxyDb } from './types';

/** The proxy starts without a management token: its first management call fetches one. */
export function seedProxy(): ProxyDb {
  return { managementToken: null };
}
