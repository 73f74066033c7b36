import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../core/hooks';
import { paths } from '../../../core/paths';
import { selectWishlistCount } from '../selectors';
import { HeartIcon } from './HeartIcon';

/** The header's way to the favourites, for visitors and signed-in shoppers alike. */
export function FavoritesLink() {
  const intl = useIntl();
  const count = useAppSelector(selectWishlistCount);
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={paths.favorites}
      aria-label={intl.formatMessage({ id: 'wishlist.header.link' }, { count })}
    >
      <Badge badgeContent={count} color="secondary" max={99}>
        <HeartIcon filled={count > 0} />
      </Badge>
    </IconButton>
  );
}
