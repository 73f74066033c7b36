import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { PageHead } from '../../../components/head/PageHead';
import { cartViewed } from '../cartSlice';
import { CartLines } from '../components/CartLines';
import { CartSummaryCard } from '../components/CartSummaryCard';
import { selectCart, selectCartRequest } from '../selectors';
import { usePublicPath } from '../../market';

/** Placeholder lines while the cart loads. */
const SKELETON_LINES = 3;

/** /cart: the cart's lines and its summary with the voucher box. */
export default function CartPage() {
  const intl = useIntl();
  const home = usePublicPath('home');
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const request = useAppSelector(selectCartRequest);
  const head = <PageHead title={intl.formatMessage({ id: 'cart.page.title' })} />;

  // view_cart once per visit (StrictMode runs effects twice; the ref survives that).
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    dispatch(cartViewed());
  }, [dispatch]);

  return (
    <Box sx={{ py: 3 }}>
      {head}
      <Typography component="h1" variant="h4" gutterBottom>
        <FormattedMessage id="cart.page.title" />
      </Typography>
      {!cart && request.status === 'failed' ? (
        <Alert severity="error">
          <FormattedMessage id="cart.drawer.loadFailed" />
        </Alert>
      ) : null}
      {!cart && request.status !== 'failed' ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Box aria-busy="true" data-testid="cart-page-skeleton">
              {Array.from({ length: SKELETON_LINES }, (_, index) => (
                <Skeleton key={index} variant="rectangular" height={96} sx={{ mb: 1 }} />
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CartSummaryCard source="cart" />
          </Grid>
        </Grid>
      ) : null}
      {cart && cart.items.length === 0 ? (
        <Box sx={{ py: 4 }}>
          <Typography gutterBottom>
            <FormattedMessage id="cart.drawer.empty" />
          </Typography>
          <Link component={RouterLink} to={home}>
            <FormattedMessage id="cart.page.continueShopping" />
          </Link>
        </Box>
      ) : null}
      {cart && cart.items.length > 0 ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <CartLines cart={cart} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CartSummaryCard
              source="cart"
              discountLabel={intl.formatMessage({ id: 'cart.summary.discount' })}
              vatLabel={intl.formatMessage({ id: 'cart.summary.vat' })}
              vatAddedLabel={intl.formatMessage({ id: 'cart.summary.vatAdded' })}
            />
            <Button component={RouterLink} to={paths.checkout} variant="contained" fullWidth sx={{ mt: 2 }}>
              <FormattedMessage id="cart.toCheckout" />
            </Button>
          </Grid>
        </Grid>
      ) : null}
    </Box>
  );
}
