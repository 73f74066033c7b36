import { useAppSelector } from '../../core/hooks';
import { addressLanguage, publicPath, type PublicPageName } from '../../core/paths';
import { config } from '../../config';
import type { PageAlternate } from '../../components/head/PageHead';
import { hrefLangOf, ogLocaleOf } from './marketLocales';
import { selectCurrentMarket, selectMarkets } from './selectors';

/** The addresses of a public page in the shop's current market, and its language alternates. */
export function usePublicPage(page: PublicPageName): {
  path: string;
  alternates: PageAlternate[];
  locale: string;
} {
  const market = useAppSelector(selectCurrentMarket);
  const listed = useAppSelector(selectMarkets);
  const markets = listed.length > 0 ? listed : [market];
  const fallback =
    markets.find((candidate) => candidate.id === config.defaultMarketId) ?? markets[0] ?? market;
  return {
    path: publicPath(page, addressLanguage(market.language)),
    alternates: [
      ...markets.map((candidate) => ({
        hrefLang: hrefLangOf(candidate),
        path: publicPath(page, addressLanguage(candidate.language)),
      })),
      { hrefLang: 'x-default', path: publicPath(page, addressLanguage(fallback.language)) },
    ],
    locale: ogLocaleOf(market),
  };
}

/** A public page's address in the current market's language (/terms or /en/terms). */
export function usePublicPath(page: PublicPageName): string {
  const market = useAppSelector(selectCurrentMarket);
  return publicPath(page, addressLanguage(market.language));
}
