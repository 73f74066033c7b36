import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { selectIsJustAdded, selectStoredEntry } from '../selectors';
import { toggleRequested } from '../wishlistSlice';
import { HeartIcon } from './HeartIcon';

/**
 * Saves or removes a wishlist entry. A toggle button (aria-pressed) whose name says what a press
 * does; the short 'saved' note is announced through a live region. `savedAs` are older spellings
 * of the same entry (a colour saved by its name): one of them stored counts as saved, and a press
 * removes it.
 */
export function WishlistToggle({ entry, savedAs = [] }: { entry: string; savedAs?: string[] }) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => selectStoredEntry(state, [entry, ...savedAs]));
  const saved = stored !== null;
  const justAdded = useAppSelector((state) => selectIsJustAdded(state, entry));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        aria-pressed={saved}
        startIcon={<HeartIcon filled={saved} />}
        onClick={() => dispatch(toggleRequested(stored ?? entry))}
      >
        <FormattedMessage id={saved ? 'wishlist.toggle.remove' : 'wishlist.toggle.add'} />
      </Button>
      <Box component="span" role="status" sx={{ color: 'success.dark', fontWeight: 600 }}>
        {justAdded ? <FormattedMessage id="wishlist.toggle.saved" /> : null}
      </Box>
    </Box>
  );
}
