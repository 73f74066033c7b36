import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import type { OrderSummary } from '../../../api/types';
import { Tag } from '../../../components/Tag';

/** The provorder badge's tooltip, fixed in Swedish (docs/rules.md#order-list). */
export const PROVORDER_TOOLTIP = 'Fakturan krediteras efter att returen är mottagen';
/** Tooltips open at once on order rows and after 700 ms elsewhere (docs/rules.md#order-list). */
export const ROW_TOOLTIP_DELAY_MS = 0;
export const TOOLTIP_DELAY_MS = 700;

const customColours: Record<string, 'warning' | 'success' | 'error'> = {
  awaiting_customer_action: 'warning',
  customer_approved: 'success',
  customer_declined: 'error',
};

interface OrderStatusBadgesProps {
  order: Pick<OrderSummary, 'status' | 'attributes'>;
  tooltipDelayMs: number;
}

/** One badge per order state and custom state, plus the provorder badge. */
export function OrderStatusBadges({ order, tooltipDelayMs }: OrderStatusBadgesProps) {
  const intl = useIntl();
  const label = (id: string, fallback: string) => (intl.messages[id] ? intl.formatMessage({ id }) : fallback);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {order.status.orderStates.map((state) => (
        <Tag
          key={state}
          variant="outlined"
          color={state === 'CANCELLED' ? 'error' : state === 'FULLY_DELIVERED' ? 'success' : 'default'}
        >
          {label(`orders.status.${state}`, state)}
        </Tag>
      ))}
      {order.status.customStates.map(({ id }) => (
        <Tag key={id} color={customColours[id] ?? 'default'}>
          {label(`orders.customState.${id}`, id)}
        </Tag>
      ))}
      {order.attributes.merchantReference2 ? (
        <Tooltip title={PROVORDER_TOOLTIP} enterDelay={tooltipDelayMs} enterNextDelay={tooltipDelayMs}>
          {/* Focusable, so keyboard users get the tooltip too. */}
          <Tag color="info" tabIndex={0} aria-description={PROVORDER_TOOLTIP}>
            {intl.formatMessage({ id: 'orders.provorder' })}
          </Tag>
        </Tooltip>
      ) : null}
    </Box>
  );
}
