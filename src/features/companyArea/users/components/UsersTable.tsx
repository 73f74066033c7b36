import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import type { OrganisationUser } from '../../../../api/types';
import { visuallyHidden } from '../../../../components/visuallyHidden';

/** Placeholder rows while a page loads (docs/rules.md#constants gives the order list 5; the same here). */
export const SKELETON_ROWS = 5;
const COLUMNS = ['name', 'email', 'role', 'verified', 'actions'] as const;
// On a phone the e-mail address moves under the name, so the table fits without scrolling sideways.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrowOnly = { display: { xs: 'block', sm: 'none' } } as const;

/** The user's level in this company: 'admin' or 'default' (docs/rules.md#roles). */
export const levelIn = (user: OrganisationUser, companyId: string) =>
  user.organisations.find((membership) => membership.id === companyId)?.level === 'admin'
    ? 'admin'
    : 'default';

export const fullName = (user: Pick<OrganisationUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

interface UsersTableProps {
  companyId: string;
  currentUserId: string;
  /** null while loading. */
  users: OrganisationUser[] | null;
  removingUserId: string | null;
  onRemove: (user: OrganisationUser) => void;
}

export function UsersTable({ companyId, currentUserId, users, removingUserId, onRemove }: UsersTableProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const selfReasonId = `company-users-self-${companyId}`;
  return (
    <TableContainer>
      <Table size="small" aria-busy={users === null} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={column === 'email' ? wideOnly : undefined}>
                {column === 'actions' ? (
                  <Box component="span" sx={visuallyHidden}>
                    {text('companyUsers.column.actions')}
                  </Box>
                ) : (
                  text(`companyUsers.column.${column}`)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {users === null
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TableRow key={row} data-testid="user-skeleton-row">
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={column === 'email' ? wideOnly : undefined}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : users.map((user) => {
                const name = fullName(user);
                const self = user.id === currentUserId;
                const removing = removingUserId === user.id;
                const removeButton = (
                  <Button
                    size="small"
                    color="error"
                    disabled={self || removingUserId !== null}
                    aria-busy={removing || undefined}
                    aria-label={text(
                      removing ? 'companyUsers.remove.removing' : 'companyUsers.remove.buttonLabel',
                      { name },
                    )}
                    aria-describedby={self ? selfReasonId : undefined}
                    startIcon={
                      removing ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
                    }
                    onClick={() => onRemove(user)}
                  >
                    {text('companyUsers.remove.button')}
                  </Button>
                );
                return (
                  <TableRow key={user.id} hover>
                    <TableCell component="th" scope="row">
                      {name}
                      {self ? ` ${text('companyUsers.you')}` : null}
                      <Box
                        component="span"
                        sx={{
                          ...narrowOnly,
                          color: 'text.secondary',
                          fontSize: '0.8rem',
                          wordBreak: 'break-all',
                        }}
                      >
                        {user.email}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ ...wideOnly, wordBreak: 'break-all' }}>{user.email}</TableCell>
                    <TableCell>{text(`companyUsers.level.${levelIn(user, companyId)}`)}</TableCell>
                    <TableCell>
                      {text(user.email_verified ? 'companyUsers.verified.yes' : 'companyUsers.verified.no')}
                    </TableCell>
                    <TableCell align="right">
                      {self ? (
                        // A disabled button gets no pointer events: the tooltip listens on its wrapper.
                        <Tooltip describeChild title={text('companyUsers.remove.self')}>
                          <span>
                            {removeButton}
                            <Box component="span" id={selfReasonId} sx={visuallyHidden}>
                              {text('companyUsers.remove.self')}
                            </Box>
                          </span>
                        </Tooltip>
                      ) : (
                        removeButton
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
