import Stack from '@mui/material/Stack';
import { AddressPanel } from './AddressPanel';
import { CompanyPicker } from './CompanyPicker';
import { CompanyWarnings } from './CompanyWarnings';
import { ContactSelect } from './ContactSelect';
import { CustomerDataAlert } from './CustomerDataAlert';

/**
 * A business buyer's part of the card: the company, (for agents and super admins) the contact
 * person, and the billing and shipping addresses. Loaded only for business buyers.
 */
export function BusinessCustomer() {
  return (
    <Stack spacing={2}>
      <CompanyPicker />
      <CompanyWarnings />
      <ContactSelect />
      <CustomerDataAlert />
      <AddressPanel kind="billing" />
      <AddressPanel kind="shipping" />
    </Stack>
  );
}
