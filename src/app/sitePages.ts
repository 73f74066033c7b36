import type { Market, PriceData, ProductParent, ProductSummary, VariantStock } from '../api/types';
import type { PageAlternate } from '../components/head/PageHead';
import { config } from '../config';
import type { PrerenderedPage } from '../core/prerenderedPage';
import {
  addressLanguage,
  publicPageNames,
  publicPath,
  type AddressLanguage,
  type PublicPageName,
} from '../core/paths';
import { listingKey, marketsOfAddress, offerOf, productAlternates, productPathIn } from '../features/catalog';
import { legalUpdated } from '../features/legal';
import { hrefLangOf } from '../features/market';
import { cookieNames } from '../services/cookies';

/** What the build read of the catalogue (tooling/catalogueSnapshot.ts). */
export interface CatalogueSnapshot {
  markets: Market[];
  storeGroupId: string;
  listings: Record<string, ProductSummary[]>;
  products: Record<
    string,
    Record<string, { product: ProductParent; prices: PriceData; stocks: VariantStock[] }>
  >;
}

/** A page the build renders into a document of its own, meant to be found. */
export interface SitePage {
  route: string;
  /** The document's language (<html lang>). */
  language: AddressLanguage;
  /** The page module its route loads (src/app/router.tsx), as the build's manifest names it. */
  module: string;
  /** What the page shows, taken into the store as the app hydrates it. */
  page: PrerenderedPage;
  /** The same page's address in each market's language, for the sitemap. */
  alternates: PageAlternate[];
  /** When its content last changed (ISO), the sitemap's lastmod. */
  lastModified: string;
  /**
   * A page that shows prices: they are the default store group's, so a visitor in another (a
   * business buyer's cookies say so) gets the skeleton instead of prices that change a moment later.
   */
  shownUnless?: { cookiesOtherThan: Record<string, string> };
}

const pageModules: Record<PublicPageName, string> = {
  home: 'src/features/home/pages/HomePage.tsx',
  terms: 'src/features/legal/pages/TermsPage.tsx',
  integrity: 'src/features/legal/pages/IntegrityPage.tsx',
  privacyPolicy: 'src/features/legal/pages/PrivacyPolicyPage.tsx',
};
export const productPageModule = 'src/features/catalog/pages/ProductPage.tsx';

/**
 * The market each address language is served in: the default market for its language, else the
 * first market speaking it. A visitor without a saved market gets it on that language's addresses.
 */
export function addressMarkets(markets: Market[], defaultMarketId = config.defaultMarketId) {
  const byLanguage = new Map<AddressLanguage, Market>();
  const ordered = [...markets].sort(
    (a, b) => Number(b.id === defaultMarketId) - Number(a.id === defaultMarketId),
  );
  for (const market of ordered) {
    const language = addressLanguage(market.language);
    if (!byLanguage.has(language)) byLanguage.set(language, market);
  }
  return byLanguage;
}

function publicAlternates(markets: Market[], page: PublicPageName, fallback: Market): PageAlternate[] {
  return [
    ...markets.map((market) => ({
      hrefLang: hrefLangOf(market),
      path: publicPath(page, addressLanguage(market.language)),
    })),
    { hrefLang: 'x-default', path: publicPath(page, addressLanguage(fallback.language)) },
  ];
}

const pricesOf = (storeGroupId: string) => ({
  cookiesOtherThan: {
    [cookieNames.storeGroupId]: storeGroupId,
    [cookieNames.storeGroupSlug]: config.defaultStoreGroup,
  },
});

const latest = (dates: string[]) => dates.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));

/**
 * Every page meant to be found, in every language the markets speak: the home and legal pages at
 * their addresses in each language, and each product the language's market sells at its address
 * there, each with the data the build read for it (the default store group's prices).
 */
export function sitePages(snapshot: CatalogueSnapshot, defaultMarketId = config.defaultMarketId): SitePage[] {
  const { markets } = snapshot;
  const served = addressMarkets(markets, defaultMarketId);
  const fallback = markets.find((market) => market.id === defaultMarketId) ?? markets[0];
  if (!fallback) return [];
  const pages: SitePage[] = [];
  for (const [language, market] of served) {
    const listing = snapshot.listings[market.id] ?? [];
    for (const name of publicPageNames) {
      const home = name === 'home';
      const dates = home ? listing.map((product) => product.updatedAt) : [legalUpdated[name]];
      pages.push({
        route: publicPath(name, language),
        language,
        module: pageModules[name],
        page: {
          market,
          markets,
          ...(home
            ? { listing: { key: listingKey(market.id, config.defaultStoreGroup), products: listing } }
            : {}),
        },
        alternates: publicAlternates(markets, name, fallback),
        lastModified: dates.length > 0 ? latest(dates) : legalUpdated.terms,
        ...(home ? { shownUnless: pricesOf(snapshot.storeGroupId) } : {}),
      });
    }
    const sameAddress = marketsOfAddress(markets, market);
    for (const summary of listing) {
      const read = snapshot.products[market.id]?.[summary.id];
      const route = read ? productPathIn(market, read.product) : null;
      if (!read || !route) continue;
      const offers = sameAddress.flatMap((other) => {
        const there = snapshot.products[other.id]?.[summary.id];
        const offer = there ? offerOf(other, there.prices, there.stocks) : null;
        return offer ? [offer] : [];
      });
      pages.push({
        route,
        language,
        module: productPageModule,
        page: {
          market,
          markets,
          product: {
            slug: read.product.slug,
            product: read.product,
            storeGroupId: snapshot.storeGroupId,
            prices: read.prices,
            stocks: read.stocks,
            offers,
          },
        },
        alternates: productAlternates(markets, read.product, defaultMarketId),
        lastModified: read.product.updatedAt,
        shownUnless: pricesOf(snapshot.storeGroupId),
      });
    }
  }
  return pages;
}
