import { useId } from 'react';
import type { ElementType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { Cart } from '../../../api/types';
import { useAppSelector } from '../../../core/hooks';
import { OrderLines } from '../../../components/OrderLines';
import { formatMoney } from '../../../lib/money';
import { selectLocale } from '../../market';
import { selectStoreGroups } from '../../settings';
import { lineName } from '../cartLines';
import { selectCart, selectCartRequest } from '../selectors';
import { VoucherBox } from './VoucherBox';

/** The figures the card shows: the cart's, or the checkout's (which adds what gift cards pay). */
export interface SummaryData {
  items: Cart['items'];
  discountCodes: Cart['discountCodes'];
  totals: Cart['totals'] & { giftCardTotal?: number };
  currencyCode: string;
  /** The checkout says whether its prices include VAT; a cart goes by its store group. */
  isTaxIncludedInPrice?: boolean;
}

export interface CartSummaryCardProps {
  /** Whose figures to show (docs/rules.md#cart): the cart's, or the checkout's passed in `checkout`. */
  source: 'cart' | 'checkout';
  /** With source 'checkout': the checkout, null while it loads. */
  checkout?: SummaryData | null;
  /** What the checkout adds to the voucher box: its applied gift cards and the gift-card section. */
  voucherApplied?: ReactNode;
  voucherExtras?: ReactNode;
  /** The discount row shows only with a label (and a discount to show). */
  discountLabel?: string;
  /**
   * The VAT row shows only with a label (docs/rules.md#cart), worded for what the prices are: VAT
   * included for consumers ('of which VAT'), added on top for a business store group ('VAT').
   */
  vatLabel?: string;
  vatAddedLabel?: string;
  headingComponent?: ElementType;
}

/** Number of placeholder rows while the cart loads: items, subtotal, shipping, total. */
const SKELETON_ROWS = 4;

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Box
      component="div"
      sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5, fontWeight: strong ? 700 : 400 }}
    >
      <dt>{label}</dt>
      <Box component="dd" sx={{ m: 0 }}>
        {value}
      </Box>
    </Box>
  );
}

/** The cart summary card (docs/rules.md#cart). */
export function CartSummaryCard({
  source,
  checkout,
  voucherApplied,
  voucherExtras,
  discountLabel,
  vatLabel,
  vatAddedLabel,
  headingComponent = 'h2',
}: CartSummaryCardProps) {
  const cart = useAppSelector(selectCart);
  const storeGroups = useAppSelector(selectStoreGroups);
  const request = useAppSelector(selectCartRequest);
  const locale = useAppSelector(selectLocale);
  const data: SummaryData | null = source === 'checkout' ? (checkout ?? null) : cart;
  const loading = source === 'checkout' ? !data : !data && request.status !== 'failed';
  const headingId = useId();
  const taxIncluded =
    data?.isTaxIncludedInPrice ??
    storeGroups.find((group) => group.id === cart?.storeGroupId)?.pricesIncludeTax ??
    true;
  const vatRowLabel = taxIncluded ? vatLabel : vatAddedLabel;

  return (
    <Card variant="outlined" data-source={source} component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component={headingComponent} variant="h6" gutterBottom>
          <FormattedMessage id="cart.summary.title" />
        </Typography>
        {loading ? (
          <Box aria-busy="true" data-testid="cart-summary-skeleton">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <Skeleton key={index} height={32} />
            ))}
          </Box>
        ) : null}
        {data ? (
          <>
            <OrderLines variant="summary" order={data} locale={locale} nameOf={lineName} />
            <Divider sx={{ my: 1 }} />
            <VoucherBox codes={data.discountCodes} applied={voucherApplied} extras={voucherExtras} />
            <Divider sx={{ my: 1 }} />
            <Box component="dl" sx={{ m: 0 }}>
              <Row
                label={<FormattedMessage id="cart.summary.subtotal" />}
                value={formatMoney(data.totals.subTotal, data.currencyCode, locale)}
              />
              <Row
                label={<FormattedMessage id="cart.summary.shipping" />}
                value={formatMoney(data.totals.shippingTotal, data.currencyCode, locale)}
              />
              {discountLabel && data.totals.discountTotal > 0 ? (
                <Row
                  label={discountLabel}
                  value={formatMoney(-data.totals.discountTotal, data.currencyCode, locale)}
                />
              ) : null}
              {data.totals.giftCardTotal ? (
                <Row
                  label={<FormattedMessage id="cart.summary.giftCards" />}
                  value={formatMoney(-data.totals.giftCardTotal, data.currencyCode, locale)}
                />
              ) : null}
              {vatRowLabel ? (
                <Row
                  label={vatRowLabel}
                  value={formatMoney(data.totals.taxTotal, data.currencyCode, locale)}
                />
              ) : null}
              <Row
                strong
                // 'kr' is both SEK and NOK: the total names its currency.
                label={<FormattedMessage id="cart.summary.total" values={{ currency: data.currencyCode }} />}
                value={formatMoney(data.totals.grandTotal, data.currencyCode, locale)}
              />
            </Box>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
