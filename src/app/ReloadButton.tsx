import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

/** Loads the app afresh: the way out of a failure nothing else handled (often a deploy meanwhile). */
export function ReloadButton() {
  return (
    <Button variant="contained" onClick={() => window.location.reload()}>
      <FormattedMessage id="app.fatal.reload" />
    </Button>
  );
}
