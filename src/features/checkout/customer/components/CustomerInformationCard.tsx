import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { lazyNamed } from '../../../../components/lazyNamed';
import { useAppSelector } from '../../../../core/hooks';
import { selectUser } from '../../../auth';
import { isBusinessUser } from '../customerRules';
import { ConsumerDetails } from './ConsumerDetails';

const TITLE_ID = 'customer-card-title';

// Visitors and consumers never need the company pickers and address forms.
const { Component: BusinessCustomer } = lazyNamed(() => import('./BusinessCustomer'), 'BusinessCustomer');

/**
 * The customer information card of the checkout (docs/rules.md#customer-card): a consumer sees her
 * own details; a business buyer chooses the company, (as an agent or super admin) the contact
 * person, and the billing and shipping addresses. Visitors see nothing.
 */
export function CustomerInformationCard() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Card component="section" variant="outlined" aria-labelledby={TITLE_ID} sx={{ my: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6" id={TITLE_ID} gutterBottom>
          <FormattedMessage id="company.card.title" />
        </Typography>
        {isBusinessUser(user) ? (
          <Suspense
            fallback={
              <Skeleton
                variant="rounded"
                height={56}
                aria-label={intl.formatMessage({ id: 'company.card.loading' })}
              />
            }
          >
            <BusinessCustomer />
          </Suspense>
        ) : (
          <ConsumerDetails user={user} />
        )}
      </CardContent>
    </Card>
  );
}
