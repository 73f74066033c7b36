import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import { PANEL_LIMITS } from '../rules';

/**
 * What makes a good print file. The guideline text (docs/rules.md#print-file-uploads) says 50 MB, but this panel accepts 15 MB
 * per file; the box states the limit the panel enforces.
 */
export function UploadGuidelines() {
  const limits = { maxFiles: PANEL_LIMITS.maxFiles, maxSizeMb: PANEL_LIMITS.maxSizeMb };
  return (
    <Alert severity="info" role="note" sx={{ flex: 1 }}>
      <AlertTitle component="h3">
        <FormattedMessage id="printFiles.guidelines.title" />
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>
          <FormattedMessage id="printFiles.guidelines.vector" />
        </li>
        <li>
          <FormattedMessage id="printFiles.guidelines.raster" />
        </li>
        <li>
          <FormattedMessage id="printFiles.guidelines.size" values={limits} />
        </li>
        <li>
          <FormattedMessage id="printFiles.guidelines.conversion" />
        </li>
      </Box>
    </Alert>
  );
}
