import { HttpResponse } from 'msw';
import type { ProxyEnvelope } from '../../contracts/types/proxy';

/** The proxy's envelope with its `data` typed: the contract's envelopes are ProxyEnvelope & { data }. */
export type Envelope<T> = ProxyEnvelope & { data: T };

/** The product's own proxy (/api) wraps every answer as { ok, status, data }. */
export function envelope<T>(data: T, status = 200): Response {
  const body = { ok: true, status, data } satisfies Envelope<T>;
  return HttpResponse.json(body, { status });
}
