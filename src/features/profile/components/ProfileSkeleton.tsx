import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';

/** 8 placeholders while the user loads (docs/rules.md#profile). */
export const PROFILE_SKELETON_COUNT = 8;

export function ProfileSkeleton() {
  const intl = useIntl();
  return (
    <Box
      aria-busy="true"
      aria-live="polite"
      aria-label={intl.formatMessage({ id: 'profile.loading' })}
      role="region"
      sx={{ display: 'grid', gap: 2 }}
    >
      {Array.from({ length: PROFILE_SKELETON_COUNT }, (_, index) => (
        <Skeleton key={index} data-testid="profile-skeleton" variant="rounded" height={56} />
      ))}
    </Box>
  );
}
