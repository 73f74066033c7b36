import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyInvitation } from '../../../../api/types';
import { visuallyHidden } from '../../../../components/visuallyHidden';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
import { useLocalText } from '../../../../i18n/useLocalText';
import { DEFAULT_TIME_ZONE } from '../../../../lib/dates';
import {
  invitationResendErrorDismissed,
  invitationResendRequested,
  invitationWithdrawOpened,
  pendingInvitationsRequested,
} from '../pendingInvitationsSlice';
import { selectPendingInvitations } from '../selectors';
import { fullName } from './UsersTable';
import { WithdrawInvitationDialog } from './WithdrawInvitationDialog';

const COLUMNS = ['email', 'level', 'sent', 'expires', 'actions'] as const;
// On a phone the dates go; the e-mail address, the role and the actions stay.
const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;
const wideColumn = (column: (typeof COLUMNS)[number]) => column === 'sent' || column === 'expires';

/**
 * The users tab's pending invitations (docs/rules.md#pending-invitations): every invitation nobody
 * has answered, with sending it again and withdrawing it.
 */
export function PendingInvitations({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingInvitations);
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const date = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE });

  useEffect(() => {
    dispatch(pendingInvitationsRequested({ companyId }));
  }, [dispatch, companyId]);

  const current = pending.companyId === companyId;
  const loading = !current || pending.request.status === 'loading' || pending.request.status === 'idle';
  const failed = current && pending.request.status === 'failed';
  const busy = pending.resend.invitationId !== null || pending.withdraw.request.status === 'loading';

  const row = (invitation: CompanyInvitation) => {
    const { id, email, expired } = invitation;
    const resending = pending.resend.invitationId === id;
    return (
      <TableRow key={id} hover>
        <TableCell component="th" scope="row" sx={{ wordBreak: 'break-all' }}>
          {email}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }}>
            {fullName(invitation)}
          </Box>
        </TableCell>
        <TableCell>{text(`companyUsers.level.${invitation.level}`)}</TableCell>
        <TableCell sx={wideOnly}>{date(invitation.sent_at)}</TableCell>
        <TableCell sx={wideOnly}>
          {expired ? (
            <Box component="span" sx={{ color: 'error.main' }}>
              {text('companyUsers.invitations.expired', { date: date(invitation.expires_at) })}
            </Box>
          ) : (
            date(invitation.expires_at)
          )}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <Button
            size="small"
            disabled={busy}
            aria-busy={resending || undefined}
            aria-label={text(
              resending
                ? 'companyUsers.invitations.resend.sending'
                : 'companyUsers.invitations.resend.buttonLabel',
              { email },
            )}
            startIcon={resending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            onClick={() => dispatch(invitationResendRequested({ companyId, invitationId: id }))}
          >
            {text('companyUsers.invitations.resend.button')}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            aria-label={text('companyUsers.invitations.withdraw.buttonLabel', { email })}
            onClick={() => dispatch(invitationWithdrawOpened({ companyId, invitationId: id }))}
          >
            {text('companyUsers.invitations.withdraw.button')}
          </Button>
        </TableCell>
      </TableRow>
    );
  };

  return (
    <Box component="section" aria-labelledby="pending-invitations-heading" sx={{ mt: 4 }}>
      <Typography id="pending-invitations-heading" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {text('companyUsers.invitations.heading')}
      </Typography>

      {current && pending.resend.message ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          onClose={() => dispatch(invitationResendErrorDismissed())}
          slotProps={{ closeButton: { title: text('companyUsers.close') } }}
        >
          {resolve(pending.resend.message)}
        </Alert>
      ) : null}

      {failed ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => dispatch(pendingInvitationsRequested({ companyId }))}
            >
              {text('companyUsers.retry')}
            </Button>
          }
        >
          {text('companyUsers.invitations.failed')}
        </Alert>
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            {loading
              ? text('companyUsers.invitations.loading')
              : pending.items.length === 0
                ? text('companyUsers.invitations.empty')
                : text('companyUsers.invitations.count', { count: pending.items.length })}
          </Typography>
          {!loading && pending.items.length > 0 ? (
            <TableContainer>
              <Table size="small" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column} sx={wideColumn(column) ? wideOnly : undefined}>
                        {column === 'actions' ? (
                          <Box component="span" sx={visuallyHidden}>
                            {text('companyUsers.invitations.column.actions')}
                          </Box>
                        ) : (
                          text(`companyUsers.invitations.column.${column}`)
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>{pending.items.map(row)}</TableBody>
              </Table>
            </TableContainer>
          ) : null}
        </>
      )}
      <WithdrawInvitationDialog companyId={companyId} />
    </Box>
  );
}
