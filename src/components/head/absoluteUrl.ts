import { config } from '../../config';

/** A path on the shop's public origin (config.siteUrl) as an absolute URL; an absolute URL stays. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${config.siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
