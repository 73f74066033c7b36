import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { selectIsInWishlist, selectIsJustAdded } from '../selectors';
import { toggleRequested } from '../wishlistSlice';
import { HeartIcon } from './HeartIcon';

/**
 * Saves or removes a wishlist entry. A toggle button (aria-pressed) whose name says what a press
 * does; the short 'saved' note is announced through a live region.
 */
export function WishlistToggle({ entry }: { entry: string }) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectIsInWishlist(state, entry));
  const justAdded = useAppSelector((state) => selectIsJustAdded(state, entry));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        aria-pressed={saved}
        startIcon={<HeartIcon filled={saved} />}
        onClick={() => dispatch(toggleRequested(entry))}
      >
        <FormattedMessage id={saved ? 'wishlist.toggle.remove' : 'wishlist.toggle.add'} />
      </Button>
      <Box component="span" role="status" sx={{ color: 'success.dark', fontWeight: 600 }}>
        {justAdded ? <FormattedMessage id="wishlist.toggle.saved" /> : null}
      </Box>
    </Box>
  );
}
