import type { Market, PriceData, ProductParent, VariantStock } from '../../api/types';
import { absoluteUrl } from '../../components/head/absoluteUrl';
import type { PageAlternate } from '../../components/head/PageHead';
import type { JsonLd } from '../../components/head/jsonLd';
import { config } from '../../config';
import type { MarketOffer } from '../../core/prerenderedPage';
import { paths } from '../../core/paths';
import { hrefLangOf } from '../market';

/** The product's address in a market: its prefix and the product's slug in the market's language. */
export function productPathIn(
  market: Market,
  product: Pick<ProductParent, 'slugs' | 'markets'>,
): string | null {
  const slug = product.slugs[market.language.toLowerCase()];
  const sold = product.markets.some((country) => country.toUpperCase() === market.country.toUpperCase());
  return slug && sold ? paths.product(market.productUrlPrefix, slug) : null;
}

/**
 * The product's address in every market that sells it (markets speaking one language share one),
 * and the default market's, or else the first one's, for everyone else (x-default).
 */
export function productAlternates(
  markets: Market[],
  product: Pick<ProductParent, 'slugs' | 'markets'>,
  defaultMarketId: string = config.defaultMarketId,
): PageAlternate[] {
  const alternates = markets.flatMap((market) => {
    const path = productPathIn(market, product);
    return path ? [{ hrefLang: hrefLangOf(market), path }] : [];
  });
  const fallback = markets.find((market) => market.id === defaultMarketId);
  const fallbackPath = (fallback ? productPathIn(fallback, product) : null) ?? alternates[0]?.path;
  return fallbackPath ? [...alternates, { hrefLang: 'x-default', path: fallbackPath }] : alternates;
}

/** The markets one address serves: those with the market's prefix and language (Norge and Suomi). */
export const marketsOfAddress = (markets: Market[], market: Market) =>
  markets.filter(
    (candidate) =>
      candidate.productUrlPrefix === market.productUrlPrefix &&
      candidate.language.toLowerCase() === market.language.toLowerCase(),
  );

/** A market's offer from its prices and stocks: the lowest sale price, and whether any variant is in stock. */
export function offerOf(market: Market, prices: PriceData, stocks: VariantStock[]): MarketOffer | null {
  const lowest = Math.min(...prices.variants.map((variant) => variant.salePriceAmount));
  if (!Number.isFinite(lowest)) return null;
  return {
    country: market.country,
    currency: prices.currencyCode,
    price: lowest,
    inStock: stocks.some((stock) => stock.inStock),
    taxIncluded: prices.isTaxIncludedInPrice,
  };
}

/**
 * The offers the page describes: each market of the address as the served page had it, with the
 * shopper's own market's replaced by the prices and stocks the shop has asked for since.
 */
export function pageOffers(served: MarketOffer[], current: MarketOffer | null): MarketOffer[] {
  if (!current) return served;
  const others = served.filter((offer) => offer.country !== current.country);
  return [...others, current].sort((a, b) => a.country.localeCompare(b.country));
}

const money = (minorUnits: number) => (minorUnits / 100).toFixed(2);

interface ProductStructuredDataInput {
  product: ProductParent;
  /** The page's own address (path). */
  path: string;
  /** The home page of the page's language (path), the breadcrumb's first step. */
  homePath: string;
  homeName: string;
  offers: MarketOffer[];
}

/**
 * schema.org's Product with an Offer per market of the address (its region, price, currency and
 * availability), and the page's BreadcrumbList: what Google's product rich results read.
 */
export function productStructuredData({
  product,
  path,
  homePath,
  homeName,
  offers,
}: ProductStructuredDataInput): JsonLd[] {
  const url = absoluteUrl(path);
  const images = [
    ...new Set([product.imageUrl, ...product.variants.map((v) => v.imageUrl)].filter(Boolean)),
  ].map(absoluteUrl);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: images,
      sku: product.productNumber,
      brand: { '@type': 'Brand', name: product.brand || config.shopName },
      url,
      offers: offers.map((offer) => ({
        '@type': 'Offer',
        url,
        price: money(offer.price),
        priceCurrency: offer.currency,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: money(offer.price),
          priceCurrency: offer.currency,
          valueAddedTaxIncluded: offer.taxIncluded,
        },
        availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        eligibleRegion: { '@type': 'Country', name: offer.country },
        seller: { '@type': 'Organization', name: config.shopName },
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: homeName, item: absoluteUrl(homePath) },
        { '@type': 'ListItem', position: 2, name: product.name, item: url },
      ],
    },
  ];
}
