// On `npm start` (StrictMode, lazy routes), the document's head follows the shopper: from the home
// list to a product, home again and to another product, into another market and to a private page
// and back, each page has its own title, description, canonical, alternates, preview tags and
// structured data, one of each, and a private page asks not to be indexed.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../support/journey';
import { chooseMarket, h1 } from '../support/shopper';

interface Head {
  title: string;
  lang: string;
  descriptions: string[];
  canonicals: string[];
  robots: string[];
  ogUrl: string[];
  alternates: Record<string, string>;
  types: string[];
  productName: string | null;
  currencies: string[];
}

// No named functions inside: the page runs the function's source, without the test runner's helpers.
const headOf = (page: Page): Promise<Head> =>
  page.evaluate(() => {
    const data = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) =>
        JSON.parse(script.textContent ?? 'null') as {
          '@type': string;
          name?: string;
          offers?: { priceCurrency: string }[];
        },
    );
    const product = data.find((item) => item['@type'] === 'Product');
    return {
      title: document.title,
      lang: document.documentElement.lang,
      descriptions: Array.from(document.head.querySelectorAll('meta[name="description"]')).map(
        (element) => element.getAttribute('content') ?? '',
      ),
      canonicals: Array.from(document.head.querySelectorAll('link[rel="canonical"]')).map(
        (element) => new URL(element.getAttribute('href') ?? '').pathname,
      ),
      robots: Array.from(document.head.querySelectorAll('meta[name="robots"]')).map(
        (element) => element.getAttribute('content') ?? '',
      ),
      ogUrl: Array.from(document.head.querySelectorAll('meta[property="og:url"]')).map(
        (element) => new URL(element.getAttribute('content') ?? '').pathname,
      ),
      alternates: Object.fromEntries(
        Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
          link.getAttribute('hreflang') ?? '',
          new URL(link.getAttribute('href') ?? '').pathname,
        ]),
      ),
      types: data.map((item) => item['@type']),
      productName: product?.name ?? null,
      currencies: (product?.offers ?? []).map((offer) => offer.priceCurrency),
    };
  });

/** Waits until the head is the expected page's: one title, description and canonical, its own. */
async function expectHead(
  ctx: JourneyContext,
  expected: Partial<Head> & { canonical?: string },
): Promise<Head> {
  return ctx.eventually(async () => {
    const head = await headOf(ctx.page);
    if (expected.title !== undefined) assert.equal(head.title, expected.title);
    if (expected.lang !== undefined) assert.equal(head.lang, expected.lang);
    if (expected.canonical !== undefined) {
      assert.deepEqual(head.canonicals, [expected.canonical], 'one canonical, the page’s own');
      assert.deepEqual(head.ogUrl, [expected.canonical], 'og:url is the canonical');
      assert.equal(head.descriptions.length, 1, 'one description');
      assert.deepEqual(head.robots, [], 'indexable');
    }
    for (const key of ['productName', 'types', 'alternates', 'currencies', 'robots'] as const)
      if (expected[key] !== undefined) assert.deepEqual(head[key], expected[key], key);
    return head;
  });
}

const productLink = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .first();

const journey: Journey = {
  name: 'head-follows',
  server: 'dev',
  run: async (ctx) => {
    const { page } = ctx;
    let homeDescription = '';

    await ctx.step('the home page', async () => {
      await ctx.visit('/', { ready: h1(page, 'Välkommen till Printfabriken') });
      const head = await expectHead(ctx, {
        title: 'Printfabriken',
        lang: 'sv',
        canonical: '/',
        types: ['Organization', 'WebSite'],
        alternates: { 'sv-SE': '/', 'en-NO': '/en/', 'en-FI': '/en/', 'x-default': '/' },
      });
      homeDescription = head.descriptions[0] ?? '';
    });

    await ctx.step('from the list to a product', async () => {
      await productLink(page, 'Classic Tee').click();
      await h1(page, 'Classic Tee').waitFor();
      const head = await expectHead(ctx, {
        title: 'Classic Tee – Printfabriken',
        canonical: '/produkt/klassisk-t-shirt',
        productName: 'Classic Tee',
        types: ['Product', 'BreadcrumbList'],
        currencies: ['SEK'],
        alternates: {
          'sv-SE': '/produkt/klassisk-t-shirt',
          'en-NO': '/product/classic-tee',
          'en-FI': '/product/classic-tee',
          'x-default': '/produkt/klassisk-t-shirt',
        },
      });
      assert.notEqual(head.descriptions[0], homeDescription, "the product's own description");
      await ctx.checkA11y('product page after a click from the list');
    });

    await ctx.step('home again, then another product', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Printfabriken', exact: true }).click();
      await h1(page, 'Välkommen till Printfabriken').waitFor();
      await expectHead(ctx, { title: 'Printfabriken', canonical: '/', productName: null });
      await productLink(page, 'Logo Mug').click();
      await h1(page, 'Logo Mug').waitFor();
      await expectHead(ctx, {
        title: 'Logo Mug – Printfabriken',
        canonical: '/produkt/logomugg',
        productName: 'Logo Mug',
      });
      await ctx.checkA11y('another product page');
    });

    await ctx.step('the product in another market: its English address and prices', async () => {
      await chooseMarket(ctx, /Sverige.*SEK/, 'Norge NOK EN');
      await page.waitForURL((url) => url.pathname === '/product/logo-mug');
      await expectHead(ctx, {
        title: 'Logo Mug – Printfabriken',
        lang: 'en',
        canonical: '/product/logo-mug',
        currencies: ['NOK'],
      });
      await ctx.checkA11y('product page in Norge');
    });

    await ctx.step(
      'a private page asks not to be indexed, and the product page is its own again after it',
      async () => {
        await page
          .getByRole('banner')
          .getByRole('link', { name: /^Favourites/ })
          .click();
        await h1(page, 'Favourites').waitFor();
        await ctx.eventually(async () => {
          const head = await headOf(page);
          assert.deepEqual(head.robots, ['noindex']);
          assert.deepEqual(head.canonicals, []);
          assert.deepEqual(head.types, []);
        });
        await ctx.checkA11y('favourites');
        await page.goBack();
        await h1(page, 'Logo Mug').waitFor();
        await expectHead(ctx, { canonical: '/product/logo-mug', robots: [], productName: 'Logo Mug' });
      },
    );

    await ctx.step('the English legal page from the footer', async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/en/terms');
      await h1(page, 'Terms of purchase').waitFor();
      await expectHead(ctx, {
        title: 'Terms of purchase – Printfabriken',
        canonical: '/en/terms',
        alternates: { 'sv-SE': '/terms', 'en-NO': '/en/terms', 'en-FI': '/en/terms', 'x-default': '/terms' },
      });
      await ctx.checkA11y('terms in English');
    });
  },
};

export default journey;
