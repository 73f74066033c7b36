import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/form/TextField';
import { useFormik } from 'formik';
import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../../core/paths';
import { DEFAULT_PHONE_COUNTRY, normalisePhone } from '../../../lib/phone';
import { applyFieldChange, type AutofillField } from '../autofill';
import {
  ADDRESS_FIELDS,
  DEFAULT_ADDRESS_COUNTRY,
  addressCountries,
  nameTexts,
  organisationAttributes,
} from '../constants';
import { organisationSignupSchema, signupAddressForm } from '../schemas';
import type { OrganisationSignupValues } from '../types';
import { AddressFormFields } from '../../../components/address/AddressFormFields';
import { emptyAddress } from '../../../components/address/addressFields';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormSection } from './FormSection';
import { EmailField } from '../../../components/form/EmailField';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { PhoneField } from '../../../components/form/PhoneField';
import { NameFields } from '../../../components/form/NameFields';
import { emptyPerson } from '../emptyPerson';
import { SignupFormEnd } from './SignupFormEnd';
import { SignupFailureAlert } from './SignupFailureAlert';
import { useFieldProps } from '../../../components/form/useFieldProps';

export interface OrganisationSignupFormProps {
  /** The organisation sections show only when the organisation-signup setting is on. */
  withOrganisation: boolean;
  showLoginLink: boolean;
  phoneCountry?: string;
  submitting: boolean;
  /**
   * The e-mail of the account an earlier submit created when its company could not be made: the
   * contact part is then done and stays as typed, and a new submit creates only the company.
   */
  createdContactEmail?: string | null;
  onSubmit: (values: OrganisationSignupValues) => void;
}

const newAddress = () => ({ ...emptyAddress(ADDRESS_FIELDS), country: DEFAULT_ADDRESS_COUNTRY });

export function initialOrganisationValues(phoneCountry: string): OrganisationSignupValues {
  return {
    ...emptyPerson(phoneCountry),
    name: '',
    organisation_number: '',
    tax_id_vat_number: '',
    org_email: '',
    invoice_email: '',
    org_phone: '',
    external_ref: '',
    attribute: '',
    billing: newAddress(),
    shipping: newAddress(),
    use_billing_as_shipping: true,
    terms_accepted: false,
    edited: { org_email: false, invoice_email: false, org_phone: false },
  };
}

/** docs/rules.md#organisation-signup: contact person, company, billing and delivery address. */
export function OrganisationSignupForm({
  withOrganisation,
  showLoginLink,
  phoneCountry = DEFAULT_PHONE_COUNTRY,
  submitting,
  createdContactEmail = null,
  onSubmit,
}: OrganisationSignupFormProps) {
  const intl = useIntl();
  const formik = useFormik<OrganisationSignupValues>({
    initialValues: initialOrganisationValues(phoneCountry),
    validationSchema: organisationSignupSchema(withOrganisation),
    validateOnChange: true,
    onSubmit,
  });
  const field = useFieldProps(formik, 'org-signup');
  const contactDone = createdContactEmail !== null;
  /** A contact-person field: it cannot change once the account exists. */
  const contactField = (name: string) => ({ ...field(name), disabled: contactDone });
  const label = (id: string) => intl.formatMessage({ id });
  const change = (name: AutofillField, value: string | boolean) =>
    void formik.setValues(applyFieldChange(formik.values, name, value), true);
  /** The billing or the delivery address's fields. */
  const address = (prefix: 'billing' | 'shipping') => ({
    form: signupAddressForm,
    formik,
    path: prefix,
    idPrefix: 'org-signup',
    country: { select: addressCountries },
    layout: 'stack' as const,
    autoCompleteSection: prefix,
    autoComplete: { street_address: 'street-address' },
  });
  /** A text field whose changes go through the autofill rules. */
  const autofilled = (name: AutofillField & string) => ({
    ...field(name),
    ...(name === 'email' || name === 'phone_number' ? { disabled: contactDone } : {}),
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      <SignupFailureAlert />
      <Stack spacing={4}>
        <FormSection id="org-signup-contact" title={label('signup.section.contact')}>
          {contactDone ? (
            <Alert severity="info" role="status">
              <FormattedMessage
                id="signup.organisation.contactCreated"
                values={{ email: <strong>{createdContactEmail}</strong> }}
              />
            </Alert>
          ) : null}
          <NameFields field={contactField} texts={nameTexts} required />
          <EmailField {...autofilled('email')} label={label('signup.field.email')} />
          <PhoneField
            label={label('signup.field.phone')}
            required
            country={contactField('phone_country')}
            number={autofilled('phone_number')}
            onNormalised={(value) => change('phone_number', value)}
          />
          <NewPasswordFields
            field={contactField}
            texts={{
              password: 'signup.field.password',
              hint: 'signup.password.hint',
              confirm: 'signup.field.confirmPassword',
            }}
          />
        </FormSection>

        {withOrganisation ? (
          <>
            <FormSection id="org-signup-company" title={label('signup.section.company')}>
              <TextField
                {...field('name')}
                label={label('signup.field.companyName')}
                required
                autoComplete="organization"
              />
              <TextField
                {...autofilled('organisation_number')}
                label={label('signup.field.organisationNumber')}
                required
              />
              <TextField {...field('tax_id_vat_number')} label={label('signup.field.vatNumber')} required />
              <TextField
                {...autofilled('org_email')}
                label={label('signup.field.orgEmail')}
                type="email"
                required
              />
              <TextField
                {...autofilled('invoice_email')}
                label={label('signup.field.invoiceEmail')}
                type="email"
              />
              <TextField
                {...autofilled('org_phone')}
                label={label('signup.field.orgPhone')}
                type="tel"
                onBlur={(event) => {
                  formik.handleBlur(event);
                  // Same rule as the contact's phone, with the contact's country.
                  const typed = formik.values.org_phone;
                  if (typed.trim())
                    void formik.setFieldValue(
                      'org_phone',
                      normalisePhone(typed, formik.values.phone_country),
                    );
                }}
              />
              <TextField {...field('external_ref')} label={label('signup.field.externalRef')} />
              <TextField {...field('attribute')} select label={label('signup.field.attribute')}>
                <option value="">{label('signup.attribute.none')}</option>
                {organisationAttributes.map((attribute) => (
                  <option key={attribute.id} value={attribute.id}>
                    {label(attribute.nameId)}
                  </option>
                ))}
              </TextField>
            </FormSection>

            <FormSection id="org-signup-billing" title={label('signup.section.billing')}>
              <AddressFormFields
                {...address('billing')}
                onChange={(name, value) => change(name as AutofillField, value)}
              />
            </FormSection>

            <FormSection id="org-signup-shipping" title={label('signup.section.shipping')}>
              <CheckboxField
                formik={formik}
                name="use_billing_as_shipping"
                id="org-signup-use-billing"
                label={label('signup.field.sameAsBilling')}
                onChange={(checked) => change('use_billing_as_shipping', checked)}
              />
              <AddressFormFields {...address('shipping')} disabled={formik.values.use_billing_as_shipping} />
            </FormSection>
          </>
        ) : null}

        <SignupFormEnd
          formik={formik}
          consent={{ name: 'terms_accepted', id: 'org-signup-terms', labelId: 'signup.field.termsAccepted' }}
          submitLabelId="signup.organisation.submit"
          pending={submitting}
          loginPath={showLoginLink ? paths.login : null}
        />
      </Stack>
    </Box>
  );
}
