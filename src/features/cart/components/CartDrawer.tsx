import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../lib/money';
import { selectLocale } from '../../market';
import { selectCart, selectCartRequest } from '../selectors';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The cart at a glance from the header. */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const intl = useIntl();
  const cart = useAppSelector(selectCart);
  const request = useAppSelector(selectCartRequest);
  const locale = useAppSelector(selectLocale);
  const titleId = 'cart-drawer-title';

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId } }}
    >
      <Box sx={{ width: { xs: '100vw', sm: 380 }, p: 2 }} role="region" aria-labelledby={titleId}>
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
            <Skeleton height={48} />
            <Skeleton height={48} />
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
            <List>
              {cart.items.map((item) => (
                <ListItem key={item.id} disableGutters>
                  <ListItemText
                    primary={item.customAttributes.parentName ?? item.displayName ?? item.name}
                    secondary={`${item.quantity} × ${formatMoney(item.salePriceAmount, cart.currencyCode, locale)}`}
                  />
                </ListItem>
              ))}
            </List>
            <Typography sx={{ fontWeight: 600 }}>
              <FormattedMessage
                id="cart.drawer.total"
                values={{ total: formatMoney(cart.totals.grandTotal, cart.currencyCode, locale) }}
              />
            </Typography>
          </>
        ) : null}
      </Box>
    </Drawer>
  );
}
