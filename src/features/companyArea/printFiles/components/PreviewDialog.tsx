import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDialogFirstFocus } from '../../../../components/dialogFirstFocus';
import { OpenDialog } from '../../../../components/OpenDialog';
import { FileIcon } from './icons';

/** A checkerboard, so a logo's transparent parts show as transparent, also white on white. */
const CHECKERBOARD = {
  backgroundColor: '#fff',
  backgroundImage:
    'linear-gradient(45deg, #e0e0e0 25%, transparent 25%), linear-gradient(-45deg, #e0e0e0 25%, transparent 25%),' +
    ' linear-gradient(45deg, transparent 75%, #e0e0e0 75%), linear-gradient(-45deg, transparent 75%, #e0e0e0 75%)',
  backgroundSize: '20px 20px',
  backgroundPosition: '0 0, 0 10px, 10px -10px, -10px 0',
};

interface PreviewDialogProps {
  name: string;
  /** The preview or the file itself; null when neither can be shown. */
  image: string | null;
  onClose: () => void;
}

/** Escape, the close button and a click outside close it; focus returns to the Preview button. */
export function PreviewDialog({ name, image, onClose }: PreviewDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [closeRef, focusClose] = useDialogFirstFocus<HTMLButtonElement>();
  return (
    <OpenDialog titleId={titleId} onClose={onClose} maxWidth="md" onOpened={focusClose}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </DialogTitle>
      <DialogContent>
        <Box
          sx={{
            ...CHECKERBOARD,
            display: 'grid',
            placeItems: 'center',
            minHeight: 240,
            p: 2,
            borderRadius: 1,
          }}
        >
          {image ? (
            <Box
              component="img"
              src={image}
              alt={intl.formatMessage({ id: 'printFiles.preview.alt' }, { name })}
              sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
            />
          ) : (
            <Box sx={{ textAlign: 'center', bgcolor: 'background.paper', p: 2, borderRadius: 1 }}>
              <FileIcon color="action" fontSize="large" aria-hidden />
              <Typography>
                <FormattedMessage id="printFiles.preview.none" />
              </Typography>
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} ref={closeRef}>
          <FormattedMessage id="printFiles.preview.close" />
        </Button>
      </DialogActions>
    </OpenDialog>
  );
}
