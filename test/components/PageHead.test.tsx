import { render } from '@testing-library/react';
import { PageHead, type PublicPage } from '../../src/components/head/PageHead';

// config.siteUrl as the tests have it: test/setup/env.ts sets no VITE_SITE_URL.
const SITE = 'http://localhost:4173';

const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'A </script><b>' };

const page: PublicPage = {
  path: '/produkt/x',
  description: 'En tröja att trycka på.',
  alternates: [
    { hrefLang: 'sv-SE', path: '/produkt/x' },
    { hrefLang: 'en-NO', path: '/product/y' },
    { hrefLang: 'x-default', path: '/produkt/x' },
  ],
  locale: 'sv_SE',
  image: '/img/a.svg',
  type: 'product',
  structuredData: [product],
};

const inHead = (selector: string) => document.head.querySelector(selector);
const content = (selector: string) => inHead(selector)?.getAttribute('content');

// The static title every served document has (index.html), which a page's own title outranks.
beforeEach(() => {
  document.head.replaceChildren();
  document.title = 'Printfabriken';
});

describe('the page head', () => {
  it("a private page: its title with the shop's name and noindex in <head>, both gone when the page goes", () => {
    const { unmount } = render(
      <main>
        <PageHead title="Kassan" />
      </main>,
    );
    expect(document.title).toBe('Kassan – Printfabriken');
    expect(inHead('meta[name="robots"][content="noindex"]')).not.toBeNull();

    unmount();
    expect(document.title).toBe('Printfabriken');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(inHead('meta[name="robots"]')).toBeNull();
  });

  it('a page meant to be found: indexable, with its description, absolute addresses, preview and structured data', () => {
    const { container } = render(
      <main>
        <PageHead title="A" page={page} />
      </main>,
    );
    expect(document.title).toBe('A – Printfabriken');
    expect(inHead('meta[name="robots"]')).toBeNull();
    expect(content('meta[name="description"]')).toBe('En tröja att trycka på.');
    expect(inHead('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/produkt/x`);
    expect(
      Array.from(document.head.querySelectorAll('link[rel="alternate"]'), (link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['sv-SE', `${SITE}/produkt/x`],
      ['en-NO', `${SITE}/product/y`],
      ['x-default', `${SITE}/produkt/x`],
    ]);
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[property="og:image"]')).toBe(`${SITE}/img/a.svg`);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');

    // Structured data stays where the page renders it (PageHead says why).
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const text = scripts[0]!.textContent ?? '';
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(product);
    // The product's text could not end the element and add markup of its own.
    expect(container.querySelector('b')).toBeNull();
  });
});
