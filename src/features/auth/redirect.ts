import { config } from '../../config';

/**
 * Where a login lands: the `redirect` query value when it is a path on this site, else the
 * configured redirect (docs/rules.md#login). Anything that could leave the site ('//host', '/\host',
 * 'https:…') is ignored, so a crafted login link cannot send the shopper elsewhere.
 */
export function loginRedirectTarget(
  redirect: string | null | undefined,
  fallback: string = config.loginRedirect,
) {
  if (!redirect) return fallback;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  // Control characters (a tab or newline inside '/\t/host') can also turn a path into a host.
  if ([...redirect].some((char) => char.charCodeAt(0) < 32)) return fallback;
  return redirect;
}
