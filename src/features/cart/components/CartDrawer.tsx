import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { cartViewed } from '../cartSlice';
import { selectCart, selectCartRequest } from '../selectors';
import { CartLines } from './CartLines';
import { CartSummaryCard } from './CartSummaryCard';

/** The ways on from the drawer, the checkout first; each link also closes the drawer. */
const WAYS_ON = [
  { to: paths.checkout, variant: 'contained', sx: { mt: 2 }, messageId: 'cart.toCheckout' },
  { to: paths.cart, variant: 'outlined', sx: { mt: 1 }, messageId: 'cart.drawer.viewCart' },
] as const;

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The cart from the header: its lines, the summary with the voucher box, and the way on. */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const request = useAppSelector(selectCartRequest);
  const titleId = 'cart-drawer-title';

  useEffect(() => {
    if (open) dispatch(cartViewed());
  }, [open, dispatch]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId } }}
    >
      <Box sx={{ width: { xs: '100vw', sm: 420 }, p: 2 }} role="region" aria-labelledby={titleId}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h2" variant="h6">
            <FormattedMessage id="cart.drawer.title" />
          </Typography>
          <IconButton onClick={onClose} aria-label={intl.formatMessage({ id: 'common.close' })}>
            ×
          </IconButton>
        </Box>
        {!cart && request.status !== 'failed' ? (
          <Box aria-busy="true">
            <Skeleton height={72} />
            <Skeleton height={72} />
          </Box>
        ) : null}
        {request.status === 'failed' && !cart ? (
          <Typography role="alert">
            <FormattedMessage id="cart.drawer.loadFailed" />
          </Typography>
        ) : null}
        {cart && cart.items.length === 0 ? (
          <Typography sx={{ mt: 2 }}>
            <FormattedMessage id="cart.drawer.empty" />
          </Typography>
        ) : null}
        {cart && cart.items.length > 0 ? (
          <>
            <CartLines cart={cart} onNavigate={onClose} />
            <Box sx={{ mt: 2 }}>
              <CartSummaryCard
                source="cart"
                headingComponent="h3"
                discountLabel={intl.formatMessage({ id: 'cart.summary.discount' })}
                vatLabel={intl.formatMessage({ id: 'cart.summary.vat' })}
                vatAddedLabel={intl.formatMessage({ id: 'cart.summary.vatAdded' })}
              />
            </Box>
            {WAYS_ON.map(({ messageId, ...link }) => (
              <Button key={link.to} component={RouterLink} {...link} onClick={onClose} fullWidth>
                <FormattedMessage id={messageId} />
              </Button>
            ))}
          </>
        ) : null}
      </Box>
    </Drawer>
  );
}
