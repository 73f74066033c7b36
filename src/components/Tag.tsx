import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type TagColor = 'primary' | 'warning';

/**
 * A small label beside a name ("Default", "Inactive"): text, not a control. MUI's Chip is built
 * to be clickable and deletable, and costs its route about 3 kB gzip for a coloured span.
 */
export function Tag({ color, children }: { color: TagColor; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        height: 24,
        px: 1,
        borderRadius: 3,
        typography: 'caption',
        lineHeight: 1,
        bgcolor: `${color}.main`,
        color: `${color}.contrastText`,
      }}
    >
      {children}
    </Box>
  );
}
