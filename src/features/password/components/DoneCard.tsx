import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CardPage } from '../../../components/CardPage';
import { paths } from '../../../core/paths';

interface DoneCardProps {
  /** Where its texts are in the catalogue: `<texts>.title`, `.body` and `.login`. */
  texts: 'password.new.done' | 'password.verify.done';
}

/** What a link from an e-mail was for is done (a new password, a verified address): now log in. */
export function DoneCard({ texts }: DoneCardProps) {
  return (
    <CardPage title={<FormattedMessage id={`${texts}.title`} />} stateKey="done">
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id={`${texts}.body`} />
      </Typography>
      <Button variant="contained" component={RouterLink} to={`${paths.login}/`}>
        <FormattedMessage id={`${texts}.login`} />
      </Button>
    </CardPage>
  );
}
