import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { TextField } from '../../../components/form/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFieldProps } from '../../../components/form/useFieldProps';
import type { Company } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { normalisePhone } from '../../../lib/phone';
import { companySaveRequested } from '../companyAreaSlice';
import { ADDRESS_KINDS, toFormValues, toUpdateInput, type CompanyFormValues } from './companyForm';
import { companySchema } from './companySchema';
import { selectCompanySave } from '../selectors';
import { AddressListEditor } from './AddressListEditor';

interface CompanyFormProps {
  company: Company;
  canEdit: boolean;
  marketCountry: string;
}

/**
 * The basic tab (docs/rules.md#company-form): name, organisation number and VAT number always
 * read-only; contact data and addresses editable by the company's admins, read-only with a notice
 * for others. The parent keys it by company, so choosing another company starts a fresh form.
 */
export function CompanyForm({ company, canEdit, marketCountry }: CompanyFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectCompanySave);
  const initialValues = useMemo(() => toFormValues(company), [company]);
  const formik = useFormik<CompanyFormValues>({
    initialValues,
    // A saved company comes back from the server (new addresses get their ids): show that.
    enableReinitialize: true,
    validationSchema: companySchema,
    onSubmit: (values) => {
      if (canEdit) dispatch(companySaveRequested({ companyId: company.id, input: toUpdateInput(values) }));
    },
  });
  const field = useFieldProps(formik, 'company');
  const saving = save.request.status === 'loading';
  const readOnly = { htmlInput: { readOnly: true } };
  const text = (
    name: keyof CompanyFormValues,
    options: { required?: boolean; type?: string; editable?: boolean; autoComplete?: string } = {},
  ) => {
    const editable = (options.editable ?? true) && canEdit;
    const props = field(name);
    return (
      <TextField
        {...props}
        label={intl.formatMessage({ id: `companyArea.field.${name}` })}
        required={editable && options.required}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        size="small"
        fullWidth
        // A read-only field looks filled in, not like one waiting for input.
        sx={editable ? undefined : { '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        onBlur={(event) => {
          props.onBlur(event);
          if (name === 'phone' && formik.values.phone.trim()) {
            void formik.setFieldValue('phone', normalisePhone(formik.values.phone, marketCountry));
          }
        }}
        slotProps={editable ? { htmlInput: { maxLength: 200 } } : readOnly}
      />
    );
  };
  const [failTitle, failBody] = intl.formatMessage({ id: 'companyArea.save.failed' }).split('|');

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="company-form-title">
      <Typography id="company-form-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {company.name}
      </Typography>
      {canEdit ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          <FormattedMessage id="companyArea.readOnly" />
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
        {text('name', { editable: false, required: true })}
        {text('organisation_number', { editable: false })}
        {text('tax_id_vat_number', { editable: false })}
        {text('external_ref')}
        {text('contact_name', { required: true, autoComplete: 'name' })}
        {text('email', { required: true, type: 'email', autoComplete: 'email' })}
        {text('invoice_email', { type: 'email' })}
        {text('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
      </Box>
      {ADDRESS_KINDS.map((kind) => (
        <AddressListEditor
          key={kind}
          kind={kind}
          formik={formik}
          canEdit={canEdit}
          marketCountry={marketCountry}
        />
      ))}
      <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
        {save.message === 'saved' ? (
          <Alert severity="success">
            <FormattedMessage id="companyArea.save.saved" />
          </Alert>
        ) : save.message === 'failed' ? (
          <Alert severity="error">
            <AlertTitle>{failTitle}</AlertTitle>
            {failBody}
          </Alert>
        ) : null}
      </Box>
      {canEdit ? (
        <SubmitButton pending={saving}>
          <FormattedMessage id="companyArea.save.button" />
        </SubmitButton>
      ) : null}
    </Box>
  );
}
