import { http } from 'msw';
import { guard, type Resolver } from './guard';

/** A proxy (/api) route: its paths end in '/' (docs/rules.md#calls); accept them without it too. */
export function route(method: 'get' | 'post' | 'put' | 'delete', path: string, resolver: Resolver) {
  const guarded = guard('proxy', resolver);
  return [http[method](`*${path}/`, guarded), http[method](`*${path}`, guarded)];
}
