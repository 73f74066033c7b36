import Alert from '@mui/material/Alert';
import { TextField } from '../../../../components/form/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
import { contactChosen } from '../companySlice';
import { contactReference } from '../../../company';
import { selectCompanyContacts, selectCustomerSelection, selectShowsContactSelect } from '../selectors';

/**
 * Agents and super admins choose whom the order is for (docs/rules.md#customer-card); others order
 * as themselves.
 */
export function ContactSelect() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const shows = useAppSelector(selectShowsContactSelect);
  const contacts = useAppSelector(selectCompanyContacts);
  const { contactId } = useAppSelector(selectCustomerSelection);
  if (!shows) return null;
  if (contacts.request.status === 'failed') {
    return (
      <Alert severity="error">
        <FormattedMessage id="company.card.contactsFailed" />
      </Alert>
    );
  }
  const known = contacts.list.some((c) => c.id === contactId);
  return (
    <TextField
      id="customer-contact"
      select
      fullWidth
      label={intl.formatMessage({ id: 'company.card.contact' })}
      value={known ? (contactId ?? '') : ''}
      disabled={contacts.request.status !== 'succeeded'}
      onChange={(event) => {
        if (event.target.value) dispatch(contactChosen({ contactId: event.target.value }));
      }}
      helperText={known ? undefined : intl.formatMessage({ id: 'company.card.chooseContactHelp' })}
    >
      {known ? null : (
        <option value="" disabled>
          {intl.formatMessage({ id: 'company.card.chooseContact' })}
        </option>
      )}
      {contacts.list.map((contact) => (
        <option key={contact.id} value={contact.id}>
          {`${contactReference(contact)} (${contact.email})`}
        </option>
      ))}
    </TextField>
  );
}
