import Box from '@mui/material/Box';
import { TextField } from '../../../../components/form/TextField';
import { Tab, Tabs } from '../../../../components/Tabs';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Company } from '../../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
import { addressChosen, newAddressUsed } from '../companySlice';
import { chosenAddress } from '../customerRules';
import { selectCustomerSelection } from '../selectors';
import type { AddressKind, NewAddress } from '../types';
import { lazyNamed } from '../../../../components/lazyNamed';
import { AddressSummary } from './AddressSummary';
import { DEFAULT_NEW_ADDRESS_COUNTRY } from '../newAddress';

// The form (with Formik and Yup) loads when a New tab opens: most orders use an existing address.
const { Component: NewAddressForm, preload: preloadNewAddressForm } = lazyNamed<
  import('./NewAddressForm').NewAddressFormProps
>(() => import('./NewAddressForm'), 'NewAddressForm');

type PanelTab = 'existing' | 'new';

const listOf = (company: Company, kind: AddressKind) =>
  kind === 'billing' ? company.billing_address : company.shipping_address;

/**
 * The billing or shipping panel (docs/rules.md#customer-card): an existing address of the company,
 * or a new one.
 */
export function AddressPanel({ kind }: { kind: AddressKind }) {
  const { company } = useAppSelector(selectCustomerSelection);
  if (!company) return null;
  // A new company starts on its own addresses again.
  return <AddressPanelFor key={company.id} kind={kind} company={company} />;
}

function AddressPanelFor({ kind, company }: { kind: AddressKind; company: Company }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const choice = useAppSelector(selectCustomerSelection)[kind];
  const addresses = listOf(company, kind);
  const [tab, setTab] = useState<PanelTab>(choice.custom || addresses.length === 0 ? 'new' : 'existing');
  const chosen = chosenAddress({ ...choice, custom: null }, addresses);
  const id = (part: string) => `${kind}-address-${part}`;
  const initial: NewAddress = choice.custom ?? {
    name: '',
    company_name: company.name,
    street_address: '',
    city: '',
    state_province: '',
    postal_code: '',
    country: DEFAULT_NEW_ADDRESS_COUNTRY,
  };
  return (
    <Box component="section" aria-labelledby={id('title')}>
      <Typography component="h3" variant="subtitle1" id={id('title')} sx={{ fontWeight: 600 }}>
        <FormattedMessage id={`company.address.${kind}`} />
      </Typography>
      <Tabs value={tab} onChange={setTab} aria-label={intl.formatMessage({ id: `company.address.${kind}` })}>
        <Tab
          value="existing"
          id={id('tab-existing')}
          aria-controls={id('panel-existing')}
          label={intl.formatMessage({ id: 'company.address.existing' })}
          disabled={addresses.length === 0}
        />
        <Tab
          value="new"
          onMouseEnter={preloadNewAddressForm}
          onFocus={preloadNewAddressForm}
          id={id('tab-new')}
          aria-controls={id('panel-new')}
          label={intl.formatMessage({ id: 'company.address.newTab' })}
        />
      </Tabs>
      <Box role="tabpanel" id={id(`panel-${tab}`)} aria-labelledby={id(`tab-${tab}`)} sx={{ pt: 2 }}>
        {tab === 'existing' ? (
          <>
            <TextField
              id={id('select')}
              select
              fullWidth
              size="small"
              label={intl.formatMessage({ id: `company.address.choose.${kind}` })}
              value={choice.custom ? '' : (choice.addressId ?? '')}
              onChange={(event) => {
                if (event.target.value) dispatch(addressChosen({ kind, addressId: event.target.value }));
              }}
            >
              {choice.custom || !chosen ? (
                <option value="" disabled>
                  {intl.formatMessage({ id: 'company.address.chooseOne' })}
                </option>
              ) : null}
              {addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {[address.name, `${address.street_address} ${address.house_number}`.trim(), address.city]
                    .filter(Boolean)
                    .join(', ')}
                </option>
              ))}
            </TextField>
            {chosen && !choice.custom ? (
              <AddressSummary address={chosen} billingOf={kind === 'billing' ? company : undefined} />
            ) : null}
          </>
        ) : (
          <>
            {choice.custom ? (
              <Box role="status" sx={{ mb: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <FormattedMessage id="company.address.inUse" />
                </Typography>
                <AddressSummary
                  address={choice.custom}
                  billingOf={kind === 'billing' ? company : undefined}
                />
              </Box>
            ) : null}
            <Suspense fallback={<Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />}>
              <NewAddressForm
                kind={kind}
                initial={initial}
                onUse={(address) => dispatch(newAddressUsed({ kind, address }))}
              />
            </Suspense>
          </>
        )}
      </Box>
    </Box>
  );
}
