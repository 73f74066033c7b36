import type { RequestHandler } from 'msw';
import type { Database } from '../db';

/** One backend of the mock: the handlers that serve its slice of the database (db.ts seeds the slice). */
export interface Domain {
  /** The slice's key: `db()[name]`. */
  readonly name: keyof Database;
  /** Tried after the control surface and the fault handler, in the order of `domains.ts`. */
  readonly handlers: readonly RequestHandler[];
}

/** Checks the name against the database's slices. */
export function defineDomain(domain: Domain): Domain {
  return domain;
}
