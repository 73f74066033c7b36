import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar under the header while the next page's code loads (lighter than MUI's LinearProgress). */
export function NavigationProgress() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1200,
        height: 3,
        overflow: 'hidden',
        bgcolor: 'primary.light',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'secondary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
