import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../core/hooks';
import { pickedFiles } from '../../../../services/pickedFiles';
import { printFilesPicked, printFilesRefusalsDismissed } from '../printFilesSlice';
import { ACCEPT_ATTRIBUTE, PANEL_LIMITS } from '../rules';
import { selectCompanyPrintFiles } from '../selectors';
import { swedish } from '../texts';
import { UploadIcon } from './icons';

/**
 * The drag-and-drop upload area. It hands every picked file to the saga, which checks them with
 * the Swedish refusals of docs/rules.md#error-texts; react-dropzone's own checks would refuse them in English.
 */
export function DropArea({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const hintId = useId();
  const { upload, refusals } = useAppSelector((state) => selectCompanyPrintFiles(state, companyId));
  const uploading = upload !== null;

  const onDrop = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const picked = files.map((file) => ({
        id: pickedFiles.add(file),
        name: file.name,
        size: file.size,
        type: file.type,
      }));
      dispatch(printFilesPicked({ companyId, files: picked }));
    },
    [dispatch, companyId],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, disabled: uploading });
  const limits = { maxFiles: PANEL_LIMITS.maxFiles, maxSizeMb: PANEL_LIMITS.maxSizeMb };

  return (
    <Stack spacing={1} sx={{ flex: 2, minWidth: 0 }}>
      <Box
        {...getRootProps({
          // Named by what it shows (WCAG 2.5.3): the prompt; the limits below describe it.
          role: 'button',
          'aria-describedby': hintId,
          'aria-disabled': uploading || undefined,
        })}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: isDragActive ? 'action.hover' : 'background.paper',
          p: 3,
          textAlign: 'center',
          cursor: uploading ? 'default' : 'pointer',
          opacity: uploading ? 0.7 : 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <UploadIcon color="action" fontSize="large" aria-hidden />
        <Typography>
          <FormattedMessage id={isDragActive ? 'printFiles.drop.active' : 'printFiles.drop.prompt'} />
        </Typography>
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary">
        <FormattedMessage id="printFiles.drop.limits" values={limits} />
      </Typography>
      {/* Beside the button, not in it: a control inside a control is one that assistive technology
          cannot reach. The button opens it; it stays out of the tab order and the accessibility tree. */}
      <input
        {...getInputProps({ accept: ACCEPT_ATTRIBUTE })}
        aria-hidden
        tabIndex={-1}
        data-testid="print-files-input"
      />

      <Box role="status" aria-live="polite">
        {upload ? (
          <Stack spacing={0.5}>
            <Typography variant="body2">
              {upload.converting ? (
                swedish.converting
              ) : (
                <FormattedMessage
                  id="printFiles.drop.uploading"
                  values={{ name: upload.current ?? '', done: upload.done, total: upload.total }}
                />
              )}
            </Typography>
            <LinearProgress
              variant={upload.done === 0 ? 'indeterminate' : 'determinate'}
              value={(upload.done / Math.max(upload.total, 1)) * 100}
              aria-label={intl.formatMessage({ id: 'printFiles.drop.progress' })}
            />
          </Stack>
        ) : null}
      </Box>

      {refusals.length > 0 ? (
        <Alert
          severity="error"
          closeText={intl.formatMessage({ id: 'printFiles.refusals.close' })}
          onClose={() => dispatch(printFilesRefusalsDismissed({ companyId }))}
        >
          <AlertTitle>
            <FormattedMessage id="printFiles.refusals.title" />
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {refusals.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Stack>
  );
}
