import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageHead } from '../../../components/head/PageHead';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { CartLines, CartSummaryCard, selectCart, selectCartKnownEmpty } from '../../cart';
import { CustomerInformationCard } from '../customer/components/CustomerInformationCard';
import { selectSettings } from '../../settings';
import {
  checkoutAccountRefreshRequested,
  checkoutEntered,
  checkoutLeft,
  orderErrorDismissed,
} from '../checkoutSlice';
import { AppliedGiftCards } from '../components/AppliedGiftCards';
import { CheckoutProblemAlert } from '../components/CheckoutProblemAlert';
import { GiftCardSection } from '../components/GiftCardSection';
import { OrderErrorPanel } from '../components/OrderErrorPanel';
import { PaymentContainer } from '../components/PaymentContainer';
import { giftCardsOffered, PAYMENT_REFUSED_PARAM, refusingProvider } from '../providerChoice';
import { selectCheckout, selectCheckoutProblem, selectOrderError } from '../selectors';

/**
 * /checkout: the lines, the payment provider's form and the summary with the voucher box
 * (docs/rules.md#checkout).
 */
export default function CheckoutPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const checkout = useAppSelector(selectCheckout);
  // A cart known to be empty is shown as such at once, before the checkout's own check says so
  // (a new visitor's session start waits for the settings; the prerendered page shows it too).
  const knownEmpty = useAppSelector(selectCartKnownEmpty);
  const problem = useAppSelector(selectCheckoutProblem) ?? (knownEmpty ? 'emptyCart' : null);
  const orderError = useAppSelector(selectOrderError);
  const giftCardEnabled = useAppSelector(selectSettings)?.giftCardEnabled ?? false;
  const head = <PageHead title={intl.formatMessage({ id: 'checkout.title' })} />;

  const [params, setParams] = useSearchParams();
  // A provider that brought the shopper back because the merchant refused the purchase (Klarna's
  // validation 303) names itself; said once, so a reload does not say it again.
  const refusedBy = refusingProvider(params.get(PAYMENT_REFUSED_PARAM));
  useEffect(() => {
    dispatch(checkoutEntered(refusedBy ? { restart: false, refusedBy } : undefined));
    if (refusedBy) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PAYMENT_REFUSED_PARAM);
          return next;
        },
        { replace: true },
      );
    }
    return () => {
      dispatch(checkoutLeft());
    };
    // Once per visit of the page: the address it was entered with, not its later changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  return (
    <Box sx={{ py: 3 }}>
      {head}
      <Typography component="h1" variant="h4" gutterBottom>
        <FormattedMessage id="checkout.title" />
      </Typography>
      {problem ? (
        <CheckoutProblemAlert
          problem={problem}
          onReload={() => dispatch(checkoutEntered({ restart: true }))}
          onRefreshAccount={() => dispatch(checkoutAccountRefreshRequested())}
        />
      ) : null}
      {orderError ? (
        <OrderErrorPanel error={orderError} onClose={() => dispatch(orderErrorDismissed())} />
      ) : null}
      {problem === null ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            {cart && cart.items.length > 0 ? <CartLines cart={cart} /> : null}
            <CustomerInformationCard />
            <Typography component="h2" variant="h6" sx={{ mt: 2, mb: 1 }}>
              <FormattedMessage id="checkout.payment.title" />
            </Typography>
            <PaymentContainer />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <CartSummaryCard
              source="checkout"
              checkout={checkout}
              discountLabel={intl.formatMessage({ id: 'cart.summary.discount' })}
              vatLabel={intl.formatMessage({ id: 'cart.summary.vat' })}
              vatAddedLabel={intl.formatMessage({ id: 'cart.summary.vatAdded' })}
              voucherApplied={
                checkout ? (
                  <AppliedGiftCards cards={checkout.giftCards} currency={checkout.currencyCode} />
                ) : null
              }
              voucherExtras={
                giftCardsOffered(giftCardEnabled, cart?.capabilities) ? <GiftCardSection /> : null
              }
            />
          </Grid>
        </Grid>
      ) : null}
    </Box>
  );
}
