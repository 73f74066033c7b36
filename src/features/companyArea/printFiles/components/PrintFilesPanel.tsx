import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
import { printFilesRequested } from '../printFilesSlice';
import { selectCompanyPrintFiles, selectVisiblePrintFiles } from '../selectors';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { DropArea } from './DropArea';
import { PrintFileRow } from './PrintFileRow';
import { UploadGuidelines } from './UploadGuidelines';

export interface PrintFilesPanelProps {
  companyId: string;
  /** Company admins and super admins upload and delete; everyone else lists, previews and downloads. */
  isAdmin: boolean;
  /** Shows each file's logo type (Primär, Sekundär, Alternativ). */
  typeSelectorsEnabled?: boolean;
}

/** The rules leave the placeholder count open (docs/rules.md#constants); three rows fill the space a short list takes. */
export const SKELETON_ROWS = 3;

/** The print-files panel, 'Tryckfiler' (docs/rules.md#print-files). */
export function PrintFilesPanel({ companyId, isAdmin, typeSelectorsEnabled = true }: PrintFilesPanelProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const entry = useAppSelector((state) => selectCompanyPrintFiles(state, companyId));
  const files = useAppSelector((state) => selectVisiblePrintFiles(state, companyId));

  useEffect(() => {
    dispatch(printFilesRequested(companyId));
  }, [dispatch, companyId]);

  const { status, error } = entry.request;
  const firstLoad = !entry.loaded && (status === 'loading' || status === 'idle');

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 2 }}>
        <FormattedMessage id="printFiles.title" />
      </Typography>

      {isAdmin ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
          <DropArea companyId={companyId} />
          <UploadGuidelines />
        </Stack>
      ) : null}

      {status === 'failed' && error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(printFilesRequested(companyId))}>
              <FormattedMessage id="printFiles.list.retry" />
            </Button>
          }
        >
          <FormattedMessage id="printFiles.list.failed" />
        </Alert>
      ) : null}

      {firstLoad ? (
        <Stack
          spacing={1}
          role="status"
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'printFiles.list.loading' })}
        >
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={72} data-testid="print-file-skeleton" />
          ))}
        </Stack>
      ) : files.length > 0 ? (
        <List aria-label={intl.formatMessage({ id: 'printFiles.list.label' })} disablePadding>
          {files.map((file) => (
            <PrintFileRow
              key={file.id}
              file={file}
              isAdmin={isAdmin}
              showLogoType={typeSelectorsEnabled}
              deleting={entry.deletingId === file.id}
            />
          ))}
        </List>
      ) : entry.loaded ? (
        <Typography color="text.secondary">
          <FormattedMessage id="printFiles.list.empty" />
        </Typography>
      ) : null}

      {isAdmin ? <ConfirmDeleteDialog companyId={companyId} /> : null}
    </Stack>
  );
}
