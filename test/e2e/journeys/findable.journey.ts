// The built shop read as a search engine or a link preview reads it: plain HTTP, no JavaScript.
// Every product of the catalogue, in both languages, is served with its own title, description,
// canonical, language alternates, preview tags, structured data and content; the home pages link
// every product; the sitemap lists every public page and product with its alternates; private
// pages are noindex; unknown addresses answer 404. The catalogue is read from the backend's API,
// not from the build, so the journey can disagree with the build.
import assert from 'node:assert/strict';
import type { Journey } from '../support/journey';
import { alternatesOf, fetchServed, metaContent, type ServedDocument } from '../support/servedHtml';

interface Market {
  id: string;
  country: string;
  language: string;
  currency: string;
  productUrlPrefix: string;
}
interface Summary {
  id: string;
  name: string;
  slug: string;
  slugs: Record<string, string>;
  markets: string[];
  price: { salePriceAmount: number; currencyCode: string };
}

const pathOf = (url: string) => new URL(url).pathname;
const noindex = (document: ServedDocument) =>
  (metaContent(document, 'robots') ?? '').split(',').some((value) => value.trim() === 'noindex');

async function getJson<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseURL), { headers: { Accept: 'application/json' } });
  assert.equal(response.status, 200, `GET ${path}`);
  return (await response.json()) as T;
}

