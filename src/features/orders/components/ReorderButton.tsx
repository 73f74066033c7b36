import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { reorderRequested } from '../ordersSlice';
import { selectIsReordering } from '../selectors';

/** Adds every line of the order to the cart, in the shopper's current market. */
export function ReorderButton({ orderId, reference }: { orderId: string; reference: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => selectIsReordering(state, orderId));
  return (
    <Button
      size="small"
      variant="text"
      disabled={busy}
      aria-busy={busy}
      aria-label={intl.formatMessage({ id: 'orders.action.reorderOrder' }, { reference })}
      onClick={() => dispatch(reorderRequested({ orderId }))}
    >
      {intl.formatMessage({ id: 'orders.action.reorder' })}
    </Button>
  );
}
