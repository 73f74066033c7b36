import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { listingRequested, selectListing, type ListingState } from '../../catalog';
import { selectCurrentMarket } from '../../market';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

/** Skeleton cards while the listing loads (two rows on a wide screen). */
export const SKELETON_CARDS = 8;
/** Cards in the first row or two load their images eagerly (above the fold). */
const EAGER_IMAGES = 4;

const cardSize = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

export function ProductGrid() {
  const dispatch = useAppDispatch();
  const listing = useAppSelector(selectListing);
  // The listing arrives as a store update, which React renders at once; the cards are the home
  // page's heaviest render, so they are built from a deferred copy, in slices between which the
  // browser stays responsive, and the urgent pass only re-renders this component.
  const shown = useDeferredValue(listing);

  // The route's loader asks for the listing (src/app/router.tsx); this asks again after a failure.
  const retry = useCallback(() => {
    dispatch(listingRequested());
  }, [dispatch]);

  return <Listing listing={shown} onRetry={retry} />;
}

const Listing = memo(function Listing({ listing, onRetry }: { listing: ListingState; onRetry: () => void }) {
  const intl = useIntl();
  const market = useAppSelector(selectCurrentMarket);
  const { products, request } = listing;
  const title = (
    <Typography id="products-title" variant="h2" gutterBottom>
      <FormattedMessage id="catalog.list.title" />
    </Typography>
  );

  if (request.status === 'failed' && products.length === 0) {
    return (
      <section aria-labelledby="products-title">
        {title}
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={onRetry}>
              <FormattedMessage id="catalog.retry" />
            </Button>
          }
        >
          <FormattedMessage id="catalog.list.loadFailed" />
        </Alert>
      </section>
    );
  }

  const loading = products.length === 0 && request.status !== 'succeeded';
  return (
    <section aria-labelledby="products-title" aria-busy={loading}>
      {title}
      {loading ? (
        <Grid
          container
          spacing={2}
          role="status"
          aria-label={intl.formatMessage({ id: 'catalog.list.loading' })}
        >
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Grid key={index} size={cardSize}>
              <ProductCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : products.length === 0 ? (
        <Typography>
          <FormattedMessage id="catalog.list.empty" />
        </Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {products.map((product, index) => (
            <Grid key={product.id} size={cardSize} component="li">
              <ProductCard
                product={product}
                productUrlPrefix={market.productUrlPrefix}
                eager={index < EAGER_IMAGES}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
});
