import type { SitePage } from '../../src/app/sitePages';
import { readServed, metaContent, alternatesOf, type ServedDocument } from '../e2e/support/servedHtml';
import { splitMarkup } from '../../tooling/shellTemplates';
import { buildPictures } from '../support/builtPictures';

// The head and structured data of each kind of page, as the build renders them with the app's own
// components: products in both languages, the home pages, a legal page, the not-found page and the
// private pages. The structured data is held to what Google's product (merchant listing and
// product snippet), breadcrumb, organization and site-name documentation require and recommend.

const site = 'http://localhost:4173';
const heads = new Map<string, ServedDocument>();
let pages: SitePage[] = [];
const privatePaths = [
  '/cart',
  '/checkout',
  '/favorites',
  '/login',
  '/signup/',
  '/create-account/',
  '/reset-password/',
];

beforeAll(async () => {
  const built = await buildPictures(
    ['/', '/en/', '/terms', '/en/terms', '/produkt/klassisk-t-shirt', '/product/classic-tee'],
    [...privatePaths, '/404'],
  );
  pages = built.pages;
  for (const [path, markup] of built.markup) {
    const { head, body } = splitMarkup(markup);
    heads.set(path, readServed(200, `<head>${head}</head><div id="root">${body}</div>`));
  }
}, 60_000);

const headOf = (path: string) => {
  const head = heads.get(path);
  if (!head) throw new Error(`no head rendered for ${path}`);
  return head;
};
const canonical = (head: ServedDocument) =>
  head.links.filter((link) => link.rel === 'canonical').map((link) => link.href);
const absolute = /^https?:\/\/[^/]+\//;

type Thing = { '@type': string; [key: string]: unknown };
const ofType = (head: ServedDocument, type: string) =>
  head.structuredData.filter((item) => item['@type'] === type) as Thing[];

/** Google's Product structured data: a merchant listing's required and recommended properties. */
function expectGoogleProduct(product: Thing, url: string) {
  expect(product['@context']).toBe('https://schema.org');
  // Required: name, image, offers (with price and priceCurrency).
  expect(typeof product.name).toBe('string');
  expect(product.name).not.toBe('');
  const images = product.image as string[];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image).toMatch(absolute);
  const offers = product.offers as Thing[];
  expect(offers.length).toBeGreaterThan(0);
  // Recommended: description, brand, an identifier (sku), the page's url.
  expect(String(product.description).length).toBeGreaterThan(10);
  expect((product.brand as Thing)['@type']).toBe('Brand');
  expect((product.brand as Thing).name).toBeTruthy();
  expect(product.sku).toBeTruthy();
  expect(product.url).toBe(url);
  for (const offer of offers) {
    expect(offer['@type']).toBe('Offer');
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(offer.itemCondition).toBe('https://schema.org/NewCondition');
    expect(offer.url).toBe(url);
    expect((offer.eligibleRegion as Thing)['@type']).toBe('Country');
    expect((offer.priceSpecification as Thing).price).toBe(offer.price);
  }
}

/** Google's BreadcrumbList: ListItems numbered from 1, each with a name and an absolute item. */
function expectBreadcrumbs(list: Thing, last: string) {
  const items = list.itemListElement as Thing[];
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  for (const item of items) {
    expect(item['@type']).toBe('ListItem');
    expect(item.name).toBeTruthy();
    expect(item.item).toMatch(absolute);
  }
  expect(items.at(-1)?.item).toBe(last);
}

describe("a product page's head", () => {
  it.each([
    ['/produkt/klassisk-t-shirt', 'sv_SE', ['SEK']],
    ['/product/classic-tee', 'en_NO', ['EUR', 'NOK']],
  ])(
    '%s: its own title, description, canonical, alternates, preview and data',
    (path, locale, currencies) => {
      const head = headOf(path);
      expect(head.title).toBe('Classic Tee – Printfabriken');
      expect(metaContent(head, 'description')).toMatch(/.{20,}/);
      expect(metaContent(head, 'robots')).toBeUndefined();
      expect(canonical(head)).toEqual([`${site}${path}`]);
      expect(alternatesOf(head)).toEqual({
        'sv-SE': `${site}/produkt/klassisk-t-shirt`,
        'en-NO': `${site}/product/classic-tee`,
        'en-FI': `${site}/product/classic-tee`,
        'x-default': `${site}/produkt/klassisk-t-shirt`,
      });
      expect(metaContent(head, 'og:type')).toBe('product');
      expect(metaContent(head, 'og:url')).toBe(`${site}${path}`);
      expect(metaContent(head, 'og:locale')).toBe(locale);
      expect(metaContent(head, 'og:image')).toMatch(absolute);
      expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
      const [product] = ofType(head, 'Product');
      expectGoogleProduct(product as Thing, `${site}${path}`);
      expect(((product as Thing).offers as Thing[]).map((offer) => offer.priceCurrency).sort()).toEqual(
        currencies,
      );
      const [breadcrumbs] = ofType(head, 'BreadcrumbList');
      expectBreadcrumbs(breadcrumbs as Thing, `${site}${path}`);
    },
  );

  it('names only the markets that sell the product among its alternates', () => {
    const local = pages.find(
      (page) => page.page.product && !page.page.product.product.markets.includes('NO'),
    );
    expect(local).toBeDefined();
    expect(local?.alternates.map((alternate) => alternate.hrefLang)).toEqual(['sv-SE', 'x-default']);
    expect(
      pages.filter((page) => page.page.product?.product.id === local?.page.product?.product.id),
    ).toHaveLength(1);
  });
});

describe("the home page's head", () => {
  it.each([
    ['/', 'sv'],
    ['/en/', 'en'],
  ])("%s: the shop's Organization and WebSite, and the addresses of both languages", (path, language) => {
    const head = headOf(path);
    expect(head.title).toBe('Printfabriken');
    expect(canonical(head)).toEqual([`${site}${path}`]);
    expect(alternatesOf(head)).toEqual({
      'sv-SE': `${site}/`,
      'en-NO': `${site}/en/`,
      'en-FI': `${site}/en/`,
      'x-default': `${site}/`,
    });
    const [organization] = ofType(head, 'Organization');
    expect(organization).toMatchObject({ name: 'Printfabriken', url: `${site}/` });
    expect((organization as Thing).logo).toMatch(absolute);
    const [website] = ofType(head, 'WebSite');
    expect(website).toMatchObject({ name: 'Printfabriken', url: `${site}${path}`, inLanguage: language });
    expect(head.hrefs.filter((href) => /^\/(produkt|product)\//.test(href)).length).toBeGreaterThan(10);
  });
});

describe("a legal page's head", () => {
  it.each(['/terms', '/en/terms'])('%s: indexable, its own description, no product data', (path) => {
    const head = headOf(path);
    expect(canonical(head)).toEqual([`${site}${path}`]);
    expect(metaContent(head, 'robots')).toBeUndefined();
    expect(metaContent(head, 'description')).toMatch(/.{40,}/);
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(head.structuredData).toEqual([]);
  });
});

describe('the heads of pages not to be found', () => {
  it.each([...privatePaths, '/404'])('%s: noindex, with no canonical, alternates or preview', (path) => {
    const head = headOf(path);
    expect(metaContent(head, 'robots')).toBe('noindex');
    expect(canonical(head)).toEqual([]);
    expect(alternatesOf(head)).toEqual({});
    expect(metaContent(head, 'og:title')).toBeUndefined();
    expect(head.title).toMatch(/ – Printfabriken$/);
  });
});
