import type { ShopConfig } from '../contracts/types/proxy';
import type { PriceData, ProductParent, ProductSummary, VariantStock } from '../contracts/types/shopper';
import type { CatalogueSnapshot } from '../src/app/sitePages';

export type { CatalogueSnapshot };

export interface CatalogueSource {
  /** Answers a request as the backend would: the network's fetch, or the embedded mock's handlers. */
  fetch: (request: Request) => Promise<Response>;
  /** The proxy API's and the shopper backend's base URLs, absolute. */
  proxyBaseUrl: string;
  shopperBaseUrl: string;
  /** The store group a visitor without an account is in (its slug). */
  defaultStoreGroup: string;
}

/** The most requests the build has open at once: a real backend is not to be flooded by a build. */
const PARALLEL = 6;

async function inTurns<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
}

/**
 * Reads the markets, each market's listing, and each listed product with its prices and stocks in
 * the default store group, through the same calls the app makes (src/api/proxy.ts, shopper.ts).
 * Any failed answer stops the build: a shop built from half a catalogue would serve 404s for the rest.
 */
export async function readCatalogue(source: CatalogueSource): Promise<CatalogueSnapshot> {
  const get = async <T>(url: string): Promise<T> => {
    const response = await source.fetch(new Request(url, { headers: { Accept: 'application/json' } }));
    if (!response.ok)
      throw new Error(`the build could not read the catalogue: ${url} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const shopper = source.shopperBaseUrl.replace(/\/+$/, '');
  const proxy = source.proxyBaseUrl.replace(/\/+$/, '');
  const config = (await get<{ data: ShopConfig }>(`${proxy}/settings`)).data;
  const group = config.storeGroups.find((candidate) => candidate.slug === source.defaultStoreGroup);
  if (!group) throw new Error(`the backend has no store group '${source.defaultStoreGroup}'`);
  const path = encodeURIComponent;
  const listings: CatalogueSnapshot['listings'] = {};
  const products: CatalogueSnapshot['products'] = {};
  for (const market of config.markets) {
    const query = `countryCode=${path(market.country)}&languageCode=${path(market.language)}`;
    const listing = await get<ProductSummary[]>(
      `${shopper}/products?${query}&storeGroupId=${path(group.id)}`,
    );
    listings[market.id] = listing;
    const scope = `store-groups/${path(group.id)}/markets/${path(market.country)}`;
    const read = await inTurns(listing, async (summary) => {
      const [product, prices, stocks] = await Promise.all([
        get<ProductParent>(`${shopper}/products/by-slug/${path(summary.slug)}?${query}`),
        get<PriceData>(`${shopper}/prices/product-parents/${path(summary.id)}/${scope}`),
        get<{ data: VariantStock[] }>(`${shopper}/stocks/product-parents/${path(summary.id)}/${scope}`),
      ]);
      return [summary.id, { product, prices, stocks: stocks.data }] as const;
    });
    products[market.id] = Object.fromEntries(read);
  }
  return { markets: config.markets, storeGroupId: group.id, listings, products };
}
