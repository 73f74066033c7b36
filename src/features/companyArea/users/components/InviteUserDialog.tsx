import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useDialogFirstFocus } from '../../../../components/dialogFirstFocus';
import { TextField } from '../../../../components/form/TextField';
import { useFormik } from 'formik';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { EmailField } from '../../../../components/form/EmailField';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { useFieldProps } from '../../../../components/form/useFieldProps';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
import { useLocalText } from '../../../../i18n/useLocalText';
import { companyUserInviteClosed, companyUserInviteRequested } from '../companyUsersSlice';
import {
  EMAIL_MAX_LENGTH,
  emptyInvite,
  invitePayload,
  inviteSchema,
  NAME_MAX_LENGTH,
  type InviteValues,
} from '../schemas';
import { selectInviteDialog } from '../selectors';

/** The Invite user dialog; it holds its form only while open, so each opening starts empty. */
export function InviteUserDialog({ companyId }: { companyId: string }) {
  const { open } = useAppSelector(selectInviteDialog);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [firstFieldRef, focusFirstField] = useDialogFirstFocus<HTMLInputElement>();
  return (
    <Dialog
      open={open}
      onClose={() => dispatch(companyUserInviteClosed())}
      aria-labelledby="invite-user-title"
      fullWidth
      maxWidth="sm"
      // The first field once the dialog has settled (dialogFirstFocus.ts): with an autoFocus the
      // blur as the dialog took the focus would show "required" before anything was typed.
      slotProps={{ transition: { onEntered: focusFirstField } }}
    >
      {/* Outside the form, so the dialog keeps its name while it fades out without it. */}
      <DialogTitle id="invite-user-title">
        {intl.formatMessage({ id: 'companyUsers.invite.title' })}
      </DialogTitle>
      {open ? <InviteForm companyId={companyId} firstField={firstFieldRef} /> : null}
    </Dialog>
  );
}

function InviteForm({
  companyId,
  firstField,
}: {
  companyId: string;
  firstField: RefObject<HTMLInputElement | null>;
}) {
  const intl = useIntl();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const { submitting, error } = useAppSelector(selectInviteDialog);
  const text = (id: string) => intl.formatMessage({ id });
  // The typed values live in Formik, so they stay when the server refuses the invitation.
  const formik = useFormik<InviteValues>({
    initialValues: emptyInvite,
    validationSchema: inviteSchema,
    onSubmit: (values) =>
      void dispatch(companyUserInviteRequested({ companyId, input: invitePayload(values) })),
  });
  const field = useFieldProps(formik, 'invite-user');
  const nameLimit = { htmlInput: { maxLength: NAME_MAX_LENGTH } };

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-busy={submitting}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text('companyUsers.invite.text')}</DialogContentText>
        {error && !submitting ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {resolve(error)}
          </Alert>
        ) : null}
        <Stack spacing={2}>
          <TextField
            {...field('first_name')}
            inputRef={firstField}
            required
            fullWidth
            autoComplete="off"
            label={text('companyUsers.invite.firstName')}
            slotProps={nameLimit}
          />
          <TextField
            {...field('last_name')}
            required
            fullWidth
            autoComplete="off"
            label={text('companyUsers.invite.lastName')}
            slotProps={nameLimit}
          />
          <EmailField
            {...field('email')}
            // Someone else's address: the browser's own e-mail is the wrong suggestion.
            autoComplete="off"
            label={text('companyUsers.invite.email')}
            slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
          />
          <CheckboxField
            formik={formik}
            name="admin"
            id="invite-user-admin"
            label={text('companyUsers.invite.admin')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => dispatch(companyUserInviteClosed())} disabled={submitting}>
          {text('companyUsers.invite.cancel')}
        </Button>
        <SubmitButton pending={submitting} size="medium">
          {text(submitting ? 'companyUsers.invite.submitting' : 'companyUsers.invite.submit')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
