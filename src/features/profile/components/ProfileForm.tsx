import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/form/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopSettings } from '../../../api/types';
import { normalisePhone } from '../../../lib/phone';
import { profileSchema } from '../schemas';
import type { ProfileFormValues } from '../types';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FieldRow } from '../../../components/form/FieldRow';
import { NameFields } from '../../../components/form/NameFields';
import { PhoneField } from '../../../components/form/PhoneField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFieldProps } from '../../../components/form/useFieldProps';

const GENERIC = 'somethingWentWrong';

const channels = [
  ['allow_email_notifications', 'allowEmailNotifications', 'profile.preferences.email'],
  ['allow_phone_notifications', 'allowSmsNotifications', 'profile.preferences.sms'],
  ['allow_postal_notifications', 'allowPostalNotifications', 'profile.preferences.postal'],
] as const;

/** The fields side by side under the street: the name, its label and its autofill token. */
const placeFields = [
  ['postal_code', 'profile.field.postalCode', 'postal-code'],
  ['city', 'profile.field.city', 'address-level2'],
] as const;

interface ProfileFormProps {
  initialValues: ProfileFormValues;
  settings: ShopSettings | null;
  saving: boolean;
  savedNoticeShown: boolean;
  saveError: string | null;
  onSave: (values: ProfileFormValues) => void;
  onDeleteAccount: () => void;
}

/** The profile card (docs/rules.md#profile). A failed save keeps what was typed. */
export function ProfileForm({
  initialValues,
  settings,
  saving,
  savedNoticeShown,
  saveError,
  onSave,
  onDeleteAccount,
}: ProfileFormProps) {
  const intl = useIntl();
  const formik = useFormik<ProfileFormValues>({
    initialValues,
    // A refetched user after a save replaces the values with what the backend stored.
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: (values) =>
      onSave({ ...values, phone_number: normalisePhone(values.phone_number, values.phone_country) }),
  });
  const field = useFieldProps(formik, 'profile');
  const label = (id: string) => intl.formatMessage({ id });
  const [savedTitle, savedBody] = label('profile.saved').split('|');
  const enabledChannels = channels.filter(([, setting]) => settings?.[setting]);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      <Stack spacing={2}>
        {savedNoticeShown ? (
          <Alert severity="success" role="status">
            <AlertTitle>{savedTitle}</AlertTitle>
            {savedBody}
          </Alert>
        ) : null}
        {saveError !== null ? (
          <Alert severity="error" role="alert">
            <AlertTitle>
              <FormattedMessage id="profile.saveFailed" />
            </AlertTitle>
            {saveError && saveError !== GENERIC ? saveError : <FormattedMessage id="profile.tryAgain" />}
          </Alert>
        ) : null}
        <NameFields
          field={field}
          texts={{ firstName: 'profile.field.firstName', lastName: 'profile.field.lastName' }}
        />
        <TextField {...field('street')} label={label('profile.field.street')} autoComplete="street-address" />
        <FieldRow>
          {placeFields.map(([name, textId, autoComplete]) => (
            <TextField
              key={name}
              {...field(name)}
              label={label(textId)}
              autoComplete={autoComplete}
              fullWidth
            />
          ))}
        </FieldRow>
        <TextField
          {...field('email')}
          label={label('profile.field.email')}
          type="email"
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
          helperText={label('profile.field.emailReadOnly')}
        />
        <PhoneField
          label={label('profile.field.phone')}
          country={field('phone_country')}
          number={field('phone_number')}
          onNormalised={(value) => void formik.setFieldValue('phone_number', value)}
        />
        {enabledChannels.length > 0 ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ mb: 1 }}>
              <FormattedMessage id="profile.preferences.legend" />
            </Typography>
            <FormGroup>
              {enabledChannels.map(([name, , textId]) => (
                <CheckboxField
                  key={name}
                  formik={formik}
                  name={name}
                  id={`profile-${name}`}
                  label={label(textId)}
                />
              ))}
            </FormGroup>
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between', pt: 1 }}>
          <SubmitButton pending={saving} size="medium">
            <FormattedMessage id="profile.save" />
          </SubmitButton>
          <Button variant="outlined" color="error" onClick={onDeleteAccount}>
            <FormattedMessage id="profile.delete.open" />
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
