import type { RequestHandler } from 'msw';

/** One backend of the mock: its slice of the database and the handlers that serve it. */
export interface Domain<Name extends string = string, Slice = unknown> {
  /** The slice's key: `db()[name]`. */
  readonly name: Name;
  /** A fresh slice from the seed fixtures; called on every start and reset. */
  readonly seed: () => Slice;
  /** Tried after the control surface and the fault handler, in the order of `domains.ts`. */
  readonly handlers: readonly RequestHandler[];
}

/** Keeps the literal name and the slice type, so `Database` can be derived from the domain list. */
export function defineDomain<const Name extends string, Slice>(
  domain: Domain<Name, Slice>,
): Domain<Name, Slice> {
  return domain;
}
