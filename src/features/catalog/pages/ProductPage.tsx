import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { PageHead } from '../../../components/head/PageHead';
import { productLeft, productRequested } from '../catalogSlice';
import { ProductDetails } from '../components/ProductDetails';
import { ProductHead } from '../components/ProductHead';
import { ProductNotFound } from '../components/ProductNotFound';
import { ProductSkeleton } from '../components/ProductSkeleton';
import { selectProductState } from '../selectors';

/** /{productUrlPrefix}/{slug}: one product, its variants, price, stock and add to cart. */
export default function ProductPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { slug = '' } = useParams();
  const { product, request } = useAppSelector(selectProductState);
  const notFound = request.status === 'failed' && request.error?.statusCode === 404;

  // The route's loader asks for the product as the page opens (and on every move to another
  // product); this asks only when no product is asked for, as after StrictMode's unmount ended it.
  const nothingAsked = product === null && request.status === 'idle';
  useEffect(() => {
    if (nothingAsked) dispatch(productRequested({ slug }));
  }, [dispatch, nothingAsked, slug]);
  // Leaving the page ends the product's life in the store (no market switch follows it then). A
  // task later, so StrictMode's rehearsal of an unmount, which mounts the page again at once, does
  // not throw away the product the page shows (the served page's, above all).
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(leaving.current);
    return () => {
      leaving.current = setTimeout(() => dispatch(productLeft()), 0);
    };
  }, [dispatch]);

  if (notFound) {
    return (
      <>
        <PageHead title={intl.formatMessage({ id: 'catalog.product.notFound.title' })} />
        <ProductNotFound />
      </>
    );
  }
  if (request.status === 'failed') {
    return (
      <section>
        <PageHead title={intl.formatMessage({ id: 'catalog.product.loadFailed.title' })} />
        <Typography variant="h1" gutterBottom>
          <FormattedMessage id="catalog.product.loadFailed.title" />
        </Typography>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(productRequested({ slug }))}>
              <FormattedMessage id="catalog.retry" />
            </Button>
          }
        >
          <FormattedMessage id="catalog.product.loadFailed.body" />
        </Alert>
      </section>
    );
  }
  if (!product) {
    return (
      <>
        <PageHead title="" />
        <ProductSkeleton />
      </>
    );
  }
  return (
    <>
      <ProductHead product={product} />
      <ProductDetails product={product} />
    </>
  );
}
