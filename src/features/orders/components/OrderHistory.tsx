import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { CustomStateChange } from '../../../api/types';
import { formatSwedishDateTime } from '../../../lib/dates';

/** The order's custom-state changes, oldest first. */
export function OrderHistory({ history }: { history: CustomStateChange[] }) {
  const intl = useIntl();
  const stateName = (stateId: string) => {
    const id = `orders.customState.${stateId}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : stateId;
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {intl.formatMessage({ id: 'orders.detail.history' })}
        </Typography>
        <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {history.map((change, index) => (
            <li key={`${change.date}-${index}`}>
              <Typography variant="body2">
                <time dateTime={change.date}>{formatSwedishDateTime(change.date)}</time>{' '}
                {intl.formatMessage(
                  {
                    id: change.type === 'add' ? 'orders.detail.historyAdded' : 'orders.detail.historyRemoved',
                  },
                  { state: stateName(change.stateId) },
                )}
              </Typography>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
