import { robotsWithSitemap, sitemapXml } from '../../tooling/sitemap';
import { isShellRoute, redirectsFile } from '../../tooling/shellRoutes';
import { inlineScriptHashes } from '../../tooling/contentSecurityPolicy';

describe('the sitemap', () => {
  const xml = sitemapXml([
    {
      url: 'https://shop.example/produkt/a&b',
      lastModified: '2026-09-03T08:00:00.000Z',
      alternates: [
        { hrefLang: 'sv-SE', path: 'https://shop.example/produkt/a&b' },
        { hrefLang: 'en-NO', path: 'https://shop.example/product/a-b' },
        { hrefLang: 'x-default', path: 'https://shop.example/produkt/a&b' },
      ],
    },
  ]);

  it('is a sitemaps.org urlset with the xhtml namespace for the language alternates', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('gives each URL, escaped, its W3C-date lastmod and every alternate, itself included', () => {
    expect(xml).toContain('<loc>https://shop.example/produkt/a&amp;b</loc>');
    expect(xml).toContain('<lastmod>2026-09-03</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="sv-SE" href="https://shop.example/produkt/a&amp;b"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en-NO" href="https://shop.example/product/a-b"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/produkt/a&amp;b"/>',
    );
  });

  it('is named by robots.txt, in place of any Sitemap line it had', () => {
    expect(robotsWithSitemap('User-agent: *\nAllow: /\n', 'https://shop.example/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
    expect(
      robotsWithSitemap(
        'User-agent: *\nSitemap: https://old.example/s.xml\n',
        'https://shop.example/sitemap.xml',
      ),
    ).toBe('User-agent: *\n\nSitemap: https://shop.example/sitemap.xml\n');
  });
});

describe("the app's addresses without a document of their own", () => {
  it.each([
    '/my-account/overview/',
    '/my-account/orders/o-1',
    '/my-account',
    '/checkout/confirmation',
    '/new-password/',
    '/new-password',
    '/verify-email/',
    '/invitation/',
    '/account',
  ])('%s is the app shell', (path) => expect(isShellRoute(path)).toBe(true));

  it.each([
    '/my-accountx',
    '/produkt/finns-inte',
    '/finns-inte',
    '/checkout/confirmationx',
    '/en/my-account/',
  ])('%s is not', (path) => expect(isShellRoute(path)).toBe(false));

  it('are told to static hosts as rewrites to the app shell (status 200), below a folder too', () => {
    const lines = redirectsFile().trim().split('\n');
    expect(lines).toContain('/my-account /app-shell.html 200');
    expect(lines).toContain('/my-account/* /app-shell.html 200');
    expect(lines).toContain('/checkout/confirmation /app-shell.html 200');
    expect(lines).toContain('/new-password/ /app-shell.html 200');
    expect(lines.every((line) => / \/app-shell\.html 200$/.test(line))).toBe(true);
  });
});

describe("the policy's script hashes", () => {
  it('leave out data blocks (JSON, JSON-LD), which never run', () => {
    const html =
      '<script type="application/json" id="a">{"a":1}</script><script type="application/ld+json">{"@type":"Product"}</script>' +
      '<script>run()</script><script type="module">go()</script><script type="text/javascript">x()</script>';
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });
});
