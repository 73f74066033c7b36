import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Shown while a route's code or data loads. */
export function PageSkeleton() {
  return (
    <Box aria-busy="true" aria-live="polite" sx={{ py: 4 }}>
      <Skeleton variant="text" width="40%" height={56} />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="rectangular" height={180} sx={{ mt: 2 }} />
    </Box>
  );
}
