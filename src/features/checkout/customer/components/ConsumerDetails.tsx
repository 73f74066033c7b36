import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '../../../../api/types';
import { paths } from '../../../../core/paths';

/** A consumer's own details, as the payment form opens with them; changed on the profile page. */
export function ConsumerDetails({ user }: { user: SessionUser }) {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const place = [user.address.zip_code, user.address.city].filter(Boolean).join(' ');
  return (
    <>
      <Typography component="address" sx={{ fontStyle: 'normal' }}>
        {[name, user.email, user.phone_number, user.address.street, place].filter(Boolean).map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </Typography>
      <Link component={RouterLink} to={paths.profile} sx={{ display: 'inline-block', mt: 1 }}>
        <FormattedMessage id="company.card.editProfile" />
      </Link>
    </>
  );
}
