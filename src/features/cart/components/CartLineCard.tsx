import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CartItem } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { discountPercent, formatMoney } from '../../../lib/money';
import { selectCurrentMarket, selectLocale } from '../../market';
import { cartItemQuantityChangeRequested, cartItemRemoveRequested } from '../cartSlice';
import { lineName } from '../cartLines';
import { selectIsCartLineBusy } from '../selectors';
import { ProductThumbnail } from '../../../components/ProductThumbnail';
import { visuallyHidden } from '../../../components/visuallyHidden';

export interface CartLineCardProps {
  item: CartItem;
  currency: string;
  /** A child line follows its parent's quantity, so it has no quantity control of its own. */
  isChild?: boolean;
  /** Called when the shopper follows the product link (the drawer closes). */
  onNavigate?: () => void;
  /** What belongs to the line and shows inside it (a gift box's note). */
  children?: ReactNode;
}

/** The cart line card (docs/rules.md#cart). */
export function CartLineCard({ item, currency, isChild = false, onNavigate, children }: CartLineCardProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const market = useAppSelector(selectCurrentMarket);
  const locale = useAppSelector(selectLocale);
  const busy = useAppSelector((state) => selectIsCartLineBusy(state, item.id));
  const name = lineName(item);
  const slug = item.customAttributes.productSlug;
  const href = slug ? paths.product(market.productUrlPrefix, slug) : null;
  const baseTotal = item.basePriceAmount * item.quantity;
  const percent = discountPercent(item.basePriceAmount, item.salePriceAmount);
  const money = (amount: number) => formatMoney(amount, currency, locale);

  const image = <ProductThumbnail src={item.imageUrl} alt={name} size={72} />;

  return (
    <Box
      data-testid="cart-line"
      sx={{ display: 'flex', gap: 2, py: 1.5, pl: isChild ? 4 : 0, borderBottom: 1, borderColor: 'divider' }}
    >
      {href ? (
        <RouterLink to={href} onClick={onNavigate} tabIndex={-1} aria-hidden="true">
          {image}
        </RouterLink>
      ) : (
        image
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {href ? (
          <Link component={RouterLink} to={href} onClick={onNavigate} sx={{ fontWeight: 600 }}>
            {name}
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        )}
        {item.customAttributes.color ? (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="cart.line.color" values={{ color: item.customAttributes.color }} />
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {item.customAttributes.size ? (
            <FormattedMessage id="cart.line.size" values={{ size: item.customAttributes.size }} />
          ) : (
            (item.displayName ?? item.name)
          )}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
          {isChild ? (
            <Typography variant="body2">
              <FormattedMessage id="cart.line.quantity" values={{ quantity: item.quantity }} />
            </Typography>
          ) : (
            <>
              <IconButton
                size="small"
                disabled={busy}
                aria-label={intl.formatMessage({ id: 'cart.line.decrease' }, { name })}
                onClick={() =>
                  dispatch(cartItemQuantityChangeRequested({ itemId: item.id, quantity: item.quantity - 1 }))
                }
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <span aria-hidden="true">−</span>
              </IconButton>
              <Box
                component="span"
                aria-live="polite"
                aria-atomic="true"
                sx={{ minWidth: 32, textAlign: 'center' }}
                data-testid="cart-line-quantity"
              >
                <Box component="span" sx={visuallyHidden}>
                  <FormattedMessage id="cart.line.quantityLabel" values={{ name }} />{' '}
                </Box>
                {item.quantity}
              </Box>
              <IconButton
                size="small"
                disabled={busy}
                aria-label={intl.formatMessage({ id: 'cart.line.increase' }, { name })}
                onClick={() =>
                  dispatch(cartItemQuantityChangeRequested({ itemId: item.id, quantity: item.quantity + 1 }))
                }
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <span aria-hidden="true">+</span>
              </IconButton>
            </>
          )}
          <Button
            size="small"
            disabled={busy}
            onClick={() => dispatch(cartItemRemoveRequested({ itemId: item.id }))}
            aria-label={intl.formatMessage({ id: 'cart.line.remove' }, { name })}
            sx={{ ml: 'auto' }}
          >
            <FormattedMessage id="cart.line.removeShort" />
          </Button>
        </Box>
        {children}
      </Box>
      <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        <Typography sx={{ fontWeight: 600 }} color={percent > 0 ? 'error.main' : undefined}>
          {money(item.totalPriceAmount)}
        </Typography>
        {percent > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary">
              <Box component="span" sx={visuallyHidden}>
                <FormattedMessage id="cart.line.originalPrice" />{' '}
              </Box>
              <s>{money(baseTotal)}</s>
            </Typography>
            <Typography variant="body2" color="error.main">
              <FormattedMessage id="cart.line.discount" values={{ percent }} />
            </Typography>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
