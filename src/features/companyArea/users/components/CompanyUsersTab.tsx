import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextField } from '../../../../components/form/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrganisationUser } from '../../../../api/types';
import { PrevNextPager } from '../../../../components/PrevNextPager';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
import { useLocalText } from '../../../../i18n/useLocalText';
import {
  companyUserInviteOpened,
  companyUserRemoveErrorDismissed,
  companyUserRemoveRequested,
  companyUsersPageChanged,
  companyUsersRequested,
  companyUsersSearchChanged,
  type CompanyUsersError,
} from '../companyUsersSlice';
import { selectCompanyUsers } from '../selectors';
import { InviteUserDialog } from './InviteUserDialog';
import { PendingInvitations } from './PendingInvitations';
import { RemoveUserDialog } from './RemoveUserDialog';
import { UsersTable } from './UsersTable';

export interface CompanyUsersTabProps {
  companyId: string;
  /** The signed-in user: her own row cannot be removed (docs/rules.md#company-users). */
  currentUserId: string;
}

/**
 * The users tab of the company information screen (docs/rules.md#company-users): admins manage the
 * people.
 */
export function CompanyUsersTab({ companyId, currentUserId }: CompanyUsersTabProps) {
  const intl = useIntl();
  const resolve = useLocalText();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCompanyUsers);
  const [confirming, setConfirming] = useState<OrganisationUser | null>(null);
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // Back on the tab: the same company keeps its page and search; another starts over (the reducer).
  useEffect(() => {
    dispatch(companyUsersRequested({ companyId }));
  }, [dispatch, companyId]);

  // Until the first request is recorded the state may still be another company's.
  const current = list.companyId === companyId;
  const search = current ? list.search : '';
  const loading = !current || list.request.status === 'loading' || list.request.status === 'idle';
  const changeSearch = (value: string) => dispatch(companyUsersSearchChanged({ companyId, search: value }));
  const goTo = (page: number) => dispatch(companyUsersPageChanged({ companyId, page }));
  const retry = () => dispatch(companyUsersRequested({ companyId }));

  return (
    <Box component="section" aria-labelledby="company-users-heading">
      <Typography id="company-users-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {text('companyUsers.heading')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label={text('companyUsers.search.label')}
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              endAdornment: search ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={text('companyUsers.search.clear')}
                    onClick={() => changeSearch('')}
                  >
                    <span aria-hidden>×</span>
                  </IconButton>
                </InputAdornment>
              ) : null,
            },
          }}
        />
        <Button variant="contained" onClick={() => dispatch(companyUserInviteOpened())} sx={{ ml: 'auto' }}>
          {text('companyUsers.invite.open')}
        </Button>
      </Box>

      {current && list.removeError ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          onClose={() => dispatch(companyUserRemoveErrorDismissed())}
          slotProps={{ closeButton: { title: text('companyUsers.close') } }}
        >
          {text('companyUsers.remove.failed', { message: resolve(list.removeError) })}
        </Alert>
      ) : null}

      {current && list.request.status === 'failed' && list.problem ? (
        <LoadError error={list.problem} onRetry={retry} />
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            {loading ? text('companyUsers.loading') : text('companyUsers.count', { count: list.totalItems })}
          </Typography>
          <UsersTable
            companyId={companyId}
            currentUserId={currentUserId}
            users={loading ? null : list.items}
            removingUserId={current ? list.removingUserId : null}
            onRemove={setConfirming}
          />
          {!loading && list.items.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{text('companyUsers.empty')}</Typography>
          ) : null}
          {current && list.totalPages > 1 ? (
            <PrevNextPager
              page={list.page}
              pages={list.totalPages}
              busy={loading}
              onPage={goTo}
              label={text('companyUsers.pagination.label')}
              status={text('companyUsers.pagination.page', { page: list.page, pages: list.totalPages })}
              justify="flex-end"
            />
          ) : null}
        </>
      )}

      {/* Who may not see the users may not see the invitations either: the alert above says why. */}
      {current && list.problem?.kind === 'unauthorized' ? null : <PendingInvitations companyId={companyId} />}

      <RemoveUserDialog
        user={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(user) => {
          setConfirming(null);
          dispatch(companyUserRemoveRequested({ companyId, userId: user.id }));
        }}
      />
      <InviteUserDialog companyId={companyId} />
    </Box>
  );
}

/** docs/rules.md#company-users: the refusal with its details, or the generic failure with a retry. */
function LoadError({ error, onRetry }: { error: CompanyUsersError; onRetry: () => void }) {
  const intl = useIntl();
  if (error.kind === 'unauthorized') {
    const details = error.details.length > 0 ? error.details.join(', ') : null;
    return (
      <Alert severity="error" role="alert">
        {intl.formatMessage(
          { id: 'companyUsers.unauthorized' },
          { details: details ?? intl.formatMessage({ id: 'companyUsers.unknownError' }) },
        )}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'companyUsers.retry' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'companyUsers.failed' })}
    </Alert>
  );
}
