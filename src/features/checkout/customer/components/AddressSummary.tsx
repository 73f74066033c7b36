import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Company, CompanyAddress } from '../../../../api/types';
import type { NewAddress } from '../types';

interface AddressSummaryProps {
  address: CompanyAddress | NewAddress;
  /** The billing summary adds the company's organisation number, tax ID and invoice e-mail. */
  billingOf?: Company;
}

/**
 * Name, company, street, postal code, city, state and country, plus billing extras
 * (docs/rules.md#customer-card).
 */
export function AddressSummary({ address, billingOf }: AddressSummaryProps) {
  const intl = useIntl();
  const house = 'house_number' in address ? address.house_number : '';
  const country = intl.formatDisplayName(address.country, { type: 'region' }) ?? address.country;
  const lines = [
    address.name,
    address.company_name,
    [address.street_address, house].filter(Boolean).join(' '),
    'co_address' in address && address.co_address
      ? intl.formatMessage({ id: 'company.address.careOf' }, { name: address.co_address })
      : '',
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.state_province,
    country,
  ];
  const extras = billingOf
    ? [
        ['company.address.organisationNumber', billingOf.organisation_number],
        ['company.address.taxId', billingOf.tax_id_vat_number],
        ['company.address.invoiceEmail', billingOf.invoice_email],
      ].filter(([, value]) => value)
    : [];
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', mt: 1 }}>
      {lines.filter(Boolean).map((line, index) => (
        <span key={`${index}-${line}`} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
      {extras.map(([id, value]) => (
        <span key={id} style={{ display: 'block' }}>
          {intl.formatMessage({ id }, { value })}
        </span>
      ))}
    </Typography>
  );
}
