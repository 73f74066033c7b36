import { HttpResponse } from 'msw';
import type { ProxyEnvelope } from '../../src/api/types';

/** The product's own proxy (/api) wraps every answer as { ok, status, data }. */
export function envelope<T>(data: T, status = 200): Response {
  const body = { ok: true, status, data } satisfies ProxyEnvelope<T>;
  return HttpResponse.json(body, { status });
}
