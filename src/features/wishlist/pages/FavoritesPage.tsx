import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { PageHead } from '../../../components/head/PageHead';
import { selectCurrentMarket } from '../../market';
import { FavoriteItem } from '../components/FavoriteItem';
import { entryOfProduct } from '../entries';
import { selectFavoriteProducts, selectFavoritesRequest, selectWishlistCount } from '../selectors';
import { lookupRequested } from '../wishlistSlice';
import { usePublicPath } from '../../market';

/**
 * /favorites: the wishlist resolved into products. A failed lookup says so and offers a retry: the
 * saved entries are still there, so "no favourites yet" would be untrue.
 */
export default function FavoritesPage() {
  const intl = useIntl();
  const home = usePublicPath('home');
  const dispatch = useAppDispatch();
  const market = useAppSelector(selectCurrentMarket);
  const products = useAppSelector(selectFavoriteProducts);
  const request = useAppSelector(selectFavoritesRequest);
  const count = useAppSelector(selectWishlistCount);
  const head = <PageHead title={intl.formatMessage({ id: 'wishlist.page.title' })} />;

  // Names, prices and slugs are the market's own: look them up again after a switch.
  useEffect(() => {
    dispatch(lookupRequested());
  }, [dispatch, market.id]);

  const loading = (request.status === 'loading' || request.status === 'idle') && products.length === 0;
  return (
    <section aria-labelledby="favorites-title" aria-busy={loading}>
      {head}
      <Typography id="favorites-title" variant="h1" gutterBottom>
        <FormattedMessage id="wishlist.page.title" />
      </Typography>
      {loading ? (
        <Box role="status" aria-label={intl.formatMessage({ id: 'wishlist.page.loading' })}>
          {Array.from({ length: Math.min(Math.max(count, 1), 4) }, (_, index) => (
            <Skeleton key={index} variant="rectangular" height={152} sx={{ mb: 2, borderRadius: 1 }} />
          ))}
        </Box>
      ) : request.status === 'failed' && count > 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(lookupRequested())}>
              <FormattedMessage id="wishlist.page.retry" />
            </Button>
          }
        >
          <FormattedMessage id="wishlist.page.failed" values={{ count }} />
        </Alert>
      ) : products.length === 0 ? (
        <>
          <Typography sx={{ mb: 2 }}>
            <FormattedMessage id="wishlist.page.empty" />
          </Typography>
          <Link component={RouterLink} to={home}>
            <FormattedMessage id="wishlist.page.browse" />
          </Link>
        </>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {products.map((product) => (
            <li key={entryOfProduct(product)}>
              <FavoriteItem product={product} productUrlPrefix={market.productUrlPrefix} />
            </li>
          ))}
        </Box>
      )}
    </section>
  );
}
