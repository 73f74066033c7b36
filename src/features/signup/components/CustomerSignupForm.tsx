import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../../core/paths';
import { DEFAULT_PHONE_COUNTRY } from '../../../lib/phone';
import { customerSignupSchema } from '../schemas';
import type { CustomerSignupValues } from '../types';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { ExpandIcon } from '../../../components/form/icons';
import { PasswordChecklist } from './PasswordChecklist';
import { EmailField } from '../../../components/form/EmailField';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { PhoneField } from '../../../components/form/PhoneField';
import { NameFields } from '../../../components/form/NameFields';
import { nameTexts } from '../constants';
import { emptyPerson } from '../emptyPerson';
import { SignupFormEnd } from './SignupFormEnd';
import { SignupFailureAlert } from './SignupFailureAlert';
import { useFieldProps } from '../../../components/form/useFieldProps';

export interface CustomerSignupFormProps {
  onSubmit: (values: CustomerSignupValues) => void;
  submitting: boolean;
  /** The phone field shows only when its label is given (docs/rules.md#signup). */
  phoneLabel?: string;
  /** The phone country to preselect: the market's. */
  phoneCountry?: string;
  /** The 'already have an account' link shows when the login-button setting is on. */
  showLoginLink: boolean;
}

const preferences = [
  ['allow_email_notifications', 'signup.preferences.email'],
  ['allow_phone_notifications', 'signup.preferences.sms'],
  ['allow_postal_notifications', 'signup.preferences.postal'],
] as const;

/** The customer sign-up form (docs/rules.md#signup); validated on every change (docs/rules.md#validation). */
export function CustomerSignupForm({
  onSubmit,
  submitting,
  phoneLabel,
  phoneCountry = DEFAULT_PHONE_COUNTRY,
  showLoginLink,
}: CustomerSignupFormProps) {
  const intl = useIntl();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const formik = useFormik<CustomerSignupValues>({
    initialValues: {
      ...emptyPerson(phoneCountry),
      allow_email_notifications: false,
      allow_phone_notifications: false,
      allow_postal_notifications: false,
      privacy: false,
    },
    validationSchema: customerSignupSchema,
    validateOnChange: true,
    onSubmit,
  });
  const field = useFieldProps(formik, 'customer-signup');
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      <SignupFailureAlert />
      <Stack spacing={2}>
        <NameFields field={field} texts={nameTexts} required />
        <EmailField {...field('email')} label={label('signup.field.email')} />
        {phoneLabel ? (
          <PhoneField
            label={phoneLabel}
            country={field('phone_country')}
            number={field('phone_number')}
            onNormalised={(value) => void formik.setFieldValue('phone_number', value)}
          />
        ) : null}
        <NewPasswordFields
          field={field}
          texts={{ password: 'signup.field.password', confirm: 'signup.field.confirmPassword' }}
          description={{
            id: 'customer-signup-password-checklist',
            content: (
              <PasswordChecklist id="customer-signup-password-checklist" password={formik.values.password} />
            ),
          }}
        />

        <Box>
          <Button
            onClick={() => setPreferencesOpen((open) => !open)}
            aria-expanded={preferencesOpen}
            aria-controls="customer-signup-preferences"
            endIcon={
              <ExpandIcon
                sx={{ transform: preferencesOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
          >
            <FormattedMessage id="signup.preferences.title" />
          </Button>
          {/* Shown and hidden without MUI's Collapse: its animation would be 3 kB of the route's 60. */}
          <Box id="customer-signup-preferences" hidden={!preferencesOpen}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="body2" sx={{ mt: 1 }}>
                <FormattedMessage id="signup.preferences.legend" />
              </Typography>
              <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                {preferences.map(([name, textId]) => (
                  <CheckboxField
                    key={name}
                    formik={formik}
                    name={name}
                    id={`customer-signup-${name}`}
                    label={label(textId)}
                  />
                ))}
              </Box>
            </Box>
          </Box>
        </Box>

        <SignupFormEnd
          formik={formik}
          consent={{ name: 'privacy', id: 'customer-signup-privacy', labelId: 'signup.field.privacy' }}
          submitLabelId="signup.customer.submit"
          pending={submitting}
          loginPath={showLoginLink ? `${paths.login}/` : null}
        />
      </Stack>
    </Box>
  );
}
