import type { PageAlternate } from '../src/components/head/PageHead';

export interface SitemapEntry {
  /** Absolute URL. */
  url: string;
  /** ISO date-time of the page's last change. */
  lastModified: string;
  /** The same page in each market's language (absolute URLs), x-default included. */
  alternates: PageAlternate[];
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemaps protocol's urlset, each URL with its lastmod (W3C date) and Google's xhtml:link
 * language alternates, every address of the page listing all of them, itself included.
 */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified, alternates }) => {
    const links = alternates.map(
      ({ hrefLang, path }) =>
        `\n    <xhtml:link rel="alternate" hreflang="${xml(hrefLang)}" href="${xml(path)}"/>`,
    );
    return `  <url>\n    <loc>${xml(url)}</loc>\n    <lastmod>${xml(new Date(lastModified).toISOString().slice(0, 10))}</lastmod>${links.join('')}\n  </url>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** robots.txt as written, with the sitemap's absolute address (replacing any Sitemap line). */
export function robotsWithSitemap(robots: string, sitemapUrl: string): string {
  const kept = robots
    .split('\n')
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join('\n')
    .trimEnd();
  return `${kept}\n\nSitemap: ${sitemapUrl}\n`;
}