const journey: Journey = {
  name: 'findable',
  run: async (ctx) => {
    const { baseURL } = ctx;
    const { data: config } = await getJson<{ data: { markets: Market[] } }>(baseURL, '/api/settings');
    const listing = async (market: Market) =>
      getJson<Summary[]>(
        baseURL,
        `/shopper/products?countryCode=${market.country}&languageCode=${market.language}&storeGroupId=default`,
      );
    const sweden = config.markets.find((market) => market.language === 'sv');
    const english = config.markets.filter((market) => market.language === 'en');
    assert.ok(sweden && english.length > 0, 'the backend has a Swedish and an English market');
    const swedish = await listing(sweden);
    const englishListings = await Promise.all(english.map(listing));
    const addressMarket = english[0] as Market;
    const englishProducts = englishListings[0] ?? [];

    let sitemapUrls: string[] = [];
    let sitemap = '';
    await ctx.step(
      'the sitemap lists every public page and product in both languages; robots.txt names it',
      async () => {
        const response = await fetch(new URL('/sitemap.xml', baseURL));
        assert.equal(response.status, 200);
        assert.match(response.headers.get('content-type') ?? '', /xml/);
        sitemap = await response.text();
        assert.match(
          sitemap,
          /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
        );
        sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
        const paths = sitemapUrls.map(pathOf).sort();
        const expected = [
          '/',
          '/terms',
          '/integrity',
          '/privacy-policy/',
          '/en/',
          '/en/terms',
          '/en/integrity',
          '/en/privacy-policy/',
          ...swedish.map((product) => `/${sweden.productUrlPrefix}/${product.slug}`),
          ...englishProducts.map((product) => `/${addressMarket.productUrlPrefix}/${product.slug}`),
        ].sort();
        assert.deepEqual(paths, expected);
        const entries = sitemap.split('<url>').slice(1);
        for (const entry of entries) {
          assert.match(entry, /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/, 'every URL has its lastmod');
          assert.match(entry, /<xhtml:link rel="alternate" hreflang="x-default" href="https?:\/\/[^"]+"\/>/);
        }
        const robots = await (await fetch(new URL('/robots.txt', baseURL))).text();
        const named = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
        assert.ok(named && pathOf(named) === '/sitemap.xml', `robots.txt names the sitemap: ${robots}`);
        assert.equal(new URL(named).origin, new URL(sitemapUrls[0] ?? '').origin);
      },
    );
    const siteOrigin = new URL(sitemapUrls[0] ?? baseURL).origin;
    const absolute = (path: string) => `${siteOrigin}${path}`;

    const checkProduct = async (
      product: Summary,
      market: Market,
      offers: { currency: string; region: string }[],
    ) => {
      const path = `/${market.productUrlPrefix}/${product.slug}`;
      const page = await fetchServed(baseURL, path);
      assert.equal(page.status, 200, path);
      assert.equal(page.lang, market.language, `${path}: <html lang>`);
      assert.equal(page.title, `${product.name} – Printfabriken`, `${path}: title`);
      const description = metaContent(page, 'description') ?? '';
      assert.ok(description.length > 20, `${path}: a description of its own`);
      assert.equal(
        page.links.find((link) => link.rel === 'canonical')?.href,
        absolute(path),
        `${path}: canonical`,
      );
      assert.equal(noindex(page), false, `${path}: indexable`);
      const alternates = alternatesOf(page);
      for (const other of config.markets.filter((candidate) => product.markets.includes(candidate.country))) {
        const slug = product.slugs[other.language] ?? '';
        assert.equal(
          alternates[`${other.language}-${other.country}`],
          absolute(`/${other.productUrlPrefix}/${slug}`),
          `${path}: the alternate for ${other.country}`,
        );
      }
      assert.equal(alternates['x-default'], absolute(`/${sweden.productUrlPrefix}/${product.slugs.sv}`));
      assert.equal(metaContent(page, 'og:type'), 'product');
      assert.equal(metaContent(page, 'og:url'), absolute(path));
      assert.equal(metaContent(page, 'og:title'), page.title);
      assert.match(
        metaContent(page, 'og:image') ?? '',
        /^https?:\/\//,
        `${path}: an absolute preview picture`,
      );
      assert.equal(metaContent(page, 'twitter:card'), 'summary_large_image');
      const data = page.structuredData.find((item) => item['@type'] === 'Product') as
        | {
            name: string;
            image: string[];
            sku: string;
            brand: { name: string };
            offers: Record<string, unknown>[];
          }
        | undefined;
      assert.ok(data, `${path}: Product structured data`);
      assert.equal(data.name, product.name);
      assert.ok(data.image.length > 0 && data.image.every((url) => /^https?:\/\//.test(url)));
      assert.ok(data.sku && data.brand.name, `${path}: SKU and brand`);
      assert.deepEqual(
        data.offers.map((offer) => ({
          currency: offer.priceCurrency,
          region: (offer.eligibleRegion as { name: string }).name,
        })),
        offers,
        `${path}: an offer per market of the address`,
      );
      for (const offer of data.offers) {
        assert.match(String(offer.price), /^\d+\.\d{2}$/);
        assert.match(String(offer.availability), /^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      }
      assert.ok(
        page.structuredData.some((item) => item['@type'] === 'BreadcrumbList'),
        `${path}: breadcrumbs`,
      );
      // The content itself, readable without JavaScript.
      assert.ok(page.text.includes(product.name), `${path}: the name in the page`);
      // The price shown (the chosen variant's), in the market's currency, as the page lays it out.
      const amount = market.currency === 'EUR' ? /\d+(?:[.,]\d{2})?\s?€|€\s?\d/ : /\d+(?:[.,]\d{2})?\s?kr\b/;
      assert.match(page.text.replace(/\u00a0/g, ' '), amount, `${path}: a price`);
      assert.ok(
        /<img\b[^>]*\bsrc="[^"]+"/.test(page.html.slice(page.html.indexOf('<div id="root">'))),
        `${path}: its picture`,
      );
    };

    await ctx.step('every Swedish product page is served with its head, data and content', async () => {
      for (const product of swedish)
        await checkProduct(product, sweden, [{ currency: sweden.currency, region: sweden.country }]);
    });

    await ctx.step('every English product page, with an offer for each English market', async () => {
      for (const product of englishProducts) {
        const offers = english
          .filter((market) => product.markets.includes(market.country))
          .map((market) => ({ currency: market.currency, region: market.country }))
          .sort((a, b) => a.region.localeCompare(b.region));
        await checkProduct(product, addressMarket, offers);
      }
    });

    await ctx.step(
      "the home pages link every product in their HTML, with the shop's structured data",
      async () => {
        for (const [path, market, products] of [
          ['/', sweden, swedish],
          ['/en/', addressMarket, englishProducts],
        ] as const) {
          const home = await fetchServed(baseURL, path);
          assert.equal(home.status, 200);
          assert.equal(home.lang, market.language);
          for (const product of products)
            assert.ok(
              home.hrefs.includes(`/${market.productUrlPrefix}/${product.slug}`),
              `${path} links ${product.slug}`,
            );
          const types = home.structuredData.map((item) => item['@type']);
          assert.ok(
            types.includes('Organization') && types.includes('WebSite'),
            `${path}: ${types.join(', ')}`,
          );
          assert.equal(home.links.find((link) => link.rel === 'canonical')?.href, absolute(path));
          assert.deepEqual(alternatesOf(home), {
            'sv-SE': absolute('/'),
            ...Object.fromEntries(english.map((other) => [`en-${other.country}`, absolute('/en/')])),
            'x-default': absolute('/'),
          });
        }
      },
    );

    await ctx.step('the legal pages in both languages, each its own', async () => {
      for (const [path, lang] of [
        ['/terms', 'sv'],
        ['/en/terms', 'en'],
        ['/en/privacy-policy/', 'en'],
      ] as const) {
        const legal = await fetchServed(baseURL, path);
        assert.equal(legal.status, 200, path);
        assert.equal(legal.lang, lang);
        assert.equal(legal.links.find((link) => link.rel === 'canonical')?.href, absolute(path));
        assert.equal(noindex(legal), false);
        assert.ok((metaContent(legal, 'description') ?? '').length > 20);
      }
    });

    await ctx.step('private pages carry noindex and are not in the sitemap', async () => {
      for (const path of [
        '/checkout',
        '/cart',
        '/login',
        '/favorites',
        '/signup/',
        '/create-account/',
        '/reset-password/',
        '/my-account/overview/',
        '/my-account/orders/',
        '/new-password/?token=t',
        '/invitation/?token=t',
        '/checkout/confirmation?provider=Adyen',
      ]) {
        const page = await fetchServed(baseURL, path);
        assert.equal(page.status, 200, `${path} opens the app`);
        assert.ok(noindex(page), `${path} is noindex`);
        assert.ok(
          !sitemapUrls.some((url) => pathOf(url) === path.split('?')[0]),
          `${path} is not in the sitemap`,
        );
      }
    });

    await ctx.step(
      'a page asked for with or without the slash its address has not is sent to its address',
      async () => {
        for (const [path, location] of [
          ['/en', '/en/'],
          ['/login/', '/login'],
          ['/cart/?x=1', '/cart?x=1'],
        ] as const) {
          const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
          assert.equal(response.status, 301, path);
          assert.equal(response.headers.get('location'), location, path);
        }
      },
    );

    await ctx.step('unknown addresses answer 404 with a noindex page that says so', async () => {
      for (const path of [
        '/produkt/finns-inte-alls-123',
        '/product/no-such-product',
        '/finns/inte/alls',
        '/no-such-page',
      ]) {
        const page = await fetchServed(baseURL, path);
        assert.equal(page.status, 404, path);
        assert.ok(noindex(page), `${path} is noindex`);
        assert.ok(page.text.includes('Sidan hittades inte'), `${path} says it was not found`);
      }
    });
  },
};

export default journey;
