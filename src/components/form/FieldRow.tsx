import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Fields side by side from the small breakpoint, one under another on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>{children}</Box>;
}
