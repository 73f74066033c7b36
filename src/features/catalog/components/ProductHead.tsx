import { useIntl } from 'react-intl';
import type { ProductParent } from '../../../api/types';
import { PageHead } from '../../../components/head/PageHead';
import { useAppSelector } from '../../../core/hooks';
import { addressLanguage, paths, publicPath } from '../../../core/paths';
import { ogLocaleOf, selectCurrentMarket, selectMarkets } from '../../market';
import { describe } from '../../../components/head/describe';
import {
  marketsOfAddress,
  offerOf,
  pageOffers,
  productAlternates,
  productPathIn,
  productStructuredData,
} from '../productHead';
import { selectPrices, selectProductState, selectStocks } from '../selectors';

/** The product page's head: its title, description, addresses, preview and structured data. */
export function ProductHead({ product }: { product: ProductParent }) {
  const intl = useIntl();
  const market = useAppSelector(selectCurrentMarket);
  const listed = useAppSelector(selectMarkets);
  const { offers: served } = useAppSelector(selectProductState);
  const prices = useAppSelector(selectPrices);
  const stocks = useAppSelector(selectStocks);
  const markets = listed.length > 0 ? listed : [market];
  const path = productPathIn(market, product) ?? paths.product(market.productUrlPrefix, product.slug);
  const current =
    prices.data && stocks.request.status === 'succeeded' ? offerOf(market, prices.data, stocks.data) : null;
  const servedHere = served.filter((offer) =>
    marketsOfAddress(markets, market).some((candidate) => candidate.country === offer.country),
  );
  return (
    <PageHead
      title={product.name}
      page={{
        path,
        description: describe(product.description),
        alternates: productAlternates(markets, product),
        locale: ogLocaleOf(market),
        image: product.imageUrl || undefined,
        type: 'product',
        structuredData: productStructuredData({
          product,
          path,
          homePath: publicPath('home', addressLanguage(market.language)),
          homeName: intl.formatMessage({ id: 'catalog.product.breadcrumbHome' }),
          offers: pageOffers(servedHere, current),
        }),
      }}
    />
  );
}
