import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import type { OrderSummary } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { awaitsDecision } from '../../../lib/orderStatus';
import { selectUser } from '../../auth';
import { selectSettings } from '../../settings';
import { mayDecide } from '../decisionRights';
import { orderDecisionRequested, orderDialogOpened } from '../ordersSlice';
import { selectDecisionInFlight } from '../selectors';

/** The actions show only when the order-decisions flag has this value (docs/rules.md#settings). */
export const ORDER_DECISIONS_ON = 'true';

type DecidableOrder = Pick<
  OrderSummary,
  'id' | 'reference' | 'status' | 'attributes' | 'changeRequestCallback'
>;

/**
 * Approve, Decline and Request Change for an order awaiting the buyer (docs/rules.md#order-decisions).
 * While a decision is in flight all three are busy, so a double click sends one decision.
 */
export function DecisionActions({ order }: { order: DecidableOrder }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const enabled = useAppSelector(selectSettings)?.orderDecisions === ORDER_DECISIONS_ON;
  const user = useAppSelector(selectUser);
  const inFlight = useAppSelector((state) => selectDecisionInFlight(state, order.id));
  if (!enabled || !awaitsDecision(order.status.customStates) || !mayDecide(user, order)) return null;
  const reference = order.reference;
  // Decline and Request Change ask for a reason first, in their dialog (DecisionDialog).
  const withReason = order.changeRequestCallback
    ? (['decline', 'requestChange'] as const)
    : (['decline'] as const);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={Boolean(inFlight)}
        aria-busy={inFlight === 'approve'}
        aria-label={intl.formatMessage({ id: 'orders.action.approveOrder' }, { reference })}
        onClick={() => dispatch(orderDecisionRequested({ orderId: order.id, decision: 'approve' }))}
      >
        {intl.formatMessage({ id: 'orders.action.approve' })}
      </Button>
      {withReason.map((decision) => (
        <Button
          key={decision}
          size="small"
          variant="outlined"
          color={decision === 'decline' ? 'error' : 'primary'}
          disabled={Boolean(inFlight)}
          aria-label={intl.formatMessage({ id: `orders.action.${decision}Order` }, { reference })}
          aria-haspopup="dialog"
          onClick={() => dispatch(orderDialogOpened({ orderId: order.id, decision }))}
        >
          {intl.formatMessage({ id: `orders.action.${decision}` })}
        </Button>
      ))}
    </Box>
  );
}
