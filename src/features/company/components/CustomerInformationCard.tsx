import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../core/hooks';
import { selectUser } from '../../auth';
import { isBusinessUser } from '../customerRules';
import { AddressPanel } from './AddressPanel';
import { CompanyPicker } from './CompanyPicker';
import { CompanyWarnings } from './CompanyWarnings';
import { ConsumerDetails } from './ConsumerDetails';
import { ContactSelect } from './ContactSelect';
import { CustomerDataAlert } from './CustomerDataAlert';

const TITLE_ID = 'customer-card-title';

/**
 * The customer information card of the checkout (spec point 2): a consumer sees her own details; a
 * business buyer chooses the company, (as an agent or super admin) the contact person, and the
 * billing and shipping addresses. Visitors see nothing.
 */
export function CustomerInformationCard() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Card component="section" variant="outlined" aria-labelledby={TITLE_ID} sx={{ my: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6" id={TITLE_ID} gutterBottom>
          <FormattedMessage id="company.card.title" />
        </Typography>
        {isBusinessUser(user) ? (
          <Stack spacing={2}>
            <CompanyPicker />
            <CompanyWarnings />
            <ContactSelect />
            <CustomerDataAlert />
            <AddressPanel kind="billing" />
            <AddressPanel kind="shipping" />
          </Stack>
        ) : (
          <ConsumerDetails user={user} />
        )}
      </CardContent>
    </Card>
  );
}
